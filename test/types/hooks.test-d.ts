/**
 * Type-level tests of the public types, checked by `npm run typecheck` (tsc over test/): a wrong type fails the build.
 */
import { useQuery } from '@tanstack/react-query';
import { expectTypeOf } from 'vitest';
import {
  exactAddressQueryOptions,
  houseNumberQueryOptions,
  useExactAddress,
  useHouseNumberAutocomplete,
  type AddressApiError,
  type AddressClient,
  type DutchAddress,
  type HouseNumberSuggestion,
} from '../../src/index.ts';
import type {
  BelgianHouseNumberParams,
  BelgianHouseNumberSuggestion,
  GermanHouseNumberParams,
  GermanHouseNumberSuggestion,
} from '../../src/types.ts';

declare const client: AddressClient;
declare const be: BelgianHouseNumberParams;
declare const de: GermanHouseNumberParams;
declare const eitherCountry: BelgianHouseNumberParams | GermanHouseNumberParams;

export function HookTypes() {
  const belgian = useHouseNumberAutocomplete(be);
  expectTypeOf(belgian.data).toEqualTypeOf<BelgianHouseNumberSuggestion[] | undefined>();
  expectTypeOf(belgian.error).toEqualTypeOf<AddressApiError | null>();
  expectTypeOf(belgian.isDebouncing).toEqualTypeOf<boolean>();

  const german = useHouseNumberAutocomplete(de);
  expectTypeOf(german.data).toEqualTypeOf<GermanHouseNumberSuggestion[] | undefined>();
  expectTypeOf(german.error).toEqualTypeOf<AddressApiError | null>();

  const either = useHouseNumberAutocomplete(eitherCountry);
  expectTypeOf(either.data).toEqualTypeOf<HouseNumberSuggestion[] | undefined>();

  const nothing = useHouseNumberAutocomplete(null);
  expectTypeOf(nothing.data).toEqualTypeOf<HouseNumberSuggestion[] | undefined>();

  const exact = useExactAddress(null);
  expectTypeOf(exact.data).toEqualTypeOf<DutchAddress | undefined>();
  expectTypeOf(exact.address).toEqualTypeOf<DutchAddress | undefined>();
  expectTypeOf(exact.error).toEqualTypeOf<AddressApiError | null>();
  expectTypeOf(exact.cityCandidates).toEqualTypeOf<string[] | null>();
  expectTypeOf(exact.additions).toEqualTypeOf<string[]>();
  expectTypeOf(exact.additionNotFound).toEqualTypeOf<boolean>();

  // The factories type useQuery's data and error without help.
  const viaFactory = useQuery(houseNumberQueryOptions(client, de));
  expectTypeOf(viaFactory.data).toEqualTypeOf<GermanHouseNumberSuggestion[] | undefined>();
  expectTypeOf(viaFactory.error).toEqualTypeOf<AddressApiError | null>();
  const lookup = useQuery(
    exactAddressQueryOptions(client, { city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 }),
  );
  expectTypeOf(lookup.data).toEqualTypeOf<DutchAddress | undefined>();

  // @ts-expect-error: a Belgian request needs a language
  useHouseNumberAutocomplete({
    country: 'BE',
    municipalityNisCode: null,
    streetId: 1,
    postcode: 2610,
    validation: 'none',
    houseNumber: '1',
  });
  useHouseNumberAutocomplete({
    country: 'DE',
    cityId: null,
    streetId: 1,
    postcode: '01219',
    // @ts-expect-error: Germany has no `street` validation mode
    validation: 'street',
    houseNumber: '1',
  });
  return null;
}

export async function ClientTypes() {
  expectTypeOf(await client.autocompleteHouseNumber(be)).toEqualTypeOf<BelgianHouseNumberSuggestion[]>();
  expectTypeOf(await client.autocompleteHouseNumber(de)).toEqualTypeOf<GermanHouseNumberSuggestion[]>();
  expectTypeOf(await client.matchExact({ city: 'a', street: 'b', houseNumber: 1 })).toEqualTypeOf<DutchAddress>();
}
