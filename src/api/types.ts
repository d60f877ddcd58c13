// Resource and parameter types of the address service; lists it may grow accept any other string.

type OpenString<Known extends string> = Known | (string & Record<never, never>);

type KnownAddressType = 'building' | 'house boat site' | 'mobile home site' | 'PO box';
/** The type of a Dutch address: one of {@link KnownAddressType}, or a value the service added later. */
export type AddressType = OpenString<KnownAddressType>;

type KnownAddressPurpose =
  | 'residency'
  | 'assembly'
  | 'detention'
  | 'healthcare'
  | 'industry'
  | 'office'
  | 'lodging'
  | 'education'
  | 'sport'
  | 'shopping'
  | 'other';
/** A purpose of a Dutch address: one of {@link KnownAddressPurpose}, or a value the service added later. */
export type AddressPurpose = OpenString<KnownAddressPurpose>;

/** One Dutch address, the answer of `Address.matchExact`. */
export interface DutchAddress {
  /** Official street name; `"Postbus"` for a PO box. */
  street: string;
  /** Street name in NEN-5825 notation (at most 24 characters). Not every response carries it. */
  streetNen?: string;
  /** 0 to 99999; always 0 for a PO box. */
  houseNumber: number;
  /** The official addition: `""` for none, `null` when the addition asked for does not exist. */
  houseNumberAddition: string | null;
  postcode: string;
  city: string;
  cityShort?: string;
  municipality: string;
  municipalityShort?: string;
  province: string;
  /** The Dutch national grid (EPSG 28992), metres; `null` for a PO box. */
  rdX: number | null;
  rdY: number | null;
  latitude: number | null;
  longitude: number | null;
  /** Registry id of the address designation (nummeraanduiding). */
  bagNumberDesignationId: string | null;
  /** Registry id of the addressable object; `null` when no active object is registered. */
  bagAddressableObjectId: string | null;
  addressType: AddressType;
  purposes: AddressPurpose[] | null;
  surfaceArea: number | null;
  /** Every addition that exists for this postcode and house number; `""` stands for "no addition". */
  houseNumberAdditions: string[];
  addressToken?: string;
}

/** How a suggestion relates to the registry: `validated` (complete), `incomplete` (a bis, box or addition missing), `unknown` (as typed). */
export type HouseNumberStatus = 'validated' | 'incomplete' | 'unknown';

/** Languages in which Belgian house numbers are formatted. */
export type BelgianLanguage = 'nl' | 'fr' | 'de';

/** When an unmatched input comes back as `unknown` (Belgium): never, no numbers known for the street, number known, always. */
export type BelgianValidation = 'strict' | 'street' | 'number' | 'none';

/** As {@link BelgianValidation}, without the `street` mode (Germany). */
export type GermanValidation = 'strict' | 'number' | 'none';

/** One Belgian house-number suggestion. */
export interface BelgianHouseNumberSuggestion {
  /** The complete formatted house number, e.g. `36 bus 1`. */
  houseNumber: string;
  number: number;
  /** At most 11 characters, e.g. `A`, `30`, `BIS`. */
  bisNumber: string | null;
  boxNumber: string | null;
  /** The postcode of this house number; it may differ from the request's. */
  postcode: number;
  status: HouseNumberStatus;
  addressToken?: string;
}

/** One German house-number suggestion. */
export interface GermanHouseNumberSuggestion {
  /** The complete formatted house number, e.g. `36-2`. */
  houseNumber: string;
  number: number;
  addition: string | null;
  /** The postcode of this house number, with its leading zero; it may differ from the request's. */
  postcode: string;
  status: HouseNumberStatus;
  addressToken?: string;
}

/** Parameters of `Address.matchExact` (Netherlands). */
export interface ExactAddressParams {
  /** City name, matched ignoring case and diacritics; may carry a ` gem. <municipality>` or province suffix. */
  city: string;
  /** Street name, matched ignoring case and diacritics; `Postbus` selects a PO box. */
  street: string;
  houseNumber: number;
  houseNumberAddition?: string;
}

/** Parameters of the Belgian house-number autocomplete. */
export interface BelgianHouseNumberParams {
  country: 'BE';
  municipalityNisCode: number | null;
  streetId: number;
  /** Postcode from street completion; the postcode of unknown suggestions. */
  postcode: number;
  language: BelgianLanguage;
  validation: BelgianValidation;
  houseNumber: string;
}

/** Parameters of the German house-number autocomplete. */
export interface GermanHouseNumberParams {
  country: 'DE';
  cityId: number | null;
  streetId: number;
  /** Postcode from street completion (five digits); the postcode of unknown suggestions. */
  postcode: string;
  validation: GermanValidation;
  houseNumber: string;
}

export type HouseNumberParams = BelgianHouseNumberParams | GermanHouseNumberParams;

export type HouseNumberSuggestion = BelgianHouseNumberSuggestion | GermanHouseNumberSuggestion;

/** The error body every failing answer of the service carries. */
export interface ServiceErrorBody {
  exception: string;
  exceptionId: string;
}

/** Parameters of the postal-area autocomplete (Belgium or Germany): a postcode or the start of a place name. */
export interface PostalAreaParams<C extends 'BE' | 'DE' = 'BE' | 'DE'> {
  country: C;
  /** A postcode, or the start of a place name in any of the country's languages; never empty. */
  postalArea: string;
}

/** One Belgian postal area: a municipality, or one of its postcodes or sub-municipalities. */
export interface BelgianPostalArea {
  municipalityName: string;
  municipalityNisCode: number;
  /** The postcode, or `null` (or absent) when the match is the municipality as a whole. */
  postcode?: number | null;
  /** The sub-municipality or language variant that matched, e.g. `Wilrijk` in Antwerpen. */
  matchedName?: string | null;
}

/** One German postal area: a city, or one of its postcodes. */
export interface GermanPostalArea {
  cityId: number;
  cityName: string;
  /** What tells two cities of the same name apart, e.g. `bei Dresden`. */
  cityAddition?: string | null;
  /** The postcode with its leading zero, or `null` (or absent) when the match is the city as a whole. */
  postcode?: string | null;
  matchedName?: string | null;
  addressToken?: string;
}

/** Parameters of the Belgian street autocomplete. */
export interface BelgianStreetParams {
  country: 'BE';
  municipalityNisCode: number;
  /** The chosen postal area's postcode, or `null` to search the whole municipality. */
  postcode: number | null;
  streetName: string;
}

/** Parameters of the German street autocomplete. */
export interface GermanStreetParams {
  country: 'DE';
  cityId: number;
  /** The chosen postal area's postcode (five digits), or `null` to search the whole city. */
  postcode: string | null;
  streetName: string;
}

export type StreetParams = BelgianStreetParams | GermanStreetParams;

/** One Belgian street; its `postcode` is the one the house-number step asks with. */
export interface BelgianStreet {
  streetId: number;
  streetName: string;
  postcode: number;
  municipalityName: string;
  language?: OpenString<BelgianLanguage> | null;
  addressToken?: string;
}

/** One German street; its `postcode` (with the leading zero) is the one the house-number step asks with. */
export interface GermanStreet {
  streetId: number;
  streetName: string;
  postcode: string;
  cityName: string;
  addressToken?: string;
}

export type StreetSuggestion = BelgianStreet | GermanStreet;

/** Parameters of the Dutch postcode lookup. */
export interface PostcodeAddressParams {
  /** Four digits and two letters, with or without a space, in any case: `2012 es` is sent as `2012ES`. */
  postcode: string;
  houseNumber: number;
  houseNumberAddition?: string;
}

export type PostalAreaSuggestion = BelgianPostalArea | GermanPostalArea;
