import type { GermanPostalArea } from '../../api/types.ts';
import { isPostNumber } from '../../address/dhl-post-number.ts';
import { DHL_STATION_WORDS, isDhlStationNumber, type DhlPickupKind } from '../../address/dhl-station.ts';
import type { GermanPickupAddress } from './address-fields-props.ts';

/** Where a German parcel goes: the street address, a DHL Packstation or a Postfiliale. */
export type DeliveryTo = 'address' | DhlPickupKind;

/** The order of the choice, as the shopper reads it. */
export const DELIVERY_TO: readonly DeliveryTo[] = ['address', 'packstation', 'postfiliale'];

/** What the shopper typed in `PickupFields`: the station's number and the Postnummer. */
export interface PickupFieldsTexts {
  number: string;
  postNumber: string;
}

/** What is wrong with a pickup field's text: nothing typed where it is needed, or a text that is not one. */
export type PickupProblem = 'required' | 'invalid' | null;

/** A station's number typed as digits (surrounding spaces aside), as a number; `null` for any other text. */
const stationNumber = (text: string): number | null => (/^\s*\d{1,4}\s*$/u.test(text) ? Number(text) : null);

/** What is wrong with a typed station number for `kind` (Packstation 100–999, Postfiliale 401–999). */
export function stationNumberProblem(kind: DhlPickupKind, text: string): PickupProblem {
  if (text.trim() === '') return 'required';
  const number = stationNumber(text);
  return number !== null && isDhlStationNumber(kind, number) ? null : 'invalid';
}

/** What is wrong with a typed Postnummer: required at a Packstation, optional at a Postfiliale, 6 to 10 digits. */
export function postNumberProblem(kind: DhlPickupKind, text: string): PickupProblem {
  const trimmed = text.trim();
  if (trimmed === '') return kind === 'packstation' ? 'required' : null;
  return isPostNumber(trimmed) ? null : 'invalid';
}

/**
 * A pickup whose postal area the service offered: DHL's layout (street `Packstation` or `Postfiliale`, house number the
 * station's), the postal area's postcode and its city's name, and the area's token when a signing proxy gave one.
 * `null` while a field is wrong or the area is a town as a whole (a station needs its postcode).
 */
export function pickupAddress(kind: DhlPickupKind, area: GermanPostalArea | null, texts: PickupFieldsTexts): GermanPickupAddress | null {
  const postcode = area?.postcode ?? null;
  const number = stationNumber(texts.number);
  if (area === null || postcode === null || number === null) return null;
  if (stationNumberProblem(kind, texts.number) !== null || postNumberProblem(kind, texts.postNumber) !== null) return null;
  const postNumber = texts.postNumber.trim();
  return {
    country: 'DE', postcode, city: area.cityName, street: DHL_STATION_WORDS[kind], houseNumber: String(number),
    houseNumberParts: { number }, status: 'validated', cityId: area.cityId,
    pickup: { kind, number, ...(postNumber === '' ? {} : { postNumber }) },
    ...(area.addressToken === undefined || area.addressToken === '' ? {} : { addressToken: area.addressToken }),
  };
}
