import type { ReactNode } from 'react';
import type { DeliveryTo, DhlPickup } from '../../address/dhl-pickup.ts';
import type { HouseNumberParts } from '../../api/house-number-parts.ts';
import type { PostedNames } from '../../api/posted-names.ts';
import type { AddressMessages } from '../../i18n/messages.ts';
import type { HouseNumberChoiceStatus } from '../house-number/house-number-combobox.tsx';

/** Form field names of {@link AddressFields}; a missing key posts under its default, `null` posts nothing. */
export type AddressFieldsNames = PostedNames<
  'postcode' | 'city' | 'street' | 'houseNumber' | 'houseNumberParts' | 'status' | 'token' | 'postNumber' | 'deliveryTo'
>;

/** What a Belgian and a German {@link AddressFieldsAddress} share: what the form posts. */
interface AddressFieldsAddressBase {
  /** The chosen house number's own postcode (it wins over the street's and the postal area's). */
  postcode: string;
  /** The chosen street's city as the service confirmed it (the municipality: `Antwerpen` for a street in Wilrijk). */
  city: string;
  street: string;
  houseNumber: string;
  /** The chosen house number in the parts carriers take apart (`{ number: 36, box: '1' }`), from the service. */
  houseNumberParts: HouseNumberParts;
  /** `validated`, `unknown` (offered without the service knowing it) or `unverified` (taken as typed in an outage). */
  status: HouseNumberChoiceStatus;
  streetId: number;
  /** The proxy's signature of this address (signing proxy, validated house number), for `verifyAddress`. */
  addressToken?: string;
}

/** A Belgian address chosen in {@link AddressFields}. */
export interface BelgianAddressFieldsAddress extends AddressFieldsAddressBase {
  country: 'BE';
  municipalityNisCode: number;
}

/** A German address chosen in {@link AddressFields}. */
export interface GermanAddressFieldsAddress extends AddressFieldsAddressBase {
  country: 'DE';
  cityId: number;
}

/**
 * The DHL pickup of a German address, for `germanPickup` on `AddressFields` and `AddressEntry`: `dhlPickup` of
 * `react-address-entry/pickup`. Its code comes with that import alone, so a shop without it does not download it.
 */
export interface GermanPickup {
  /** Which capability it is. */
  readonly capability: 'dhl-pickup';
}

/** A German DHL Packstation or Postfiliale chosen in {@link AddressFields} (`germanPickup`), in DHL's layout. */
export interface GermanPickupAddress extends Omit<AddressFieldsAddressBase, 'streetId' | 'status'> {
  country: 'DE';
  cityId: number;
  /** The postal area was offered by the service; the station's number and the Postnummer are well-formed. */
  status: 'validated';
  pickup: DhlPickup;
}

/** An address chosen in {@link AddressFields}: a street address, or with `germanPickup` a DHL pickup. */
export type AddressFieldsAddress = BelgianAddressFieldsAddress | GermanAddressFieldsAddress | GermanPickupAddress;

/** @deprecated Use {@link AddressFieldsAddress}, the new name. Removed in the next minor version. */
export type WholeAddress = AddressFieldsAddress;

/** @deprecated Use {@link BelgianAddressFieldsAddress}, the new name. Removed in the next minor version. */
export type BelgianWholeAddress = BelgianAddressFieldsAddress;

/** @deprecated Use {@link GermanAddressFieldsAddress}, the new name. Removed in the next minor version. */
export type GermanWholeAddress = GermanAddressFieldsAddress;

/** A prefilled address, checked again on mount: each step is selected only when the service confirms its text. */
export interface AddressFieldsDefaultValue {
  postcode?: string;
  city?: string;
  street?: string;
  houseNumber?: string;
  /** With `germanPickup`, where it goes; a street line `Packstation 123` or `Postfiliale 456` is read as a pickup. */
  deliveryTo?: DeliveryTo;
  /** With `germanPickup`, the shopper's DHL Postnummer. */
  postNumber?: string;
}

/** What the fields of {@link AddressFields} show, and the status the form posts, for `onValueChange`. */
export interface AddressFieldsValue {
  postcode: string;
  city: string;
  street: string;
  houseNumber: string;
  /** The status the form posts: the house number's once whole, `unverified` without the check, else `''`. */
  status: HouseNumberChoiceStatus | '';
  /** With `germanPickup` (Germany): where it goes; a pickup's `street` is `Packstation` or `Postfiliale`. */
  deliveryTo?: DeliveryTo;
  /** With `germanPickup` (Germany): the Postnummer as typed, `''` for none. */
  postNumber?: string;
}

/** Props of {@link AddressFields}. */
export interface AddressFieldsProps {
  country: 'BE' | 'DE';
  /**
   * Germany: the address starts with "Deliver to: an address / a Packstation / a post office": `dhlPickup` of
   * `react-address-entry/pickup`. @default none
   */
  germanPickup?: GermanPickup | false;
  /** Form field names of the posted keys: the confirmed address, else what the fields show. */
  names?: AddressFieldsNames;
  /** Called with the whole address once the three steps are chosen, and with `null` as soon as one no longer holds. */
  onAddressChange?: (address: AddressFieldsAddress | null) => void;
  /** Called with what the fields show and the status, whenever one changes (after the render that changed it). */
  onValueChange?: (value: AddressFieldsValue) => void;
  /** An error that a form library owns: marks the first step still to choose invalid (`aria-invalid`). */
  isInvalid?: boolean;
  /** The form library's error text, shown under the first step still to choose and part of its description. */
  errorMessage?: ReactNode;
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
  /** The autofill section of the fields' tokens, to fill two address blocks of one form apart. @default none */
  autoCompleteSection?: string;
  /** Keep each step's open list inline under its field, instead of the top layer at the field. @default false */
  inlineMenu?: boolean;
}
