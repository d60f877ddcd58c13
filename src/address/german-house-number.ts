/** The parts of a German house number. */
export interface GermanHouseNumberParts {
  number: number;
  /** `A` in `1A`, `30` in `1-30`. */
  addition: string | null;
}

const GERMAN = /^\s*([1-9]\d{0,4})(?!\d)\s*(?:[-/]\s*(\p{N}{1,8})|(\p{L}{1,8}))?\s*$/u;

/**
 * Splits a complete German house number into number and addition; `null` when the text is not one.
 * @example
 * ```ts
 * parseGermanHouseNumber('36-2'); // { number: 36, addition: '2' }
 * ```
 */
export function parseGermanHouseNumber(text: string): GermanHouseNumberParts | null {
  const match = GERMAN.exec(text);
  if (match === null) return null;
  const addition = match[2] ?? match[3]?.toUpperCase() ?? null;
  return { number: Number(match[1]), addition };
}

/**
 * Writes a German house number: a letter addition directly after the number, a numeric one after a dash.
 * @example
 * ```ts
 * formatGermanHouseNumber({ number: 36, addition: '2' }); // '36-2'
 * ```
 */
export function formatGermanHouseNumber(parts: GermanHouseNumberParts): string {
  const { number, addition } = parts;
  return `${number}${addition === null ? '' : /^\p{N}/u.test(addition) ? `-${addition}` : addition}`;
}
