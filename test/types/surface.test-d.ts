/**
 * Type-level tests of the public surface's one locale type and one messages type, checked by `npm run typecheck`.
 */
import { expectTypeOf } from 'vitest';
import type {
  AddressLanguage,
  AddressEntryProviderProps,
  AddressLocale,
  AddressMessages,
  CityPickerProps,
  ExactAddressLookupProps,
  HouseNumberComboboxProps,
} from '../../src/index.ts';

// The provider's locale is a locale object of the texts' one locale code (test/types/provider-messages.test-d.tsx).
expectTypeOf<NonNullable<AddressEntryProviderProps['locale']>>().toEqualTypeOf<AddressLocale>();
expectTypeOf<AddressLocale['code']>().toEqualTypeOf<AddressLanguage>();
// Every component and the provider take overrides as a part of the one messages type.
expectTypeOf<Partial<AddressMessages>>().toExtend<NonNullable<AddressEntryProviderProps['messages']>>();
expectTypeOf<NonNullable<ExactAddressLookupProps['messages']>>().toEqualTypeOf<Partial<AddressMessages>>();
expectTypeOf<NonNullable<HouseNumberComboboxProps['messages']>>().toEqualTypeOf<Partial<AddressMessages>>();
expectTypeOf<NonNullable<CityPickerProps['messages']>>().toEqualTypeOf<Partial<AddressMessages>>();
// ARIA's own name where ARIA names it; controlled values in Downshift's x / defaultX / onXChange.
expectTypeOf<CityPickerProps>().toHaveProperty('aria-labelledby');
expectTypeOf<ExactAddressLookupProps>().toHaveProperty('value');
expectTypeOf<ExactAddressLookupProps>().toHaveProperty('defaultValue');
expectTypeOf<ExactAddressLookupProps>().toHaveProperty('onValueChange');
