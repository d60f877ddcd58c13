import type {
  BelgianHouseNumberSuggestion,
  BelgianPostalArea,
  BelgianStreet,
  GermanHouseNumberSuggestion,
  GermanPostalArea,
  GermanStreet,
} from '../api/types.ts';

interface OfCountry {
  country: 'BE' | 'DE';
}

/** The house-number suggestion of parameters or options by their country: Belgian, German, or the union. */
export type HouseNumberSuggestionOf<P extends OfCountry> = P extends { country: 'BE' }
  ? BelgianHouseNumberSuggestion
  : P extends { country: 'DE' }
    ? GermanHouseNumberSuggestion
    : BelgianHouseNumberSuggestion | GermanHouseNumberSuggestion;

/** The street of parameters or options by their country: `BelgianStreet`, `GermanStreet`, or the union. */
export type StreetSuggestionOf<P extends OfCountry> = P extends { country: 'BE' }
  ? BelgianStreet
  : P extends { country: 'DE' }
    ? GermanStreet
    : BelgianStreet | GermanStreet;

/** The postal area of parameters or options by their country: Belgian, German, or the union. */
export type PostalAreaSuggestionOf<P extends OfCountry> = P extends { country: 'BE' }
  ? BelgianPostalArea
  : P extends { country: 'DE' }
    ? GermanPostalArea
    : BelgianPostalArea | GermanPostalArea;
