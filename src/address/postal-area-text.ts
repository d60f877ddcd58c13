import type { PostalAreaSuggestion } from '../api/types.ts';

/**
 * The place of a postal area as its option reads it: the name that matched, else the municipality's or city's.
 * @example
 * ```ts
 * postalAreaPlace({ municipalityName: 'Antwerpen', municipalityNisCode: 11002, postcode: 2610, matchedName: 'Wilrijk' }); // 'Wilrijk'
 * ```
 */
export const postalAreaPlace = (area: PostalAreaSuggestion): string => area.matchedName ?? municipalityOrCity(area);

export const municipalityOrCity = (of: { municipalityName: string } | { cityName: string }): string =>
  'municipalityName' in of ? of.municipalityName : of.cityName;

export const postalAreaPostcode = (area: PostalAreaSuggestion): string | null => area.postcode?.toString() ?? null;

/**
 * A postal area as its option reads it: `<postcode> <place>`, or the place alone for a whole municipality or city.
 * @example
 * ```ts
 * postalAreaText({ cityId: 14612000, cityName: 'Dresden', postcode: '01219', matchedName: 'Strehlen' }); // '01219 Strehlen'
 * ```
 */
export const postalAreaText = (area: PostalAreaSuggestion): string => {
  const postcode = postalAreaPostcode(area);
  return postcode === null ? postalAreaPlace(area) : `${postcode} ${postalAreaPlace(area)}`;
};

export const postalAreaIdentity = (area: PostalAreaSuggestion): string =>
  `${'municipalityNisCode' in area ? area.municipalityNisCode : area.cityId}|${postalAreaPostcode(area) ?? ''}|${area.matchedName ?? ''}`;

/** The query for `2610 Wilrijk` is its postcode, which the service matches (the name would not); else the text. */
export const postalAreaQueryText = (text: string): string => /^\s*(\d{4,5})\s+\S/u.exec(text)?.[1] ?? text;
