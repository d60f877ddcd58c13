import type { PostalAreaSuggestion } from '../api/types.ts';
import { foldName } from '../address/fold-name.ts';
import { municipalityOrCity, postalAreaPlace, postalAreaPostcode } from '../address/postal-area-text.ts';

/**
 * The postal areas a text means by postcode, place or both; a place alone means the whole municipality or city, and
 * a misspelt place (`50678 Koeln`) is let go when the postcode has one area.
 */
export function postalAreaMatches<T extends PostalAreaSuggestion>(text: string, areas: readonly T[]): readonly T[] {
  const [, postcode = '', place = ''] = /^\s*(\d{4,5})?\s*(.*?)\s*$/u.exec(text) ?? [];
  if (postcode === '' && place === '') return [];
  const named = (area: T) =>
    [postalAreaPlace(area), municipalityOrCity(area)].some((name) => foldName(name) === foldName(place));
  const ofPostcode = areas.filter((area) => postcode === '' || postalAreaPostcode(area) === postcode);
  const found = place === '' ? ofPostcode : ofPostcode.filter(named);
  if (found.length === 0 && postcode !== '' && ofPostcode.length === 1) return ofPostcode;
  const whole = postcode === '' ? found.filter((area) => postalAreaPostcode(area) === null) : [];
  return whole.length === 1 ? whole : found;
}
