import { germanPostcode } from '../api/param-rules.ts';
import { DELIVERY_TO, dhlPickupOf, pickupKindOf, type DhlPickup } from '../address/dhl-pickup.ts';
import { readPickupLine } from './pickup-line.ts';

/** A German DHL pickup to check: its postal area is looked up (by postcode), its station and Postnummer are not. */
export interface PickupCheck {
  country: 'DE';
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

/** Whether a check of `country` takes `deliveryTo` (lower case): none or `address` anywhere, a pickup's kind in Germany only. */
export const deliveryToHolds = (country: string, deliveryTo: string): boolean =>
  deliveryTo === '' ||
  deliveryTo === 'address' ||
  (country === 'DE' && (DELIVERY_TO as readonly string[]).includes(deliveryTo));

/**
 * A German check that is a DHL pickup, as DHL's shop modules write one: `null` when it is a street address, `undefined`
 * when it cannot be asked about (`invalid-input`, nothing sent; the rules: docs/server/checked-on-the-server.mdx).
 * @example
 * ```ts
 * readPickupCheck({ street: 'Packstation 123', houseNumber: '', addition: '', postcode: '53113', city: 'Bonn', postNumber: '12345678', deliveryTo: '' });
 * ```
 */
export function readPickupCheck(fields: PickupTexts): PickupCheck | null | undefined {
  const { street, houseNumber, addition, postcode, city, postNumber, deliveryTo } = fields;
  if (deliveryTo === 'address') return null;
  const line = readPickupLine(houseNumber === '' ? street : `${street} ${houseNumber}`);
  if (line === null) return deliveryTo === '' ? null : undefined;
  const { kind, number } = line;
  if (deliveryTo !== '' && pickupKindOf(deliveryTo) !== kind) return undefined;
  const pickup = dhlPickupOf(kind, String(number), postNumber);
  if (addition !== '' || pickup === undefined || germanPostcode(postcode) !== undefined) return undefined;
  return { country: 'DE', postcode, city, pickup };
}
