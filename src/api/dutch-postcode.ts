// The letter pairs SA, SD and SS are never issued.
const DUTCH_POSTCODE = /^[1-9]\d{3}(?!S[ADS])[A-Z]{2}$/u;

/**
 * A Dutch postcode as the service expects it: no white space, letters a to z in upper case; see {@link isDutchPostcode}.
 * @example
 * ```ts
 * normalizeDutchPostcode(' 2012 es '); // '2012ES'
 * ```
 */
export function normalizeDutchPostcode(postcode: string): string {
  // Only a to z: `toUpperCase` would turn `ß` or `ﬁ` into two letters that look like a valid postcode.
  return postcode.replace(/\s+/gu, '').replace(/[a-z]/gu, (letter) => letter.toUpperCase());
}

/**
 * Whether a text is a Dutch postcode once normalized: four digits not starting with 0, two letters (never SA, SD, SS).
 * @example
 * ```ts
 * isDutchPostcode('2012 es'); // true
 * ```
 */
export function isDutchPostcode(postcode: string): boolean {
  return DUTCH_POSTCODE.test(normalizeDutchPostcode(postcode));
}
