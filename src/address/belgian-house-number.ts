import type { BelgianLanguage } from '../api/types.ts';

/** The parts of a Belgian house number. */
export interface BelgianHouseNumberParts {
  number: number;
  /** `A` in `1A`, `30` in `1/30`. */
  bisNumber: string | null;
  /** `3` in `1 bus 3`, `A0402` in `18F box A0402`. */
  boxNumber: string | null;
}

export const BELGIAN_BOX_PREFIXES = ['bus', 'boîte', 'boite', 'bte', 'box'] as const;

const BOX = new RegExp(`^(?:${BELGIAN_BOX_PREFIXES.join('|')})\\.?\\s*([\\p{L}\\p{N}][\\p{L}\\p{N}./-]{0,34})$`, 'iu');
const NUMBER = /^\s*([1-9]\d{0,4})(?!\d)(\s*)(.*?)\s*$/su;
const BIS = /^(?:\/\s*(\p{N}{1,11})|(\p{L}{1,11}))\s*(.*)$/su;
// `36 bu` is an unfinished box prefix; letters against the number (`36BU`) are a bis number.
const isBoxPrefixOrItsStart = (word: string, apart: boolean): boolean => {
  const lower = word.toLowerCase();
  return BELGIAN_BOX_PREFIXES.some(
    (prefix) => prefix === lower || (apart && lower.length >= 2 && prefix.startsWith(lower)),
  );
};

/**
 * Splits a Belgian house number into its parts; `null` when it is not one. Box prefixes are read in any case.
 * @example
 * ```ts
 * parseBelgianHouseNumber('6/3 bte 0101'); // { number: 6, bisNumber: '3', boxNumber: '0101' }
 * ```
 */
export function parseBelgianHouseNumber(text: string): BelgianHouseNumberParts | null {
  const number = NUMBER.exec(text);
  if (number === null) return null;
  const apart = number[2] !== '';
  let rest = number[3] ?? '';
  let bisNumber: string | null = null;
  if (rest !== '' && !BOX.test(rest)) {
    const bis = BIS.exec(rest);
    if (bis === null || (bis[2] !== undefined && isBoxPrefixOrItsStart(bis[2], apart))) return null;
    bisNumber = (bis[1] ?? bis[2] ?? '').toUpperCase();
    rest = bis[3] ?? '';
  }
  const box = BOX.exec(rest);
  if (rest !== '' && box === null) return null;
  return { number: Number(number[1]), bisNumber, boxNumber: box?.[1] ?? null };
}

/**
 * Writes a Belgian house number the way the service formats it in a language.
 * @example
 * ```ts
 * formatBelgianHouseNumber({ number: 36, bisNumber: null, boxNumber: '1' }, 'fr'); // '36 bte 1'
 * ```
 */
export function formatBelgianHouseNumber(parts: BelgianHouseNumberParts, language: BelgianLanguage = 'nl'): string {
  const { number, bisNumber, boxNumber } = parts;
  const bis = bisNumber === null ? '' : /^\p{N}/u.test(bisNumber) ? `/${bisNumber}` : bisNumber;
  const box = boxNumber === null ? '' : ` ${language === 'fr' ? 'bte' : 'bus'} ${boxNumber}`;
  return `${number}${bis}${box}`;
}
