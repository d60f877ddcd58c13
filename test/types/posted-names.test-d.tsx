/**
 * Type-level tests of the posted field names (issue 37), checked by `npm run typecheck` (tsc over test/): every
 * address component takes its `names` as the one `PostedNames` type, each with the keys it posts; and a prop that
 * does nothing is refused: `HouseNumberCombobox` posts its text under `names.houseNumber`, so it takes no `name`.
 */
import { expectTypeOf } from 'vitest';
import {
  HouseNumberCombobox,
  type AddressEntryProps,
  type AddressFieldsNames,
  type AddressFieldsProps,
  type ExactAddressLookupProps,
  type HouseNumberComboboxProps,
  type PostcodeAddressLookupProps,
  type StreetComboboxProps,
} from '../../src/index.ts';
import type {
  BelgianHouseNumberComboboxProps,
  GermanHouseNumberComboboxProps,
  HouseNumberComboboxNames,
  PostedNames,
} from '../../src/types.ts';
import type { VerifiedNames } from '../../src/server/index.ts';

// One type, one way: each key a field name, `null` to post nothing under it, or left out (or `undefined`, as
// `verifyAddress` takes it) for its default.
expectTypeOf<PostedNames<'postcode'>>().toEqualTypeOf<{ postcode?: string | null | undefined }>();
// The names `verifyAddress` reads are names a component takes: one object can serve both.
expectTypeOf<VerifiedNames>().toExtend<PostedNames>();
// Every component's `names` is that type, with the keys the component posts.
// A Dutch lookup posts no parts (its number and addition are the parts) and no country (AddressEntry's, issue 38).
type DutchKeys = 'postcode' | 'city' | 'street' | 'houseNumber' | 'houseNumberAddition' | 'status' | 'token';
expectTypeOf<NonNullable<PostcodeAddressLookupProps['names']>>().toEqualTypeOf<PostedNames<DutchKeys>>();
expectTypeOf<NonNullable<ExactAddressLookupProps['names']>>().toEqualTypeOf<PostedNames<DutchKeys>>();
expectTypeOf<PostcodeAddressLookupProps>().toHaveProperty('names');
// The one element posts every key, the country included.
expectTypeOf<NonNullable<AddressEntryProps['names']>>().toEqualTypeOf<PostedNames>();
// A Belgian or German house number also posts its parts for carriers (issue 38), and a German DHL pickup its
// Postnummer and where it goes (issue 53).
expectTypeOf<NonNullable<AddressFieldsProps['names']>>().toEqualTypeOf<
  PostedNames<
    | 'postcode'
    | 'city'
    | 'street'
    | 'houseNumber'
    | 'houseNumberParts'
    | 'status'
    | 'token'
    | 'postNumber'
    | 'deliveryTo'
  >
>();
expectTypeOf<NonNullable<HouseNumberComboboxProps['names']>>().toEqualTypeOf<
  PostedNames<'houseNumber' | 'postcode' | 'status' | 'houseNumberParts' | 'token'>
>();
// The per-component names are that type too, kept for the code that already names them.
expectTypeOf<AddressFieldsNames>().toEqualTypeOf<NonNullable<AddressFieldsProps['names']>>();
expectTypeOf<HouseNumberComboboxNames>().toEqualTypeOf<NonNullable<HouseNumberComboboxProps['names']>>();

// `name` does nothing on the house-number combobox: the type refuses it, in both countries.
expectTypeOf<BelgianHouseNumberComboboxProps>().not.toHaveProperty('name');
expectTypeOf<GermanHouseNumberComboboxProps>().not.toHaveProperty('name');
// A step that posts its own text still takes it.
expectTypeOf<StreetComboboxProps>().toHaveProperty('name');

export const named = (
  <HouseNumberCombobox
    country="BE"
    municipalityNisCode={11002}
    streetId={824}
    postcode={2610}
    names={{ houseNumber: 'number' }}
  />
);
export const partsNamed = (
  <HouseNumberCombobox
    country="DE"
    cityId={null}
    streetId={1817}
    postcode="01219"
    names={{ houseNumberParts: 'parts' }}
  />
);

export const ignoredName = (
  // @ts-expect-error: `name` would be ignored; the text posts under `names.houseNumber`
  <HouseNumberCombobox country="BE" municipalityNisCode={11002} streetId={824} postcode={2610} name="number" />
);

export const ignoredNameInProps: HouseNumberComboboxProps = {
  country: 'DE',
  cityId: 14612000,
  streetId: 1817,
  postcode: '01219',
  // @ts-expect-error: `name` would be ignored; the text posts under `names.houseNumber`
  name: 'number',
};
