import type { ReactNode } from 'react';
import type { DeliveryTo, DhlPickup } from '../../address/dhl-pickup.ts';
import type { HouseNumberParts } from '../../api/house-number-parts.ts';
import type { PostedNames } from '../../api/posted-names.ts';
import type { AddressMessages } from '../../i18n/messages.ts';
import type { HouseNumberChoiceStatus } from '../house-number/house-number-combobox.tsx';

/**
 * Form field names of {@link AddressFields}: its keys of the one {@link PostedNames} type; a missing key posts under
 * its default, the key's own name (`status` as `addressStatus`, `token` as `addressToken`), as every address component
 * posts; `null` posts nothing under that key.
 */
export type AddressFieldsNames = PostedNames<'postcode' | 'city' | 'street' | 'houseNumber' | 'houseNumberParts' | 'status' | 'token' | 'postNumber' | 'deliveryTo'>;

/** What a Belgian and a German {@link AddressFieldsAddress} share: what the form posts. */
interface AddressFieldsAddressBase {
  /** The chosen house number's own postcode (it wins over the street's and the postal area's). */
  postcode: string;
  /** The city of the chosen street, as the service confirmed it with the street (the municipality, e.g. `Antwerpen` for a street in Wilrijk). */
  city: string;
  street: string;
  houseNumber: string;
  /**
   * The chosen house number in the parts carriers take apart (`{ number: 36, box: '1' }` of `36 bus 1`), from the
   * service's own fields of the suggestion (`number`, `bisNumber`, `boxNumber`; `number`, `addition`); for a number
   * taken without the check, those of the typed text as the package reads it.
   */
  houseNumberParts: HouseNumberParts;
  /**
   * How far the house number is confirmed: `validated`, `unknown` (offered by the service without its knowing it) or
   * `unverified` (taken as typed while the check was unavailable), as the form posts it under `names.status`.
   */
  status: HouseNumberChoiceStatus;
  streetId: number;
  /** The proxy's signature of this address (a signing proxy, a validated house number), as the form posts it for `verifyAddress`. */
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
 * A German DHL Packstation or Postfiliale chosen in {@link AddressFields} (`germanPickup`), in DHL's layout: `street`
 * `Packstation` or `Postfiliale`, `houseNumber` the station's number, the postcode and city of the postal area the
 * service offered, and `pickup` with the Postnummer.
 */
export interface GermanPickupAddress extends Omit<AddressFieldsAddressBase, 'streetId' | 'status'> {
  country: 'DE';
  cityId: number;
  /** The postal area was offered by the service; the station's number and the Postnummer are well-formed. */
  status: 'validated';
  pickup: DhlPickup;
}

/**
 * An address chosen in {@link AddressFields}, the argument of its `onAddressChange`: a street address, or with
 * `germanPickup` a DHL pickup.
 */
export type AddressFieldsAddress = BelgianAddressFieldsAddress | GermanAddressFieldsAddress | GermanPickupAddress;

/**
 * The former name of {@link AddressFieldsAddress}.
 *
 * @deprecated Use {@link AddressFieldsAddress}. Removed in the next minor version.
 */
export type WholeAddress = AddressFieldsAddress;

/**
 * The former name of {@link BelgianAddressFieldsAddress}.
 *
 * @deprecated Use {@link BelgianAddressFieldsAddress}. Removed in the next minor version.
 */
export type BelgianWholeAddress = BelgianAddressFieldsAddress;

/**
 * The former name of {@link GermanAddressFieldsAddress}.
 *
 * @deprecated Use {@link GermanAddressFieldsAddress}. Removed in the next minor version.
 */
export type GermanWholeAddress = GermanAddressFieldsAddress;

/** A prefilled address, checked again on mount: each step is selected only when the service confirms its text. */
export interface AddressFieldsDefaultValue {
  postcode?: string;
  city?: string;
  street?: string;
  houseNumber?: string;
  /**
   * With `germanPickup`, where it goes; a street line `Packstation 123` or `Postfiliale 456` (in `street`, or split over
   * `street` and `houseNumber`) is read as that pickup without it.
   */
  deliveryTo?: DeliveryTo;
  /** With `germanPickup`, the shopper's DHL Postnummer. */
  postNumber?: string;
}

/**
 * What the fields of {@link AddressFields} show, and the status the form posts: the postal area's postcode and place,
 * the street and the house number as the steps show them (or as typed without the check), for `onValueChange`.
 */
export interface AddressFieldsValue {
  postcode: string;
  city: string;
  street: string;
  houseNumber: string;
  /** The status the form posts: the chosen house number's once the address is whole, `unverified` without the check, else `''`. */
  status: HouseNumberChoiceStatus | '';
  /** With `germanPickup` (Germany): where it goes. A pickup's `street` is `Packstation` or `Postfiliale`, its `houseNumber` the station's number. */
  deliveryTo?: DeliveryTo;
  /** With `germanPickup` (Germany): the Postnummer as typed, `''` for none. */
  postNumber?: string;
}

/** Props of {@link AddressFields}. */
export interface AddressFieldsProps {
  country: 'BE' | 'DE';
  /**
   * Germany: the address starts with a choice "Deliver to: an address / a Packstation / a post office", and a DHL
   * pickup takes the station's number, the Postnummer and the postal area (posted in DHL's layout, with `deliveryTo`
   * and `postNumber`). Only for a shop that ships with DHL. @default false
   */
  germanPickup?: boolean;
  /**
   * Form field names of the posted postcode, city, street, house number, house-number parts, status and token: the
   * confirmed address (its parts as their canonical text, `number=36&box=1`), or while it is not confirmed what the
   * fields show (the postal area's postcode and place, the street and house number as typed), with the parts, status
   * and token empty.
   */
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
  /**
   * The autofill section of the fields' tokens (`section-<name> postal-code`, `… address-line1`), to fill two address
   * blocks of one form apart. The house number carries no token (none names it): Chromium then fills it only outside
   * a named section, so leave this out for a form with one address. @default none
   */
  autoCompleteSection?: string;
  /** Keep each step's open list inline under its field, instead of the top layer at the field. @default false */
  inlineMenu?: boolean;
}
