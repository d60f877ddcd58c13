// DHL's Parcel DE Shipping API (v2.1) takes the Postnummer as `postNumber`, 6 to 10 digits.
const POST_NUMBER = /^[0-9]{6,10}$/u;

const WEIGHTS = [4, 9, 4, 9, 4, 9, 4, 9, 4] as const;

/**
 * Whether a text is a Postnummer by DHL's format, 6 to 10 digits and nothing else (the check digit: {@link postNumberCheckDigitHolds}).
 * @example
 * ```ts
 * isPostNumber('123456789'); // true
 * ```
 */
export function isPostNumber(text: string): boolean {
  return POST_NUMBER.test(text);
}

/**
 * Whether a Postnummer's last digit is the check digit open-source shop modules compute (DHL publishes no rule): a
 * warning a shopper may pass, never a refusal. `false` for a text that is not a Postnummer.
 * @example
 * ```ts
 * postNumberCheckDigitHolds('123456786'); // true
 * ```
 */
export function postNumberCheckDigitHolds(postNumber: string): boolean {
  if (!isPostNumber(postNumber)) return false;
  const digits = postNumber.padStart(10, '0');
  return Number(digits[9]) === postNumberCheckDigit(digits.slice(0, 9));
}

/** Weighted 4, 9, 4, 9, … from the left: `(10 - sum mod 10) mod 10`. */
function postNumberCheckDigit(nine: string): number {
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(nine[index]), 0);
  return (10 - (sum % 10)) % 10;
}
