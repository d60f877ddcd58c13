import { isPostNumber } from './dhl-post-number.ts';
import { DHL_STATION_WORDS, isDhlStationNumber, type DhlPickupKind } from './dhl-station.ts';

/**
 * A DHL pickup in Germany as a shop ships to it: the kind, the station's number (a Packstation's 100 to 999, a
 * Postfiliale's 401 to 999) and the shopper's Postnummer (required for a Packstation, optional for a Postfiliale).
 */
export interface DhlPickup {
  /** A Packstation (a parcel locker) or a Postfiliale (a post office or DHL retail outlet). */
  kind: DhlPickupKind;
  /** The station's number: DHL's `lockerID` for a Packstation, `retailID` for a Postfiliale. */
  number: number;
  /** The shopper's Postnummer, 6 to 10 digits; absent or `''` for none (a Postfiliale without one). */
  postNumber?: string;
}

/**
 * The lines DHL's consumer page gives for a pickup, under the recipient's name: the Postnummer (when there is one),
 * the station (`Packstation 123`, `Postfiliale 456`), then the station's postcode and town (`53113 Bonn`).
 */
export function dhlPickupLines(pickup: DhlPickup, postcode: string, city: string): string[] {
  const postNumber = pickup.postNumber?.trim() ?? '';
  return [...(postNumber === '' ? [] : [postNumber]), `${DHL_STATION_WORDS[pickup.kind]} ${pickup.number}`, `${postcode.trim()} ${city.trim()}`];
}

/** Where a German parcel goes, as the form posts it in `deliveryTo`: the street address or a DHL pickup. */
export type DeliveryTo = 'address' | DhlPickupKind;

/** The `deliveryTo` values, in the order the form offers them. */
export const DELIVERY_TO: readonly DeliveryTo[] = ['address', 'packstation', 'postfiliale'];

/** The pickup kind a `deliveryTo` value names (`packstation`, `postfiliale`, exactly), else `undefined`. */
export const pickupKindOf = (deliveryTo: string): DhlPickupKind | undefined =>
  deliveryTo === 'packstation' || deliveryTo === 'postfiliale' ? deliveryTo : undefined;

/** What is wrong with a pickup field's text: nothing where it is needed, or not of DHL's form. */
export type PickupProblem = 'required' | 'invalid' | null;

/**
 * The station number a text names for `kind`: one to four digits (spaces around them aside), within the kind's range
 * (Packstation 100–999, Postfiliale 401–999); `null` for any other text.
 */
export function stationNumberOf(kind: DhlPickupKind, text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/u.test(trimmed)) return null;
  const number = Number(trimmed);
  return isDhlStationNumber(kind, number) ? number : null;
}

/** What is wrong with a station number's text for `kind`. */
export const stationNumberProblem = (kind: DhlPickupKind, text: string): PickupProblem =>
  text.trim() === '' ? 'required' : stationNumberOf(kind, text) === null ? 'invalid' : null;

/** What is wrong with a Postnummer's text: required at a Packstation, optional at a Postfiliale, 6 to 10 digits. */
export function postNumberProblem(kind: DhlPickupKind, text: string): PickupProblem {
  const trimmed = text.trim();
  if (trimmed === '') return kind === 'packstation' ? 'required' : null;
  return isPostNumber(trimmed) ? null : 'invalid';
}

/**
 * The pickup the texts of a station number and a Postnummer name for `kind`, or `undefined` when either is wrong
 * (by {@link stationNumberProblem} and {@link postNumberProblem}). The one rule the form, `checkAddress` and
 * `verifyAddress` apply.
 *
 * @example
 * ```ts
 * dhlPickup('packstation', '123', '12345678'); // { kind: 'packstation', number: 123, postNumber: '12345678' }
 * dhlPickup('packstation', '123', ''); // undefined: a Packstation needs a Postnummer
 * ```
 */
export function dhlPickup(kind: DhlPickupKind, stationText: string, postNumberText: string): DhlPickup | undefined {
  const number = stationNumberOf(kind, stationText);
  if (number === null || postNumberProblem(kind, postNumberText) !== null) return undefined;
  const postNumber = postNumberText.trim();
  return { kind, number, ...(postNumber === '' ? {} : { postNumber }) };
}

/** A pickup's address fields in DHL's layout: the kind's word as the street, the station's number as the house number. */
export const pickupStreetFields = ({ kind, number }: DhlPickup) =>
  ({ street: DHL_STATION_WORDS[kind], houseNumber: String(number), houseNumberParts: { number } }) as const;
