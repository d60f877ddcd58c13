// `react-address-entry/types`: types only, for custom markup on the headless hooks and for annotations. The main entry
// exports what a checkout is built with; these are the types of its plumbing: each country's request and answer,
// the data hooks' options and results, the prop getters and states of the headless hooks, and the parts of a value.

export type { AddressApiErrorDetails } from './api/errors.ts';
export type { ExactPathForm } from './api/paths.ts';
export type { PostedNames } from './api/posted-names.ts';
export type {
  AddressType,
  AddressPurpose,
  BelgianHouseNumberParams,
  GermanHouseNumberParams,
  BelgianHouseNumberSuggestion,
  GermanHouseNumberSuggestion,
  HouseNumberStatus,
  BelgianLanguage,
  BelgianValidation,
  GermanValidation,
  BelgianPostalArea,
  GermanPostalArea,
  BelgianStreetParams,
  GermanStreetParams,
  BelgianStreet,
  GermanStreet,
} from './api/types.ts';
export type { LookupQueryOptions } from './query/lookup-query-options.ts';
export type { AutocompleteQueryOptions } from './query/autocomplete-query-options.ts';
export type { HouseNumberSuggestionOf, PostalAreaSuggestionOf, StreetSuggestionOf } from './query/suggestion-of.ts';
export type { UseExactAddressOptions, UseExactAddressResult } from './hooks/use-exact-address.ts';
export type { UsePostcodeAddressOptions, UsePostcodeAddressResult } from './hooks/use-postcode-address.ts';
export type { UseAutocompleteOptions } from './hooks/use-debounced-autocomplete.ts';
export type { UseHouseNumberAutocompleteResult } from './hooks/use-house-number-autocomplete.ts';
export type { UsePostalAreaAutocompleteResult } from './hooks/use-postal-area-autocomplete.ts';
export type { UseStreetAutocompleteResult } from './hooks/use-street-autocomplete.ts';
export type { HouseNumberOption, ComboboxState } from './components/house-number/use-house-number-combobox.ts';
export type {
  SuggestionComboboxResult,
  SuggestionComboboxState,
} from './components/combobox/suggestion-combobox-result.ts';
export type {
  ComboboxInputElementProps,
  ComboboxInputProps,
  SuggestionComboboxPropGetters,
} from './components/combobox/suggestion-combobox-prop-getters.ts';
export type {
  BelgianHouseNumberComboboxProps,
  GermanHouseNumberComboboxProps,
  HouseNumberComboboxNames,
  BelgianStreetOptions,
  GermanStreetOptions,
  HouseNumberChoiceStatus,
  SuggestionRenderState,
} from './components/house-number/house-number-combobox-props.ts';
export type { AddressFieldsDefaultValue, GermanPickup } from './components/address-fields/address-fields-props.ts';
export type { BelgianStreetArea, GermanStreetArea } from './components/address-fields/street-combobox-props.ts';
export type { DutchLookupState } from './components/dutch-lookup/dutch-lookup-form-props.ts';
export type {
  DutchField,
  DutchLookupResult,
  DutchInputProps,
  DutchInputElementProps,
  DutchPostedField,
} from './components/dutch-lookup/dutch-lookup-result.ts';
export type {
  AddressEntryCountryOption,
  AddressEntryCountryFieldProps,
} from './components/address-entry/address-entry-result.ts';
