import { isPostNumber } from './dhl-post-number.ts';
import { DHL_STATION_WORDS, isDhlStationNumber, type DhlPickupKind } from './dhl-station.ts';

/** A DHL pickup in Germany as a shop ships to it: the kind, the station's number and the shopper's Postnummer. */
export interface DhlPickup {
  kind: DhlPickupKind;
  /** The station's number: DHL's `lockerID` for a Packstation, `retailID` for a Postfiliale. */
  number: number;
  /** The shopper's Postnummer, 6 to 10 digits; absent or `''` for none (a Postfiliale without one). */
  postNumber?: string;
}

/** The lines DHL's consumer page gives for a pickup, under the recipient's name: Postnummer, station, postcode and town. */
export function dhlPickupLines(pickup: DhlPickup, postcode: string, city: string): string[] {
  const postNumber = pickup.postNumber?.trim() ?? '';
  return [
    ...(postNumber === '' ? [] : [postNumber]),
    `${DHL_STATION_WORDS[pickup.kind]} ${pickup.number}`,
    `${postcode.trim()} ${city.trim()}`,
  ];
}

/** Where a German parcel goes, as the form posts it in `deliveryTo`: the street address or a DHL pickup. */
export type DeliveryTo = 'address' | DhlPickupKind;

export const DELIVERY_TO: readonly DeliveryTo[] = ['address', 'packstation', 'postfiliale'];

export const pickupKindOf = (deliveryTo: string): DhlPickupKind | undefined =>
  deliveryTo === 'packstation' || deliveryTo === 'postfiliale' ? deliveryTo : undefined;

/** What is wrong with a pickup field's text: nothing where it is needed, or not of DHL's form. */
export type PickupProblem = 'required' | 'invalid' | null;

/** The station number a text names for `kind`: one to four digits (spaces aside) within the kind's range, else `null`. */
export function stationNumberOf(kind: DhlPickupKind, text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/u.test(trimmed)) return null;
  const number = Number(trimmed);
  return isDhlStationNumber(kind, number) ? number : null;
}

export const stationNumberProblem = (kind: DhlPickupKind, text: string): PickupProblem =>
  text.trim() === '' ? 'required' : stationNumberOf(kind, text) === null ? 'invalid' : null;

/** What is wrong with a Postnummer's text: required at a Packstation, optional at a Postfiliale, 6 to 10 digits. */
export function postNumberProblem(kind: DhlPickupKind, text: string): PickupProblem {
  const trimmed = text.trim();
  if (trimmed === '') return kind === 'packstation' ? 'required' : null;
  return isPostNumber(trimmed) ? null : 'invalid';
}

/** The pickup a station number's and a Postnummer's texts name, or `undefined`: the form's, check's and verify's one rule. */
export function dhlPickupOf(kind: DhlPickupKind, stationText: string, postNumberText: string): DhlPickup | undefined {
  const number = stationNumberOf(kind, stationText);
  if (number === null || postNumberProblem(kind, postNumberText) !== null) return undefined;
  const postNumber = postNumberText.trim();
  return { kind, number, ...(postNumber === '' ? {} : { postNumber }) };
}

/** A pickup's address fields in DHL's layout: the kind's word as the street, the station's number as the house number. */
export const pickupStreetFields = ({ kind, number }: DhlPickup) =>
  ({ street: DHL_STATION_WORDS[kind], houseNumber: String(number), houseNumberParts: { number } }) as const;
