import type { HouseNumberParams, HouseNumberSuggestion } from '../api/types.ts';
import { formatBelgianHouseNumber, parseBelgianHouseNumber } from './belgian-house-number.ts';
import { formatGermanHouseNumber, parseGermanHouseNumber } from './german-house-number.ts';

const leadingNumber = (text: string): number => Number(/\d+/u.exec(text)?.[0] ?? 0);

/**
 * Typed text as an `unknown` suggestion with the request postcode, as the service itself offers text it cannot
 * verify: what a form accepts when the check is unavailable. Text that parses is written in the usual form
 * (`36 BUS 1` → `36 bus 1`); other text is kept as typed.
 *
 * @example
 * ```ts
 * typedSuggestion({ country: 'DE', cityId: null, streetId: 1817, postcode: '01219', validation: 'none', houseNumber: '7 b' });
 * // { houseNumber: '7B', number: 7, addition: 'B', postcode: '01219', status: 'unknown' }
 * ```
 */
export function typedSuggestion(params: HouseNumberParams): HouseNumberSuggestion {
  const typed = params.houseNumber.trim();
  if (params.country === 'BE') {
    const parts = parseBelgianHouseNumber(typed) ?? { number: leadingNumber(typed), bisNumber: null, boxNumber: null };
    const houseNumber = parseBelgianHouseNumber(typed) === null ? typed : formatBelgianHouseNumber(parts, params.language);
    return { houseNumber, ...parts, postcode: params.postcode, status: 'unknown' };
  }
  const parts = parseGermanHouseNumber(typed) ?? { number: leadingNumber(typed), addition: null };
  const houseNumber = parseGermanHouseNumber(typed) === null ? typed : formatGermanHouseNumber(parts);
  return { houseNumber, ...parts, postcode: params.postcode, status: 'unknown' };
}
