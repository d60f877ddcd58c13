import type { HouseNumberParams, HouseNumberSuggestion } from '../api/types.ts';
import { formatBelgianHouseNumber, parseBelgianHouseNumber } from './belgian-house-number.ts';
import { formatGermanHouseNumber, parseGermanHouseNumber } from './german-house-number.ts';

/** Typed text as an `unknown` suggestion, for the fallback when the check is unavailable. */
export function typedSuggestion(params: HouseNumberParams): HouseNumberSuggestion {
  const typed = params.houseNumber.trim();
  const number = Number(/\d+/u.exec(typed)?.[0] ?? 0);
  if (params.country === 'BE') {
    const parts = parseBelgianHouseNumber(typed);
    const houseNumber = parts === null ? typed : formatBelgianHouseNumber(parts, params.language);
    return {
      houseNumber,
      ...(parts ?? { number, bisNumber: null, boxNumber: null }),
      postcode: params.postcode,
      status: 'unknown',
    };
  }
  const parts = parseGermanHouseNumber(typed);
  const houseNumber = parts === null ? typed : formatGermanHouseNumber(parts);
  return { houseNumber, ...(parts ?? { number, addition: null }), postcode: params.postcode, status: 'unknown' };
}
