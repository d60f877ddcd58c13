import { MAX_HOUSE_NUMBER, MIN_HOUSE_NUMBER } from './limits.ts';
import type { BelgianHouseNumberSuggestion, GermanHouseNumberSuggestion, HouseNumberSuggestion } from './types.ts';

/** A house number in the parts carriers ask for, from the service's own fields, never from a display string. */
export interface HouseNumberParts {
  /** The number itself: `36` of `36 bus 1`, `30` of `30 A`, `1` of `1/30`. */
  number: number;
  /** A Dutch or German addition: `A` of `30 A`, `2` of `36-2`. */
  addition?: string;
  /** A Belgian bis number: `A` of `1A`, `30` of `1/30`. */
  bis?: string;
  /** A Belgian box number: `1` of `36 bus 1`. */
  box?: string;
}

const NAMED = ['addition', 'bis', 'box'] as const;

export const isHouseNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= MIN_HOUSE_NUMBER && value <= MAX_HOUSE_NUMBER;

const DIGITS = /^[1-9]\d{0,4}$/u;

// A lone surrogate becomes U+FFFD.
const encoded = (value: string): string => encodeURIComponent(value.toWellFormed());

/**
 * The canonical text of a house number's parts, as a form posts it under `houseNumberParts` (fixed key order, empty
 * parts left out, values percent-encoded).
 * @example
 * ```ts
 * houseNumberPartsText({ number: 36, box: '1' }); // 'number=36&box=1'
 * ```
 */
export function houseNumberPartsText(parts: HouseNumberParts): string {
  let text = `number=${encoded(String(parts.number))}`;
  for (const key of NAMED) {
    const value = parts[key];
    if (value) text += `&${key}=${encoded(value)}`;
  }
  return text;
}

/**
 * The parts a canonical text holds (see {@link houseNumberPartsText}), or `undefined` for any other text.
 * @example
 * ```ts
 * readHouseNumberParts('number=36&box=1'); // { number: 36, box: '1' }
 * ```
 */
export function readHouseNumberParts(text: string): HouseNumberParts | undefined {
  const [first = '', ...named] = text.split('&', NAMED.length + 2);
  if (named.length > NAMED.length) return undefined;
  const number = first.startsWith('number=') ? first.slice('number='.length) : '';
  if (!DIGITS.test(number)) return undefined;
  const parts: HouseNumberParts = { number: Number(number) };
  for (const pair of named) {
    const at = pair.indexOf('=');
    const key = at < 0 ? undefined : NAMED.find((name) => name === pair.slice(0, at));
    if (key === undefined) return undefined;
    try {
      parts[key] = decodeURIComponent(pair.slice(at + 1));
    } catch {
      return undefined;
    }
  }
  return houseNumberPartsText(parts) === text ? parts : undefined;
}

const given = (value: string | null): value is string => value !== null && value !== '';

export const belgianParts = ({
  number,
  bisNumber,
  boxNumber,
}: Pick<BelgianHouseNumberSuggestion, 'number' | 'bisNumber' | 'boxNumber'>): HouseNumberParts => ({
  number,
  ...(given(bisNumber) && { bis: bisNumber }),
  ...(given(boxNumber) && { box: boxNumber }),
});

export const germanParts = ({
  number,
  addition,
}: Pick<GermanHouseNumberSuggestion, 'number' | 'addition'>): HouseNumberParts =>
  given(addition) ? { number, addition } : { number };

export const suggestionParts = (suggestion: HouseNumberSuggestion): HouseNumberParts =>
  'bisNumber' in suggestion ? belgianParts(suggestion) : germanParts(suggestion);

/** The parts of a Dutch address (a PO box's number as asked for), or `undefined` when the number is not 1 to 99999. */
export function dutchParts(houseNumber: string | number, addition: string): HouseNumberParts | undefined {
  const number =
    typeof houseNumber === 'number' ? houseNumber : DIGITS.test(houseNumber) ? Number(houseNumber) : Number.NaN;
  return isHouseNumber(number) ? germanParts({ number, addition }) : undefined;
}
