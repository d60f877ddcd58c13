import { germanPostcode } from '../api/param-rules.ts';
import { DELIVERY_TO, dhlPickup, pickupKindOf, type DhlPickup } from '../address/dhl-pickup.ts';
import { readPickupLine } from './pickup-line.ts';

/** A German DHL pickup to check: its postal area is looked up (by postcode), its station and Postnummer are not. */
export interface PickupCheck {
  country: 'DE';
  /** The station's postcode, five digits. */
  postcode: string;
  /** The station's town as given, or `''`: compared with the postal areas of the postcode. */
  city: string;
  pickup: DhlPickup;
}

/** The texts of a German check a pickup is read from, each as given (trimmed, `''` for none). */
export interface PickupTexts {
  street: string;
  houseNumber: string;
  addition: string;
  /** The postcode's digits (`D-` and the like taken off). */
  postcode: string;
  city: string;
  postNumber: string;
  /** `deliveryTo` in lower case: `''`, `address`, `packstation` or `postfiliale`. */
  deliveryTo: string;
}

/**
 * Whether `deliveryTo` (in lower case) is one a check of `country` takes: none or `address` anywhere, `packstation` or
 * `postfiliale` in Germany only (DHL's pickups are German).
 */
export const deliveryToHolds = (country: string, deliveryTo: string): boolean =>
  deliveryTo === '' || deliveryTo === 'address' || (country === 'DE' && (DELIVERY_TO as readonly string[]).includes(deliveryTo));

/**
 * A German check that is a DHL pickup, read as DHL's shop modules write one (`street` `Packstation` or `Postfiliale`,
 * `houseNumber` the station's number, or both in the street line: `Packstation 123`): `null` when it is not one (a
 * street address, the street line decides when `deliveryTo` is not given; `address` is always one), `undefined` when
 * it is one that cannot be asked about (refused with `invalid-input`, nothing sent): a `deliveryTo` of a pickup
 * without its kind's word and number, a station number out of its kind's range (a Packstation's is 100 to 999, a
 * Postfiliale's 401 to 999), an addition beside it, a Packstation without a Postnummer, a Postnummer that is not 6 to 10
 * digits, or no postcode of five digits (a station is addressed by its postcode).
 *
 * @example
 * ```ts
 * readPickupCheck({ street: 'Packstation 123', houseNumber: '', addition: '', postcode: '53113', city: 'Bonn', postNumber: '12345678', deliveryTo: '' });
 * // { country: 'DE', postcode: '53113', city: 'Bonn', pickup: { kind: 'packstation', number: 123, postNumber: '12345678' } }
 * ```
 */
export function readPickupCheck(fields: PickupTexts): PickupCheck | null | undefined {
  const { street, houseNumber, addition, postcode, city, postNumber, deliveryTo } = fields;
  if (deliveryTo === 'address') return null;
  const line = readPickupLine(houseNumber === '' ? street : `${street} ${houseNumber}`);
  if (line === null) return deliveryTo === '' ? null : undefined;
  const { kind, number } = line;
  if (deliveryTo !== '' && pickupKindOf(deliveryTo) !== kind) return undefined;
  const pickup = dhlPickup(kind, String(number), postNumber);
  if (addition !== '' || pickup === undefined || germanPostcode(postcode) !== undefined) return undefined;
  return { country: 'DE', postcode, city, pickup };
}
