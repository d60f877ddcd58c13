import { dhlPickupOf, type DhlPickup } from '../address/dhl-pickup.ts';
import { DHL_STATION_WORDS, type DhlPickupKind } from '../address/dhl-station.ts';

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
 * The pickup a form posts, or `undefined` when a field is not as the form writes it: `street` exactly the kind's word,
 * `houseNumber` and `postNumber` exactly as the form writes the pickup {@link dhlPickupOf} reads (no spaces, no leading
 * zero).
 */
export function postedPickup(
  kind: DhlPickupKind,
  { street, houseNumber, postNumber }: PostedPickupFields,
): DhlPickup | undefined {
  const pickup =
    street === DHL_STATION_WORDS[kind] && postNumber.trim() === postNumber
      ? dhlPickupOf(kind, houseNumber, postNumber)
      : undefined;
  return pickup !== undefined && String(pickup.number) === houseNumber ? pickup : undefined;
}
