import type { ChangeEvent, FocusEvent, KeyboardEvent, Ref } from 'react';

import type { AddressFieldsProps } from '../address-fields/address-fields.tsx';
import type { ExactAddressLookupProps } from '../dutch-lookup/exact-address-lookup.tsx';
import type { AddressEntryAddress, AddressEntryValue } from './address-entry-props.ts';
import type { EnteredAddressFieldsProps } from './entered-address-fields-props.ts';

/** A country the element offers, with its name in the UI's language. */
export interface AddressEntryCountryOption {
  /** ISO 3166-1 alpha-2. */
  value: string;
  /** The country's name from the browser (`Intl.DisplayNames`) in the UI's language. */
  label: string;
}

/** Props of the country `<select>`, from `getCountryFieldProps()`. */
export interface AddressEntryCountryFieldProps {
  id: string;
  /** The form field name (`names.country`); absent when it posts nothing. */
  name?: string;
  value: string;
  /** `country`, in `autoCompleteSection` when given: one pick of a saved address picks its country too. */
  autoComplete: string;
  required: boolean;
  disabled: boolean | undefined;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  /**
   * A country chosen by a key shows at once and its fields follow; a Tab renders them at once, if they are still on
   * their way, so the focus finds them.
   */
  onKeyDown: (event: KeyboardEvent<HTMLSelectElement>) => void;
  /** The key is up: a change from now on is not the key's. */
  onKeyUp: () => void;
}

/** What {@link useAddressEntry} returns: the state, and prop getters for markup of your own. */
export interface UseAddressEntryResult {
  /** The country shown (ISO 3166-1 alpha-2): `NL`, `BE` and `DE` looked up by the service, any other entered in its own format. */
  country: string;
  /** The countries offered, in order, each with its name in the UI's language. */
  countryOptions: AddressEntryCountryOption[];
  /** The texts and status: the controlled `value`, else the element's own. */
  value: AddressEntryValue;
  /** The address confirmed (or offered by the service), or one of another country once complete; `null` while there is none. */
  address: AddressEntryAddress | null;
  /** Whether the form may go on: an address confirmed, or the shopper's choice to go on without the check. */
  complete: boolean;
  /** The Dutch way that shows while the country is the Netherlands: the postcode lookup or the exact lookup. */
  dutchWay: 'postcode' | 'exact';
  /** The key to give `AddressFields`: it changes when the fields must start afresh (country, outside value, reset). */
  addressFieldsKey: string;
  /** The country field's label, in the UI's language. */
  countryLabel: string;
  /** What the Dutch switch says before its button, and the button's text. */
  dutchWaySwitch: { hint: string; text: string };
  /** Props for the root element: a form reset brings the element back to its start; leaving it calls `onBlur`. */
  getRootProps: () => {
    ref: Ref<HTMLDivElement>;
    'data-country': string;
    onBlur: (event: FocusEvent<HTMLDivElement>) => void;
  };
  /** Props for the country field's `<label>`. */
  getCountryLabelProps: () => { htmlFor: string };
  /** Props for the country `<select>` (with `countryField="select"`). */
  getCountryFieldProps: () => AddressEntryCountryFieldProps;
  /** The hidden field that posts the country with `countryField="none"`; `null` when it posts nothing. */
  hiddenCountry: { name: string; value: string } | null;
  /** Props for the Dutch lookup of {@link UseAddressEntryResult.dutchWay} (`PostcodeAddressLookup` or `ExactAddressLookup`). */
  getDutchLookupProps: () => ExactAddressLookupProps;
  /** Props for `AddressFields` (Belgium and Germany). */
  getAddressFieldsProps: () => AddressFieldsProps;
  /** Props for the plain fields of a country outside the service (`EnteredAddressFields`, loaded when first chosen). */
  getEnteredAddressProps: () => EnteredAddressFieldsProps;
  /** Props for the button that switches the Dutch way. */
  getDutchWaySwitchProps: () => { type: 'button'; onClick: () => void; disabled: boolean | undefined };
}
