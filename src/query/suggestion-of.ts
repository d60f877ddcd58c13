import type {
  BelgianHouseNumberSuggestion,
  BelgianPostalArea,
  BelgianStreet,
  GermanHouseNumberSuggestion,
  GermanPostalArea,
  GermanStreet,
} from '../api/types.ts';

/** What names its country: request parameters, or a combobox's options. */
interface OfCountry {
  country: 'BE' | 'DE';
}

/**
 * The house-number suggestion of some parameters or options, by their country: Belgian for `'BE'`, German for
 * `'DE'`, the union for a union.
 *
 * @example
 * ```ts
 * type S = HouseNumberSuggestionOf<BelgianHouseNumberParams>; // BelgianHouseNumberSuggestion
 * ```
 */
export type HouseNumberSuggestionOf<P extends OfCountry> = P extends { country: 'BE' }
  ? BelgianHouseNumberSuggestion
  : P extends { country: 'DE' }
    ? GermanHouseNumberSuggestion
    : BelgianHouseNumberSuggestion | GermanHouseNumberSuggestion;

/**
 * The street of some parameters or options, by their country: `BelgianStreet` for `'BE'`, `GermanStreet` for `'DE'`,
 * the union for a union.
 *
 * @example
 * ```ts
 * type S = StreetSuggestionOf<GermanStreetParams>; // GermanStreet
 * ```
 */
export type StreetSuggestionOf<P extends OfCountry> = P extends { country: 'BE' }
  ? BelgianStreet
  : P extends { country: 'DE' }
    ? GermanStreet
    : BelgianStreet | GermanStreet;

/**
 * The postal area of some parameters or options, by their country: `BelgianPostalArea` for `'BE'`,
 * `GermanPostalArea` for `'DE'`, the union for a union.
 *
 * @example
 * ```ts
 * type A = PostalAreaSuggestionOf<PostalAreaParams<'BE'>>; // BelgianPostalArea
 * ```
 */
export type PostalAreaSuggestionOf<P extends OfCountry> = P extends { country: 'BE' }
  ? BelgianPostalArea
  : P extends { country: 'DE' }
    ? GermanPostalArea
    : BelgianPostalArea | GermanPostalArea;
