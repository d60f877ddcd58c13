import type { BelgianLanguage, DutchAddress } from '../../api/types.ts';

/**
 * Where a record comes from: `documented` records repeat what the service's vendor published; `invented`
 * records are plausible data made up for the model (names and postcodes of real places, but numbers, ids,
 * coordinates and surfaces not checked against the registry).
 */
export type RecordSource = 'documented' | 'invented';

/** One Dutch address of the reference dataset. */
export interface DutchAddressRecord extends Omit<DutchAddress, 'houseNumberAdditions' | 'houseNumberAddition'> {
  /** The addition of this address, `""` for none. */
  houseNumberAddition: string;
  /** For a `Postbus` record: the range of PO box numbers it answers for (its `houseNumber` is 0). */
  poBoxRange?: { from: number; to: number };
  source: RecordSource;
}

/** One house number of a Belgian street. */
export interface BelgianHouseNumberRecord {
  number: number;
  bisNumber: string | null;
  boxNumber: string | null;
  /** Set where this house number lies in another postcode than the street's. */
  postcode?: number;
}

/** A Belgian street with every house number the model knows in it. */
export interface BelgianStreetRecord {
  streetId: number;
  municipalityNisCode: number;
  municipality: string;
  street: string;
  postcode: number;
  /** The language of the municipality, which the demo and stories use as the default. */
  language: BelgianLanguage;
  houseNumbers: BelgianHouseNumberRecord[];
  source: RecordSource;
}

/** One house number of a German street. */
export interface GermanHouseNumberRecord {
  number: number;
  addition: string | null;
  /** Set where this house number lies in another postcode than the street's. */
  postcode?: string;
}

/** A German street with every house number the model knows in it. */
export interface GermanStreetRecord {
  streetId: number;
  cityId: number;
  city: string;
  street: string;
  postcode: string;
  houseNumbers: GermanHouseNumberRecord[];
  source: RecordSource;
}

/** The data the reference API answers from. */
export interface ReferenceDataset {
  nl: DutchAddressRecord[];
  be: BelgianStreetRecord[];
  de: GermanStreetRecord[];
  /** The Belgian postal areas; without them the postal-area autocomplete finds nothing. */
  beMunicipalities?: BelgianMunicipalityRecord[];
  /** The German postal areas; without them the postal-area autocomplete finds nothing. */
  deCities?: GermanCityRecord[];
}

/** One postcode of a postal area, with the place names (sub-municipality, district, language variants) it goes by. */
export interface PostcodeRecord<P extends number | string> {
  postcode: P;
  /** Names a person may type for this postcode; the first is the one shown. May be empty. */
  names: string[];
}

/** A Belgian municipality with its postcodes, for the postal-area and street steps. */
export interface BelgianMunicipalityRecord {
  municipalityNisCode: number;
  /** The official name first, then its names in the other languages (`Antwerpen`, `Anvers`). */
  names: string[];
  postcodes: PostcodeRecord<number>[];
  source: RecordSource;
}

/** A German city with its postcodes, for the postal-area and street steps. */
export interface GermanCityRecord {
  cityId: number;
  /** The official name first, then other names it is known by. */
  names: string[];
  cityAddition: string | null;
  postcodes: PostcodeRecord<string>[];
  source: RecordSource;
}
