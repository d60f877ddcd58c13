import type { HouseNumberParts } from '../api/house-number-parts.ts';
import type { DhlPickup } from './dhl-pickup.ts';

export type { HouseNumberParts };

/** The service countries: NL, BE and DE, whose addresses the service's own lookups confirm (ISO 3166-1 alpha-2). */
export type ServiceCountry = 'NL' | 'BE' | 'DE';

/**
 * The former name of {@link ServiceCountry}.
 *
 * @deprecated Use {@link ServiceCountry}. Removed in the next minor version.
 */
export type AddressCountry = ServiceCountry;

/** How far an address is confirmed: by the service, offered by it but unknown to it, or entered without the check. */
export type ConfirmedAddressStatus = 'validated' | 'unknown' | 'unverified';

/** An address as the package hands it to a shop: the service's spelling, with its house number in parts. */
export interface ConfirmedAddress {
  country: ServiceCountry;
  /** As the country writes it: `2012ES` (the service's Dutch form), `2610`, `01217`. */
  postcode: string;
  /** For a Belgian street, the municipality the service confirmed it in. */
  city: string;
  street: string;
  /** As the service formats it: `30`, `36 bus 1`, `36-2`. */
  houseNumber: string;
  /** The Dutch addition (`''` for none); not set elsewhere. */
  houseNumberAddition?: string;
  /** The parts carriers ask for, from the service's own fields (never parsed from `houseNumber`). */
  houseNumberParts: HouseNumberParts;
  status: ConfirmedAddressStatus;
  /** A German DHL pickup; `street` and `houseNumber` still carry the station (`Packstation`, `123`). Absent otherwise. */
  pickup?: DhlPickup;
}
