import type { DeliveryTo } from '../../address/dhl-pickup.ts';
import type { GermanPickup } from '../address-fields/address-fields.tsx';
import type { ReactNode } from 'react';
import type { PostedNames } from '../../api/posted-names.ts';
import type { ServiceCountry, ConfirmedAddress, ConfirmedAddressStatus } from '../../address/confirmed-address.ts';
import type { EnteredAddress } from '../../address/entered-address.ts';
import type { EnteredAddressMessages } from '../../i18n/entered-address-texts.ts';
import type { AddressMessages } from '../../i18n/messages.ts';

/** What {@link AddressEntry} holds: the country, the texts of its fields and the status the form posts. */
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
  /** The state, province or region of a country outside the service that asks for one; `''` or absent elsewhere. */
  region?: string;
  /** With `germanPickup`, in Germany: where it goes (a DHL pickup's `street` is `Packstation` or `Postfiliale`). */
  deliveryTo?: DeliveryTo;
  /** With `germanPickup`, in Germany: the shopper's DHL Postnummer as typed, `''` for none. */
  postNumber?: string;
  /** What the form posts as `addressStatus`: `validated`, `unknown`, `unverified` or `''`; ignored in a `value`. */
  status: ConfirmedAddressStatus | '';
}

export type { EnteredAddress };

/** What `AddressEntry` hands a shop: an address the service confirmed, or one of another country as entered. */
export type AddressEntryAddress = ConfirmedAddress | EnteredAddress;

/** The form field names of {@link AddressEntry}: every key of the one contract, and the country. */
export type AddressEntryNames = PostedNames;

/** Props of {@link AddressEntry} and options of {@link useAddressEntry}. */
export interface AddressEntryProps {
  /** The countries offered, in order, as ISO 3166-1 alpha-2 codes. @default ['NL', 'BE', 'DE'] */
  countries?: readonly (ServiceCountry | (string & {}))[];
  /** The country shown, controlled; pair it with `onCountryChange`. */
  country?: string;
  /** The country shown first, uncontrolled. @default the first of `countries` */
  defaultCountry?: string;
  /** Called with the country whenever the shopper (or a browser's fill) picks another one. */
  onCountryChange?: (country: string) => void;
  /** `select`: the element's own country field; `none`: the shop's own field drives `country`. @default 'select' */
  countryField?: 'select' | 'none';
  /** The Dutch lookup shown first: `postcode` or `exact` (`street`: deprecated name of `exact`). @default 'postcode' */
  dutchWay?: 'postcode' | 'exact' | 'street';
  /** The texts, controlled; pair it with `onValueChange`. A value not last reported starts the fields afresh. */
  value?: AddressEntryValue;
  /** The first texts, uncontrolled (a saved address): they are looked up again, never taken on trust. */
  defaultValue?: Partial<Omit<AddressEntryValue, 'status'>>;
  /** Called with the whole value whenever a text, the country or the status changes. */
  onValueChange?: (value: AddressEntryValue) => void;
  /** Called with the address once confirmed (or, elsewhere, complete), and with `null` once it no longer holds. */
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
   * Germany: the address starts with "Deliver to: an address / a Packstation / a post office" (for DHL shops):
   * `dhlPickup` of `react-address-entry/pickup`. @default none
   */
  germanPickup?: GermanPickup | false;
}
