import type { HouseNumberParams, HouseNumberSuggestion } from '../api/types.ts';
import { formatBelgianHouseNumber, parseBelgianHouseNumber } from './belgian-house-number.ts';
import { formatGermanHouseNumber, parseGermanHouseNumber } from './german-house-number.ts';

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
  // Text that does not parse is numbered by its first digits (0 without any).
  const number = Number(/\d+/u.exec(typed)?.[0] ?? 0);
  if (params.country === 'BE') {
    const parts = parseBelgianHouseNumber(typed);
    const houseNumber = parts === null ? typed : formatBelgianHouseNumber(parts, params.language);
    return { houseNumber, ...(parts ?? { number, bisNumber: null, boxNumber: null }), postcode: params.postcode, status: 'unknown' };
  }
  const parts = parseGermanHouseNumber(typed);
  const houseNumber = parts === null ? typed : formatGermanHouseNumber(parts);
  return { houseNumber, ...(parts ?? { number, addition: null }), postcode: params.postcode, status: 'unknown' };
}
