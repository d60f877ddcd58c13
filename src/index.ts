// The main entry: what a shop builds its checkout with. The client and its errors, the provider, the data hooks and
// their query options and keys, the components with their headless hooks, and their props and values. The types of
// the plumbing (each country's request and answer, hook results, prop getters) are in `react-address-entry/types`. Domain
// helpers (input checks, postcodes, province suffixes, house-number syntax) are in `react-address-entry/address`;
// everything else is internal. test/harness/package/public-surface.test.ts lists every export of every entry.

// Transport
export { createAddressClient } from './api/client.ts';
export type { AddressClient, AddressClientOptions, AddressRequestInit } from './api/client.ts';
export { AddressApiError, isAddressApiError } from './api/errors.ts';
export type { AddressApiErrorKind } from './api/errors.ts';
export type {
  DutchAddress,
  ExactAddressParams,
  PostcodeAddressParams,
  HouseNumberParams,
  HouseNumberSuggestion,
  PostalAreaParams,
  PostalAreaSuggestion,
  StreetParams,
  StreetSuggestion,
} from './api/types.ts';

// Query keys and options
export { addressKeys } from './query/address-keys.ts';
export { exactAddressQueryOptions } from './query/exact-address-query-options.ts';
export { houseNumberQueryOptions } from './query/house-number-query-options.ts';
export { postalAreaQueryOptions } from './query/postal-area-query-options.ts';
export { streetQueryOptions } from './query/street-query-options.ts';
export { postcodeAddressQueryOptions } from './query/postcode-address-query-options.ts';

// Provider and data hooks
export { AddressEntryProvider } from './hooks/address-entry-provider.tsx';
export type { AddressEntryProviderProps } from './hooks/address-entry-provider.tsx';
export type { AddressLanguage, AddressLocale } from './i18n/locales.ts';
export { useExactAddress } from './hooks/use-exact-address.ts';
export { usePostcodeAddress } from './hooks/use-postcode-address.ts';
export { useHouseNumberAutocomplete } from './hooks/use-house-number-autocomplete.ts';
export { usePostalAreaAutocomplete } from './hooks/use-postal-area-autocomplete.ts';
export { useStreetAutocomplete } from './hooks/use-street-autocomplete.ts';

// The house-number combobox (Belgium, Germany)
export { HouseNumberCombobox } from './components/house-number/house-number-combobox.tsx';
export { useHouseNumberCombobox } from './components/house-number/use-house-number-combobox.ts';
export type { UseHouseNumberComboboxResult } from './components/house-number/use-house-number-combobox.ts';
export type {
  HouseNumberComboboxProps,
  UseHouseNumberComboboxOptions,
} from './components/house-number/house-number-combobox-props.ts';

// The Belgian and German address fields: postal area → street → house number
export { AddressFields } from './components/address-fields/address-fields.tsx';
export type {
  AddressFieldsProps,
  AddressFieldsNames,
  AddressFieldsValue,
  AddressFieldsAddress,
  BelgianAddressFieldsAddress,
  GermanAddressFieldsAddress,
  GermanPickupAddress,
} from './components/address-fields/address-fields-props.ts';
export { PostalAreaCombobox } from './components/address-fields/postal-area-combobox.tsx';
export { usePostalAreaCombobox } from './components/address-fields/use-postal-area-combobox.ts';
export type { UsePostalAreaComboboxResult } from './components/address-fields/use-postal-area-combobox.ts';
export type {
  PostalAreaComboboxProps,
  UsePostalAreaComboboxOptions,
} from './components/address-fields/postal-area-combobox-props.ts';
export { StreetCombobox } from './components/address-fields/street-combobox.tsx';
export { useStreetCombobox } from './components/address-fields/use-street-combobox.ts';
export type { UseStreetComboboxResult } from './components/address-fields/use-street-combobox.ts';
export type {
  StreetComboboxProps,
  UseStreetComboboxOptions,
} from './components/address-fields/street-combobox-props.ts';

// The Dutch lookups
export { PostcodeAddressLookup } from './components/dutch-lookup/postcode-address-lookup.tsx';
export { usePostcodeAddressLookup } from './components/dutch-lookup/use-postcode-address-lookup.ts';
export type { UsePostcodeAddressLookupResult } from './components/dutch-lookup/use-postcode-address-lookup.ts';
export type {
  PostcodeAddressLookupProps,
  PostcodeAddressValues,
} from './components/dutch-lookup/postcode-address-lookup-props.ts';
export { ExactAddressLookup } from './components/dutch-lookup/exact-address-lookup.tsx';
export { useExactAddressLookup } from './components/dutch-lookup/use-exact-address-lookup.ts';
export type { UseExactAddressLookupResult } from './components/dutch-lookup/use-exact-address-lookup.ts';
export type {
  ExactAddressLookupProps,
  ExactAddressValues,
} from './components/dutch-lookup/exact-address-lookup-props.ts';
export { CityPicker } from './components/dutch-lookup/city-picker.tsx';
export type { CityPickerProps } from './components/dutch-lookup/city-picker.tsx';

// One element for three countries: the country field and each country's own entry, one value, one address out
export { AddressEntry } from './components/address-entry/address-entry.tsx';
export { useAddressEntry } from './components/address-entry/use-address-entry.ts';
export { isAddressEntryComplete } from './components/address-entry/is-address-entry-complete.ts';
export type {
  AddressEntryProps,
  AddressEntryValue,
  AddressEntryNames,
  AddressEntryAddress,
  EnteredAddress,
} from './components/address-entry/address-entry-props.ts';
export type { UseAddressEntryResult } from './components/address-entry/address-entry-result.ts';

// Texts: English is built in; the other languages are objects of `react-address-entry/locales`
export type { AddressMessages } from './i18n/messages.ts';

// Former names, kept one minor version (issue 59: one word per concept)
/* eslint-disable @typescript-eslint/no-deprecated -- exported for the shops that still use them */
export type {
  WholeAddress,
  BelgianWholeAddress,
  GermanWholeAddress,
} from './components/address-fields/address-fields-props.ts';
/* eslint-enable @typescript-eslint/no-deprecated */
// eslint-disable-next-line @typescript-eslint/no-deprecated -- exported for the shops that still use it
export type { AddressEntryLocale } from './i18n/locales.ts';
