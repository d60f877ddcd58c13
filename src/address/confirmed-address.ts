/** The countries the package enters addresses in, as ISO 3166-1 alpha-2 codes. */
export type AddressCountry = 'NL' | 'BE' | 'DE';

/**
 * A house number in the parts carriers ask for (bpost, DHL, PostNL, MyParcel, Sendcloud take number, addition, bis
 * and box apart), from the service's own fields, never from a display string: the Dutch `houseNumber` and
 * `houseNumberAddition`, the Belgian `number`, `bisNumber` and `boxNumber`, the German `number` and `addition`.
 */
export interface HouseNumberParts {
  /** The number itself: `36` of `36 bus 1`, `30` of `30 A`, `1` of `1/30`. */
  number: number;
  /** A Dutch or German addition: `A` of `30 A`, `2` of `36-2`. */
  addition?: string;
  /** A Belgian bis number: `A` of `1A`, `30` of `1/30`. */
  bis?: string;
  /** A Belgian box number: `1` of `36 bus 1`. */
  box?: string;
}

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
  houseNumberParts: HouseNumberParts;
  status: ConfirmedAddressStatus;
}
