import type { PostalAreaSuggestion } from '../api/types.ts';

/**
 * The place of a postal area, as its option reads it (and the form posts it as the city until a street is chosen,
 * whose municipality or city is posted then): the name that matched (a sub-municipality, district or language
 * variant), else the municipality's or city's own name.
 *
 * @example
 * ```ts
 * postalAreaPlace({ municipalityName: 'Antwerpen', municipalityNisCode: 11002, postcode: 2610, matchedName: 'Wilrijk' }); // 'Wilrijk'
 * ```
 */
export const postalAreaPlace = (area: PostalAreaSuggestion): string => area.matchedName ?? municipalityOrCity(area);

/** The own name of a Belgian municipality or a German city, of a postal area or a street in it. */
export const municipalityOrCity = (of: { municipalityName: string } | { cityName: string }): string =>
  'municipalityName' in of ? of.municipalityName : of.cityName;

/** A postal area's postcode as text (Belgian digits, German with the leading zero), `null` for a whole municipality or city. */
export const postalAreaPostcode = (area: PostalAreaSuggestion): string | null => area.postcode?.toString() ?? null;

/**
 * A postal area as its option and the field read it: `<postcode> <place>`, or the place alone for a whole
 * municipality or city.
 *
 * @example
 * ```ts
 * postalAreaText({ cityId: 14612000, cityName: 'Dresden', postcode: '01219', matchedName: 'Strehlen' }); // '01219 Strehlen'
 * ```
 */
export const postalAreaText = (area: PostalAreaSuggestion): string => {
  const postcode = postalAreaPostcode(area);
  return postcode === null ? postalAreaPlace(area) : `${postcode} ${postalAreaPlace(area)}`;
};

/** What tells two postal areas apart: their ids, postcode and matched name. */
export const postalAreaIdentity = (area: PostalAreaSuggestion): string =>
  `${'municipalityNisCode' in area ? area.municipalityNisCode : area.cityId}|${postalAreaPostcode(area) ?? ''}|${area.matchedName ?? ''}`;

/**
 * What the service is asked for a field's text: the postcode of a text that starts with one and goes on with a
 * place (`2610 Wil`, or an option's own `2610 Wilrijk`, which the service would not match as a name), else the text.
 * So a chosen or prefilled area is looked up again by its postcode, and its option then reads exactly as the field.
 *
 * @example
 * ```ts
 * postalAreaQueryText('2610 Wilrijk'); // '2610'
 * postalAreaQueryText('Wilr'); // 'Wilr'
 * ```
 */
export const postalAreaQueryText = (text: string): string => /^\s*(\d{4,5})\s+\S/u.exec(text)?.[1] ?? text;
