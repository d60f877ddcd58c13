import type { ReactNode } from 'react';
import type { PostedNames } from '../../api/posted-names.ts';
import type { AddressCountry, ConfirmedAddress, ConfirmedAddressStatus } from '../../address/confirmed-address.ts';
import type { AddressMessages } from '../../i18n/messages.ts';

/**
 * What {@link AddressEntry} holds: the country and the texts of its fields, whichever country shows them, and the
 * status the form posts. One value for the three countries: switching countries keeps what maps (see
 * {@link UseAddressEntryResult.country}).
 */
export interface AddressEntryValue {
  country: AddressCountry;
  /** As typed or as the service confirmed it (`2012 ES` in a Dutch field; `2610` for a Belgian postal area). */
  postcode: string;
  /** The city (or, in Belgium and Germany, the place of the postal area) as the fields show it. */
  city: string;
  street: string;
  /** The house number; in Belgium and Germany with its bis, box or addition (`36 bus 1`, `36-2`). */
  houseNumber: string;
  /** The Dutch addition; `''` in Belgium and Germany, whose house number holds it. */
  houseNumberAddition: string;
  /**
   * What the form posts as `addressStatus`: `validated` (or `unknown` for a Belgian or German house number the
   * service offered without knowing it) once the address is confirmed, `unverified` once the shopper chose to go on
   * without the check, `''` until then. {@link isAddressEntryComplete} reads it. Ignored in a `value` you pass: it is
   * the element's to say.
   */
  status: ConfirmedAddressStatus | '';
}

/**
 * The form field names of {@link AddressEntry}: every key of the one contract (`houseNumberAddition` posted in the
 * Netherlands, `houseNumberParts` in Belgium and Germany) and the country, `null` when your own country field posts
 * it under that name.
 */
export type AddressEntryNames = PostedNames;

/** Props of {@link AddressEntry} and options of {@link useAddressEntry}. */
export interface AddressEntryProps {
  /** Which countries the element offers, in this order. @default ['NL', 'BE', 'DE'] */
  countries?: readonly AddressCountry[];
  /** The country shown, controlled; pair it with `onCountryChange`. */
  country?: AddressCountry;
  /** The country shown first, uncontrolled. @default the first of `countries` */
  defaultCountry?: AddressCountry;
  /** Called with the country whenever the shopper (or a browser's fill) picks another one. */
  onCountryChange?: (country: AddressCountry) => void;
  /**
   * `select`: the element's own country field (`autocomplete="country"`, so a saved address picks it too); `none`: the
   * shop has a country field of its own and drives `country`. @default 'select'
   */
  countryField?: 'select' | 'none';
  /**
   * The Dutch way that shows first: postcode and house number, or city and street. The other is one click away;
   * switching keeps the texts, and an address found is checked again at once in the other way. @default 'postcode'
   */
  dutchWay?: 'postcode' | 'street';
  /** The texts, controlled; pair it with `onValueChange`. A value that differs from the last one reported starts the fields afresh from it. */
  value?: AddressEntryValue;
  /** The first texts, uncontrolled (a saved address): they are looked up again, never taken on trust. */
  defaultValue?: Partial<Omit<AddressEntryValue, 'status'>>;
  /** Called with the whole value whenever a text, the country or the status changes. */
  onValueChange?: (value: AddressEntryValue) => void;
  /** Called with the address once confirmed (or offered by the service), and with `null` as soon as it no longer holds. */
  onAddressChange?: (address: ConfirmedAddress | null) => void;
  /** The `<legend>` of the address fields. */
  legend?: ReactNode;
  /** Whether the address must be complete before the form may be sent. @default false */
  required?: boolean;
  disabled?: boolean;
  /** Form field names; a key left out posts under its default, `null` posts nothing under it. */
  names?: AddressEntryNames;
  /** An error that a form library owns: marks the field that needs the shopper invalid (`aria-invalid`). */
  isInvalid?: boolean;
  /** The form library's error text, shown under the fields. */
  errorMessage?: ReactNode;
  /** Called when a field of the address loses focus (form libraries mark it touched). */
  onBlur?: () => void;
  /** UI texts that replace the provider's and the built-in ones. */
  messages?: Partial<AddressMessages>;
  /** Class name of the root element, next to `rae-address-entry`. */
  className?: string;
  /** Wait until a typed text stays unchanged this long before asking. @default each component's own */
  debounceMs?: number;
  /** A WHATWG autofill section for every field's token, to fill two address blocks of one form apart. @default none */
  autoCompleteSection?: string;
}
