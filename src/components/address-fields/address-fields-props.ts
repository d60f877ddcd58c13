import type { ReactNode } from 'react';
import type { PostedNames } from '../../api/posted-names.ts';
import type { AddressMessages } from '../../i18n/messages.ts';

/**
 * Form field names of {@link AddressFields}: its keys of the one {@link PostedNames} type; a missing key posts under
 * its default, the key's own name (`status` as `addressStatus`, `token` as `addressToken`), as every address component
 * posts; `null` posts nothing under that key.
 */
export type AddressFieldsNames = PostedNames<'postcode' | 'city' | 'street' | 'houseNumber' | 'status' | 'token'>;

/** What a Belgian and a German whole address share: what the form posts. */
interface WholeAddressBase {
  /** The chosen house number's own postcode (it wins over the street's and the postal area's). */
  postcode: string;
  /** The city of the chosen street, as the service confirmed it with the street (the municipality, e.g. `Antwerpen` for a street in Wilrijk). */
  city: string;
  street: string;
  houseNumber: string;
  streetId: number;
  /** The proxy's signature of this address (a signing proxy, a validated house number), as the form posts it for `verifyAddress`. */
  addressToken?: string;
}

/** A Belgian address chosen in {@link AddressFields}. */
export interface BelgianWholeAddress extends WholeAddressBase {
  country: 'BE';
  municipalityNisCode: number;
}

/** A German address chosen in {@link AddressFields}. */
export interface GermanWholeAddress extends WholeAddressBase {
  country: 'DE';
  cityId: number;
}

/** An address chosen in {@link AddressFields}. */
export type WholeAddress = BelgianWholeAddress | GermanWholeAddress;

/** A prefilled address, checked again on mount: each step is selected only when the service confirms its text. */
export interface AddressFieldsDefaultValue {
  postcode?: string;
  city?: string;
  street?: string;
  houseNumber?: string;
}

/** Props of {@link AddressFields}. */
export interface AddressFieldsProps {
  country: 'BE' | 'DE';
  /**
   * Form field names of the posted postcode, city, street, house number, status and token: the confirmed address, or
   * while it is not confirmed what the fields show (the postal area's postcode and place, the street and house number
   * as typed), with the status and token empty.
   */
  names?: AddressFieldsNames;
  /** Called with the whole address once the three steps are chosen, and with `null` as soon as one no longer holds. */
  onAddressChange?: (address: WholeAddress | null) => void;
  /** A prefilled address (say, the shopper's saved one); it is looked up again, never taken on trust. */
  defaultValue?: AddressFieldsDefaultValue;
  /** The `<legend>` of the fields' `<fieldset>`; none without it. */
  legend?: ReactNode;
  /** Each step must be chosen before the form may be sent. @default false */
  required?: boolean;
  disabled?: boolean;
  /** UI texts that replace the provider's and the built-in ones. */
  messages?: Partial<AddressMessages>;
  /** Class name of the `<fieldset>`, next to `rae-address-fields`. */
  className?: string;
  /** Wait until a typed text stays unchanged this long before asking. @default 150 */
  debounceMs?: number;
  /**
   * The autofill section of the fields' tokens (`section-<name> postal-code`, `… address-line1`), to fill two address
   * blocks of one form apart. The house number carries no token (none names it): Chromium then fills it only outside
   * a named section, so leave this out for a form with one address. @default none
   */
  autoCompleteSection?: string;
  /** Keep each step's open list inline under its field, instead of the top layer at the field. @default false */
  inlineMenu?: boolean;
}
