import type { HouseNumberParts } from '../api/house-number-parts.ts';
import type { DhlPickup } from './dhl-pickup.ts';

// The parts are the api layer's (the proxy signs them and `verifyAddress` hands them back); the address entry names them too.
export type { HouseNumberParts };

/** The countries the package enters addresses in, as ISO 3166-1 alpha-2 codes. */
export type AddressCountry = 'NL' | 'BE' | 'DE';

/** How far an address is confirmed: by the service, offered by it but unknown to it, or entered without the check. */
export type ConfirmedAddressStatus = 'validated' | 'unknown' | 'unverified';

/** An address as the package hands it to a shop: the service's spelling, with its house number in parts. */
export interface ConfirmedAddress {
  country: AddressCountry;
  /** As the country writes it: `2012ES` (the service's Dutch form), `2610`, `01217`. */
  postcode: string;
  /** The city the form posts (for a Belgian street, the municipality the service confirmed it in). */
  city: string;
  street: string;
  /** As the service formats it: `30`, `36 bus 1`, `36-2`. */
  houseNumber: string;
  /** The Dutch addition (`''` for none); not set elsewhere. */
  houseNumberAddition?: string;
  /** The house number in the parts carriers take apart, from the service's own fields (never parsed from `houseNumber`). */
  houseNumberParts: HouseNumberParts;
  status: ConfirmedAddressStatus;
  /**
   * A German DHL pickup (a Packstation or a Postfiliale): the kind, the station's number and the Postnummer. `street`,
   * `houseNumber` and `houseNumberParts` carry the station as posted (`Packstation`, `123`, `{ number: 123 }`), so a
   * shop that ignores `pickup` still prints a label DHL reads. Absent for a street address.
   */
  pickup?: DhlPickup;
}
