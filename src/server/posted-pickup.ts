import type { DhlPickup } from '../address/dhl-pickup.ts';
import { isPostNumber } from '../address/dhl-post-number.ts';
import { DHL_STATION_WORDS, isDhlStationNumber, type DhlPickupKind } from '../address/dhl-station.ts';

/**
 * The kind of DHL pickup a form posts as `deliveryTo`: `packstation` or `postfiliale`, exactly. Anything else (`address`,
 * nothing, a form without `germanPickup`, a shop's own field of that name) is a street address.
 */
export const postedPickupKind = (deliveryTo: string): DhlPickupKind | undefined =>
  deliveryTo === 'packstation' || deliveryTo === 'postfiliale' ? deliveryTo : undefined;

/** A station's number as the form posts it: digits, no leading zero (its range is the kind's, checked apart). */
const STATION_NUMBER = /^[1-9][0-9]{0,5}$/u;

/** The fields of a posted pickup that no token covers: the form checks them, and so does the server, by their form. */
export interface PostedPickupFields {
  /** `Packstation` or `Postfiliale`, the kind's word. */
  street: string;
  /** The station's number. */
  houseNumber: string;
  /** The shopper's Postnummer; `''` for none. */
  postNumber: string;
}

/**
 * The pickup a form posts, or `undefined` when a field is not of DHL's form: `street` not exactly the kind's word,
 * `houseNumber` not the station's number in the kind's range (digits only), `postNumber` not 6 to 10 digits (or none
 * for a Packstation, which needs one). A Postfiliale without a Postnummer has none in the pickup. The check digit
 * plays no part: DHL publishes none, and its own placeholder fails the shop modules' rule.
 */
export function postedPickup(kind: DhlPickupKind, { street, houseNumber, postNumber }: PostedPickupFields): DhlPickup | undefined {
  const number = Number(houseNumber);
  if (street !== DHL_STATION_WORDS[kind] || !STATION_NUMBER.test(houseNumber) || !isDhlStationNumber(kind, number)) return undefined;
  if (postNumber === '') return kind === 'postfiliale' ? { kind, number } : undefined;
  return isPostNumber(postNumber) ? { kind, number, postNumber } : undefined;
}
