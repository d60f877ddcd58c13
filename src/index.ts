export { createAddressClient } from './api/client.ts';
export type { AddressClient, AddressClientOptions, AddressRequestInit } from './api/client.ts';
export { AddressApiError, isAddressApiError } from './api/errors.ts';
export type { AddressApiErrorKind, AddressApiErrorDetails } from './api/errors.ts';
export { parseCityCandidates } from './api/city-candidates.ts';
export { ADDRESS_LIMITS } from './api/limits.ts';
export {
  exactParamsProblems,
  houseNumberParamsProblems,
  postalAreaParamsProblems,
  streetParamsProblems,
  postcodeAddressParamsProblems,
} from './api/check-params.ts';
export { normalizeDutchPostcode, isDutchPostcode } from './api/dutch-postcode.ts';
export type { ExactPathForm } from './api/paths.ts';
export type * from './api/types.ts';
export {
  PROVINCE_SUFFIXES,
  provinceSuffixes,
  isProvinceSuffix,
  withMunicipality,
  withProvince,
  provinceFallbackCandidates,
  splitCitySuffix,
} from './address/provinces.ts';
export type { ProvinceSuffix, CitySuffix } from './address/provinces.ts';
export { foldName } from './address/fold-name.ts';
export { isPossibleHouseNumberText } from './address/house-number-text.ts';
export {
  parseBelgianHouseNumber,
  formatBelgianHouseNumber,
  BELGIAN_BOX_PREFIXES,
} from './address/belgian-house-number.ts';
export type { BelgianHouseNumberParts } from './address/belgian-house-number.ts';
export { parseGermanHouseNumber, formatGermanHouseNumber } from './address/german-house-number.ts';
export type { GermanHouseNumberParts } from './address/german-house-number.ts';
export { addressKeys } from './query/address-keys.ts';
export { exactAddressQueryOptions } from './query/exact-address-query-options.ts';
export { houseNumberQueryOptions } from './query/house-number-query-options.ts';
export { postalAreaQueryOptions } from './query/postal-area-query-options.ts';
export { streetQueryOptions } from './query/street-query-options.ts';
export { postcodeAddressQueryOptions } from './query/postcode-address-query-options.ts';
export type { LookupQueryOptions } from './query/lookup-query-options.ts';
export { retryPolicy, retryDelay, MAX_RETRY_WAIT_MS } from './query/retry-policy.ts';
export { AddressEntryProvider } from './hooks/address-entry-provider.tsx';
export type { AddressEntryProviderProps } from './hooks/address-entry-provider.tsx';
export { useAddressEntry } from './hooks/address-entry-context.ts';
export type { AddressEntryLocale, AddressEntryMessages, AddressEntryContextValue } from './hooks/address-entry-context.ts';
export { useDebouncedValue } from './hooks/use-debounced-value.ts';
export { useExactAddress } from './hooks/use-exact-address.ts';
export type { UseExactAddressOptions, UseExactAddressResult } from './hooks/use-exact-address.ts';
export { useHouseNumberAutocomplete } from './hooks/use-house-number-autocomplete.ts';
export type {
  UseHouseNumberAutocompleteOptions,
  UseHouseNumberAutocompleteResult,
} from './hooks/use-house-number-autocomplete.ts';
export { usePostalAreaAutocomplete } from './hooks/use-postal-area-autocomplete.ts';
export type { UseAutocompleteOptions, UsePostalAreaAutocompleteResult } from './hooks/use-postal-area-autocomplete.ts';
export { useStreetAutocomplete } from './hooks/use-street-autocomplete.ts';
export type { UseStreetAutocompleteResult } from './hooks/use-street-autocomplete.ts';
export { usePostcodeAddress } from './hooks/use-postcode-address.ts';
export type { UsePostcodeAddressOptions, UsePostcodeAddressResult } from './hooks/use-postcode-address.ts';
export type { DebouncedAutocompleteResult } from './hooks/use-debounced-autocomplete.ts';
export { HouseNumberCombobox } from './components/house-number-combobox.tsx';
export { useHouseNumberCombobox } from './components/use-house-number-combobox.ts';
export type { HouseNumberOption, UseHouseNumberComboboxResult, ComboboxState } from './components/use-house-number-combobox.ts';
export type {
  HouseNumberComboboxProps,
  BelgianHouseNumberComboboxProps,
  GermanHouseNumberComboboxProps,
  HouseNumberComboboxCommonProps,
  HouseNumberComboboxCommonOptions,
  UseHouseNumberComboboxOptions,
  BelgianStreetOptions,
  GermanStreetOptions,
  HouseNumberChoiceStatus,
  SuggestionRenderState,
} from './components/house-number-combobox-props.ts';
export { PostalAreaCombobox } from './components/postal-area-combobox.tsx';
export { usePostalAreaCombobox } from './components/use-postal-area-combobox.ts';
export type { UsePostalAreaComboboxResult } from './components/use-postal-area-combobox.ts';
export type { PostalAreaComboboxProps, UsePostalAreaComboboxOptions } from './components/postal-area-combobox-props.ts';
export { postalAreaText, postalAreaPlace } from './components/postal-area-text.ts';
export { StreetCombobox } from './components/street-combobox.tsx';
export { useStreetCombobox } from './components/use-street-combobox.ts';
export type { UseStreetComboboxResult } from './components/use-street-combobox.ts';
export type { StreetComboboxProps, UseStreetComboboxOptions, BelgianStreetArea, GermanStreetArea } from './components/street-combobox-props.ts';
export type { StepComboboxOptions, StepComboboxMarkupProps } from './components/step-combobox-props.ts';
export type { StepComboboxResult } from './components/combobox/use-step-combobox.ts';
export { AddressFields } from './components/address-fields.tsx';
export type {
  AddressFieldsProps,
  AddressFieldsNames,
  AddressFieldsDefaultValue,
  WholeAddress,
  BelgianWholeAddress,
  GermanWholeAddress,
} from './components/address-fields-props.ts';
export { typedSuggestion } from './address/typed-suggestion.ts';
export { builtInMessages, createTranslator, formatMessage, translatorFor, houseNumberMessages, dutchLookupMessages } from './i18n/index.ts';
export type {
  AddressMessages,
  HouseNumberMessages,
  DutchLookupMessages,
  MessageKey,
  MessagesLocale,
  MessageValues,
  Translate,
} from './i18n/index.ts';
export { ExactAddressLookup } from './components/exact-address-lookup.tsx';
export type { ExactAddressLookupProps, ExactAddressLookupState, ExactAddressValues } from './components/exact-address-lookup-props.ts';
export { PostcodeAddressLookup } from './components/postcode-address-lookup.tsx';
export type { PostcodeAddressLookupProps, PostcodeAddressValues } from './components/postcode-address-lookup-props.ts';
export type { DutchLookupFormProps, DutchLookupState, DutchLookupValues } from './components/dutch-lookup-form-props.ts';
export { CityPicker } from './components/city-picker.tsx';
export type { CityPickerProps } from './components/city-picker.tsx';
