/**
 * Four digits not starting with 0, then two letters, as the service expects them: no space, upper case. The letter
 * pairs SA, SD and SS are never issued.
 */
const DUTCH_POSTCODE = /^[1-9]\d{3}(?!S[ADS])[A-Z]{2}$/u;

/**
 * A Dutch postcode as the service expects it: white space removed and letters in upper case, as the vendor's own
 * plugins send it (only the letters a to z change case). It does not check the result; see {@link isDutchPostcode}.
 *
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
 * Whether a text is a Dutch postcode once normalized: four digits not starting with 0 and two letters, except the
 * letter pairs SA, SD and SS, which are never issued. A form can use it to decide when to look up.
 *
 * @example
 * ```ts
 * isDutchPostcode('2012 es'); // true
 * isDutchPostcode('2012SS');  // false: never issued
 * isDutchPostcode('0123AB');  // false
 * ```
 */
export function isDutchPostcode(postcode: string): boolean {
  return DUTCH_POSTCODE.test(normalizeDutchPostcode(postcode));
}
