import type { PostalAreaSuggestion } from '../api/types.ts';
import { foldName } from '../address/fold-name.ts';
import { municipalityOrCity, postalAreaPlace, postalAreaPostcode } from '../address/postal-area-text.ts';

/**
 * The postal areas a text means (a browser's fill, a checked address's `postcode city`): by its postcode (`2610`), its
 * place (`Wilrijk`, or the municipality's or city's own name; case and accents aside), or both (`2610 Wilrijk`), each
 * as far as the text gives it. A place alone that names a whole municipality or city means that one, not each of its
 * postcodes; a place that names none of its postcode's areas (`50678 Koeln`) is let go when the postcode has one.
 *
 * @example
 * ```ts
 * postalAreaMatches('2610', areas); // [the area 2610 Wilrijk]
 * postalAreaMatches('Antwerpen', areas); // [the whole municipality], not 2000, 2018, … Antwerpen
 * ```
 */
export function postalAreaMatches<T extends PostalAreaSuggestion>(text: string, areas: readonly T[]): readonly T[] {
  const [, postcode = '', place = ''] = /^\s*(\d{4,5})?\s*(.*?)\s*$/u.exec(text) ?? [];
  if (postcode === '' && place === '') return [];
  const named = (area: T) => [postalAreaPlace(area), municipalityOrCity(area)].some((name) => foldName(name) === foldName(place));
  const ofPostcode = areas.filter((area) => postcode === '' || postalAreaPostcode(area) === postcode);
  const found = place === '' ? ofPostcode : ofPostcode.filter(named);
  if (found.length === 0 && postcode !== '' && ofPostcode.length === 1) return ofPostcode;
  const whole = postcode === '' ? found.filter((area) => postalAreaPostcode(area) === null) : [];
  return whole.length === 1 ? whole : found;
}
