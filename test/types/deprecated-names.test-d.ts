/**
 * Type-level tests of the names renamed for one word per concept (issue 59): each former public name stays one minor
 * version as a deprecated alias of its new name, the same type, checked by `npm run typecheck`.
 */
/* eslint-disable @typescript-eslint/no-deprecated -- the deprecated names are what this file checks */
import { expectTypeOf } from 'vitest';
import type {
  AddressEntryLocale,
  AddressFieldsAddress,
  AddressLanguage,
  BelgianAddressFieldsAddress,
  BelgianWholeAddress,
  GermanAddressFieldsAddress,
  GermanWholeAddress,
  WholeAddress,
} from '../../src/index.ts';
import type { AddressEntryLocale as LocalesAddressEntryLocale } from '../../src/locales.ts';
import type { AddressCountry, ServiceCountry } from '../../src/address.ts';

// AddressFields' onAddressChange argument, like AddressEntry's AddressEntryAddress.
expectTypeOf<WholeAddress>().toEqualTypeOf<AddressFieldsAddress>();
expectTypeOf<BelgianWholeAddress>().toEqualTypeOf<BelgianAddressFieldsAddress>();
expectTypeOf<GermanWholeAddress>().toEqualTypeOf<GermanAddressFieldsAddress>();

// The language code of a locale, in the main entry and in `react-address-entry/locales`.
expectTypeOf<AddressEntryLocale>().toEqualTypeOf<AddressLanguage>();
expectTypeOf<LocalesAddressEntryLocale>().toEqualTypeOf<AddressLanguage>();

// NL, BE and DE are the service countries.
expectTypeOf<AddressCountry>().toEqualTypeOf<ServiceCountry>();
