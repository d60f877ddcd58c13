import { DHL_STATION_WORDS, type DhlPickupKind } from './dhl-station.ts';

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
