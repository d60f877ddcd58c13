import type { DeliveryTo } from '../../address/dhl-pickup.ts';
import type { ReactNode } from 'react';
import type { PostedNames } from '../../api/posted-names.ts';
import type { AddressCountry, ConfirmedAddress, ConfirmedAddressStatus } from '../../address/confirmed-address.ts';
import type { EnteredAddressMessages } from '../../i18n/entered-address-texts.ts';
import type { AddressMessages } from '../../i18n/messages.ts';

/**
 * What {@link AddressEntry} holds: the country and the texts of its fields, whichever country shows them, and the
 * status the form posts. One value for every country: each country's texts come back when it is shown again, and a
 * country shown for the first time gets what maps.
 */
export interface AddressEntryValue {
  /** ISO 3166-1 alpha-2: `NL`, `BE` and `DE` are checked by the service, any other is entered in its own format. */
  country: string;
  /** As typed or as the service confirmed it (`2012 ES` in a Dutch field; `2610` for a Belgian postal area). */
  postcode: string;
  /** The city (or, in Belgium and Germany, the place of the postal area) as the fields show it. */
  city: string;
  /** The street; in a country outside the service, the whole first address line (`10 Downing Street`). */
  street: string;
  /** The house number; in Belgium and Germany with its bis, box or addition (`36 bus 1`, `36-2`). */
  houseNumber: string;
  /** The Dutch addition; `''` in Belgium and Germany, whose house number holds it. */
  houseNumberAddition: string;
  /** The second address line of a country outside the service (a flat, a floor); `''` or absent elsewhere. */
  addressLine2?: string;
  /** The state, province or other region of a country outside the service that asks for one (its code where the country lists them); `''` or absent elsewhere. */
  region?: string;
  /**
   * With `germanPickup`, in Germany: where it goes. A DHL pickup's `street` is `Packstation` or `Postfiliale` and its
   * `houseNumber` the station's number, as DHL writes them.
   */
  deliveryTo?: DeliveryTo;
  /** With `germanPickup`, in Germany: the shopper's DHL Postnummer as typed, `''` for none. */
  postNumber?: string;
  /**
   * What the form posts as `addressStatus`: `validated` (or `unknown` for a Belgian or German house number the
   * service offered without knowing it) once the address is confirmed, `unverified` once the shopper chose to go on
   * without the check, `''` until then. {@link isAddressEntryComplete} reads it. Ignored in a `value` you pass: it is
   * the element's to say.
   */
  status: ConfirmedAddressStatus | '';
}

/**
 * An address of a country outside the service, as the shopper entered it in the country's own format: what
 * `onAddressChange` gets once the country's required fields are filled and the postcode fits the country's form. The
 * service cannot confirm it: its status is `unverified`, and it carries no token.
 */
export interface EnteredAddress {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** The first address line, whole (`10 Downing Street`, `12 rue de la Paix`). */
  street: string;
  addressLine2: string;
  postcode: string;
  city: string;
  /** The region's code where the country lists its regions (`CA`, `ON`), else as typed; `''` where it asks none. */
  region: string;
  status: 'unverified';
}

/** What `AddressEntry` hands a shop: an address the service confirmed, or one of another country as entered. */
export type AddressEntryAddress = ConfirmedAddress | EnteredAddress;

/**
 * The form field names of {@link AddressEntry}: every key of the one contract (`houseNumberAddition` posted in the
 * Netherlands, `houseNumberParts` in Belgium and Germany) and the country, `null` when your own country field posts
 * it under that name.
 */
export type AddressEntryNames = PostedNames;

/** Props of {@link AddressEntry} and options of {@link useAddressEntry}. */
export interface AddressEntryProps {
  /**
   * Which countries the element offers, in this order, as ISO 3166-1 alpha-2 codes: `NL`, `BE` and `DE` are looked up
   * and checked by the service; any other gets plain fields in its own format (Google's address metadata, loaded the
   * first time such a country is chosen). An unknown code throws a `TypeError` naming it. @default ['NL', 'BE', 'DE']
   */
  countries?: readonly (AddressCountry | (string & {}))[];
  /** The country shown, controlled; pair it with `onCountryChange`. */
  country?: string;
  /** The country shown first, uncontrolled. @default the first of `countries` */
  defaultCountry?: string;
  /** Called with the country whenever the shopper (or a browser's fill) picks another one. */
  onCountryChange?: (country: string) => void;
  /**
   * `select`: the element's own country field (`autocomplete="country"`, so a saved address picks it too); `none`: the
   * shop has a country field of its own and drives `country`. @default 'select'
   */
  countryField?: 'select' | 'none';
  /**
   * The Dutch way that shows first: `postcode`, the postcode lookup (postcode and house number), or `exact`, the exact
   * lookup (city, street and house number). The other is one click away; switching keeps the texts, and an address
   * found is checked again at once in the other way. `street` is the former name of `exact`, deprecated: it still
   * shows the exact lookup, for one minor version. @default 'postcode'
   */
  dutchWay?: 'postcode' | 'exact' | 'street';
  /** The texts, controlled; pair it with `onValueChange`. A value that differs from the last one reported starts the fields afresh from it. */
  value?: AddressEntryValue;
  /** The first texts, uncontrolled (a saved address): they are looked up again, never taken on trust. */
  defaultValue?: Partial<Omit<AddressEntryValue, 'status'>>;
  /** Called with the whole value whenever a text, the country or the status changes. */
  onValueChange?: (value: AddressEntryValue) => void;
  /**
   * Called with the address once confirmed (or offered by the service), or, in a country outside the service, once its
   * required fields are filled and the postcode fits; with `null` as soon as it no longer holds.
   */
  onAddressChange?: (address: AddressEntryAddress | null) => void;
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
  /** UI texts that replace the provider's and the built-in ones (other countries' field labels among them). */
  messages?: Partial<AddressMessages & EnteredAddressMessages>;
  /** Class name of the root element, next to `rae-address-entry`. */
  className?: string;
  /** Wait until a typed text stays unchanged this long before asking. @default each component's own */
  debounceMs?: number;
  /** A WHATWG autofill section for every field's token, to fill two address blocks of one form apart. @default none */
  autoCompleteSection?: string;
  /**
   * Germany: the address starts with "Deliver to: an address / a Packstation / a post office", and a DHL pickup is
   * posted in DHL's layout (`street` `Packstation`, `houseNumber` the station's number, `postNumber`, `deliveryTo`).
   * Only for a shop that ships with DHL. @default false
   */
  germanPickup?: boolean;
}
