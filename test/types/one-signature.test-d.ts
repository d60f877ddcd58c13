/**
 * Type-level tests of the one generic signature of each autocomplete hook and suggestion combobox: the country of
 * the parameters or options decides the suggestion type, a union gives the union, a wrong combination fails.
 */
import { expectTypeOf } from 'vitest';
import {
  usePostalAreaAutocomplete,
  usePostalAreaCombobox,
  useStreetAutocomplete,
  useStreetCombobox,
  useHouseNumberCombobox,
  type StreetSuggestion,
  type UseHouseNumberComboboxOptions,
} from '../../src/index.ts';
import type {
  BelgianHouseNumberSuggestion,
  BelgianPostalArea,
  BelgianStreet,
  BelgianStreetParams,
  GermanHouseNumberSuggestion,
  GermanPostalArea,
  GermanStreet,
  GermanStreetParams,
  HouseNumberOption,
} from '../../src/types.ts';

declare const beStreet: BelgianStreetParams;
declare const deStreet: GermanStreetParams;
declare const eitherStreet: BelgianStreetParams | GermanStreetParams;
declare const eitherHouseNumber: UseHouseNumberComboboxOptions;

export function DataHookTypes() {
  expectTypeOf(useStreetAutocomplete(beStreet).data).toEqualTypeOf<BelgianStreet[] | undefined>();
  expectTypeOf(useStreetAutocomplete(deStreet).data).toEqualTypeOf<GermanStreet[] | undefined>();
  expectTypeOf(useStreetAutocomplete(eitherStreet).data).toEqualTypeOf<StreetSuggestion[] | undefined>();
  expectTypeOf(usePostalAreaAutocomplete({ country: 'BE', postalArea: '26' }).data).toEqualTypeOf<
    BelgianPostalArea[] | undefined
  >();
  expectTypeOf(usePostalAreaAutocomplete({ country: 'DE', postalArea: '01' }).data).toEqualTypeOf<
    GermanPostalArea[] | undefined
  >();
  // @ts-expect-error: a German street search has a city id, not a NIS code
  useStreetAutocomplete({ country: 'DE', municipalityNisCode: 11002, postcode: null, streetName: 'A' });
  return null;
}

export function ComboboxTypes() {
  const be = useHouseNumberCombobox({ country: 'BE', municipalityNisCode: 11002, streetId: 824, postcode: 2610 });
  expectTypeOf(be.selectedItem).toEqualTypeOf<BelgianHouseNumberSuggestion | null>();
  expectTypeOf(be.suggestions).toEqualTypeOf<readonly HouseNumberOption<BelgianHouseNumberSuggestion>[]>();
  const de = useHouseNumberCombobox({ country: 'DE', cityId: null, streetId: 1817, postcode: '01219' });
  expectTypeOf(de.selectedItem).toEqualTypeOf<GermanHouseNumberSuggestion | null>();
  const either = useHouseNumberCombobox(eitherHouseNumber);
  expectTypeOf(either.selectedItem).toEqualTypeOf<BelgianHouseNumberSuggestion | GermanHouseNumberSuggestion | null>();

  expectTypeOf(useStreetCombobox({ country: 'BE', municipalityNisCode: 11002 }).suggestions).toEqualTypeOf<
    readonly BelgianStreet[]
  >();
  expectTypeOf(
    useStreetCombobox({ country: 'DE', cityId: 14612000 }).selectedItem,
  ).toEqualTypeOf<GermanStreet | null>();
  expectTypeOf(usePostalAreaCombobox({ country: 'BE' }).selectedItem).toEqualTypeOf<BelgianPostalArea | null>();
  expectTypeOf(usePostalAreaCombobox({ country: 'DE' }).suggestions).toEqualTypeOf<readonly GermanPostalArea[]>();

  // The result holds no internals.
  // @ts-expect-error: the held choice is the core's
  expectTypeOf(be).toHaveProperty('selection');
  // @ts-expect-error: a Belgian combobox hears Belgian suggestions
  useHouseNumberCombobox({
    country: 'BE',
    municipalityNisCode: 1,
    streetId: 1,
    postcode: 2610,
    onSelectedItemChange: (s: GermanHouseNumberSuggestion | null) => s,
  });
  // @ts-expect-error: a German street field has no NIS code
  useStreetCombobox({ country: 'DE', municipalityNisCode: 11002 });
  return null;
}
