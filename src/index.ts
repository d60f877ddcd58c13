// The main entry: what a shop builds its checkout with. The client and its errors, the provider, the data hooks and
// their query options and keys, the components with their headless hooks, and the types of all of these. Domain
// helpers (input checks, postcodes, province suffixes, house-number syntax) are in `react-address-entry/address`;
// everything else is internal. test/package/public-surface.test.ts lists every export of every entry.

// Transport
export { createAddressClient } from './api/client.ts';
export type { AddressClient, AddressClientOptions, AddressRequestInit } from './api/client.ts';
export { AddressApiError, isAddressApiError } from './api/errors.ts';
export type { AddressApiErrorKind, AddressApiErrorDetails } from './api/errors.ts';
export type { ExactPathForm } from './api/paths.ts';
export type { PostedNames } from './api/posted-names.ts';
export type {
  DutchAddress,
  AddressType,
  AddressPurpose,
  ExactAddressParams,
  PostcodeAddressParams,
  HouseNumberParams,
  BelgianHouseNumberParams,
  GermanHouseNumberParams,
  HouseNumberSuggestion,
  BelgianHouseNumberSuggestion,
  GermanHouseNumberSuggestion,
  HouseNumberStatus,
  BelgianLanguage,
  BelgianValidation,
  GermanValidation,
  PostalAreaParams,
  PostalAreaSuggestion,
  BelgianPostalArea,
  GermanPostalArea,
  StreetParams,
  BelgianStreetParams,
  GermanStreetParams,
  StreetSuggestion,
  BelgianStreet,
  GermanStreet,
} from './api/types.ts';

// Query keys and options
export { addressKeys } from './query/address-keys.ts';
export { exactAddressQueryOptions } from './query/exact-address-query-options.ts';
export { houseNumberQueryOptions } from './query/house-number-query-options.ts';
export { postalAreaQueryOptions } from './query/postal-area-query-options.ts';
export { streetQueryOptions } from './query/street-query-options.ts';
export { postcodeAddressQueryOptions } from './query/postcode-address-query-options.ts';
export type { LookupQueryOptions } from './query/lookup-query-options.ts';

// Provider and data hooks
export { AddressEntryProvider } from './hooks/address-entry-provider.tsx';
export type { AddressEntryProviderProps } from './hooks/address-entry-provider.tsx';
export type { AddressLanguage, AddressLocale } from './i18n/locales.ts';
export { useExactAddress } from './hooks/use-exact-address.ts';
export type { UseExactAddressOptions, UseExactAddressResult } from './hooks/use-exact-address.ts';
export { usePostcodeAddress } from './hooks/use-postcode-address.ts';
export type { UsePostcodeAddressOptions, UsePostcodeAddressResult } from './hooks/use-postcode-address.ts';
export { useHouseNumberAutocomplete } from './hooks/use-house-number-autocomplete.ts';
export type { UseAutocompleteOptions } from './hooks/use-debounced-autocomplete.ts';
export type { UseHouseNumberAutocompleteResult } from './hooks/use-house-number-autocomplete.ts';
export { usePostalAreaAutocomplete } from './hooks/use-postal-area-autocomplete.ts';
export type { UsePostalAreaAutocompleteResult } from './hooks/use-postal-area-autocomplete.ts';
export { useStreetAutocomplete } from './hooks/use-street-autocomplete.ts';
export type { UseStreetAutocompleteResult } from './hooks/use-street-autocomplete.ts';
export type { AutocompleteQueryOptions } from './query/autocomplete-query-options.ts';
export type { HouseNumberSuggestionOf, PostalAreaSuggestionOf, StreetSuggestionOf } from './query/suggestion-of.ts';

// The house-number combobox (Belgium, Germany)
export { HouseNumberCombobox } from './components/house-number/house-number-combobox.tsx';
export { useHouseNumberCombobox } from './components/house-number/use-house-number-combobox.ts';
export type { HouseNumberOption, UseHouseNumberComboboxResult, ComboboxState } from './components/house-number/use-house-number-combobox.ts';
export type { SuggestionComboboxResult, SuggestionComboboxState } from './components/combobox/suggestion-combobox-result.ts';
export type { ComboboxInputElementProps, ComboboxInputProps, SuggestionComboboxPropGetters } from './components/combobox/suggestion-combobox-prop-getters.ts';
export type {
  HouseNumberComboboxProps,
  BelgianHouseNumberComboboxProps,
  GermanHouseNumberComboboxProps,
  HouseNumberComboboxNames,
  UseHouseNumberComboboxOptions,
  BelgianStreetOptions,
  GermanStreetOptions,
  HouseNumberChoiceStatus,
  SuggestionRenderState,
} from './components/house-number/house-number-combobox-props.ts';

// The Belgian and German address fields: postal area → street → house number
export { AddressFields } from './components/address-fields/address-fields.tsx';
export type {
  AddressFieldsProps,
  AddressFieldsNames,
  AddressFieldsDefaultValue,
  AddressFieldsValue,
  AddressFieldsAddress,
  BelgianAddressFieldsAddress,
  GermanAddressFieldsAddress,
  GermanPickupAddress,
} from './components/address-fields/address-fields-props.ts';
export { PostalAreaCombobox } from './components/address-fields/postal-area-combobox.tsx';
export { usePostalAreaCombobox } from './components/address-fields/use-postal-area-combobox.ts';
export type { UsePostalAreaComboboxResult } from './components/address-fields/use-postal-area-combobox.ts';
export type { PostalAreaComboboxProps, UsePostalAreaComboboxOptions } from './components/address-fields/postal-area-combobox-props.ts';
export { StreetCombobox } from './components/address-fields/street-combobox.tsx';
export { useStreetCombobox } from './components/address-fields/use-street-combobox.ts';
export type { UseStreetComboboxResult } from './components/address-fields/use-street-combobox.ts';
export type { StreetComboboxProps, UseStreetComboboxOptions, BelgianStreetArea, GermanStreetArea } from './components/address-fields/street-combobox-props.ts';

// The Dutch lookups
export { PostcodeAddressLookup } from './components/dutch-lookup/postcode-address-lookup.tsx';
export { usePostcodeAddressLookup } from './components/dutch-lookup/use-postcode-address-lookup.ts';
export type { UsePostcodeAddressLookupResult } from './components/dutch-lookup/use-postcode-address-lookup.ts';
export type { PostcodeAddressLookupProps, PostcodeAddressValues } from './components/dutch-lookup/postcode-address-lookup-props.ts';
export { ExactAddressLookup } from './components/dutch-lookup/exact-address-lookup.tsx';
export { useExactAddressLookup } from './components/dutch-lookup/use-exact-address-lookup.ts';
export type { UseExactAddressLookupResult } from './components/dutch-lookup/use-exact-address-lookup.ts';
export type { ExactAddressLookupProps, ExactAddressValues } from './components/dutch-lookup/exact-address-lookup-props.ts';
export type { DutchLookupState } from './components/dutch-lookup/dutch-lookup-form-props.ts';
export type { DutchField, DutchLookupResult, DutchInputProps, DutchInputElementProps, DutchPostedField } from './components/dutch-lookup/dutch-lookup-result.ts';
export { CityPicker } from './components/dutch-lookup/city-picker.tsx';
export type { CityPickerProps } from './components/dutch-lookup/city-picker.tsx';

// One element for three countries: the country field and each country's own entry, one value, one address out
export { AddressEntry } from './components/address-entry/address-entry.tsx';
export { useAddressEntry } from './components/address-entry/use-address-entry.ts';
export { isAddressEntryComplete } from './components/address-entry/is-address-entry-complete.ts';
export type { AddressEntryProps, AddressEntryValue, AddressEntryNames, AddressEntryAddress, EnteredAddress } from './components/address-entry/address-entry-props.ts';
export type { UseAddressEntryResult, AddressEntryCountryOption, AddressEntryCountryFieldProps } from './components/address-entry/address-entry-result.ts';

// Texts: English is built in; the other languages are objects of `react-address-entry/locales`
export type { AddressMessages } from './i18n/messages.ts';

// Former names, kept one minor version (issue 59: one word per concept)
// eslint-disable-next-line @typescript-eslint/no-deprecated -- exported for the shops that still use them
export type { WholeAddress, BelgianWholeAddress, GermanWholeAddress } from './components/address-fields/address-fields-props.ts';
// eslint-disable-next-line @typescript-eslint/no-deprecated -- exported for the shops that still use it
export type { AddressEntryLocale } from './i18n/locales.ts';
