/**
 * The Postnummer: a shopper's DHL customer number, which a Packstation needs (and a Postfiliale may take) beside the
 * station's number. DHL's Parcel DE Shipping API (v2.1) takes it as `postNumber`, 6 to 10 digits.
 */
const POST_NUMBER = /^[0-9]{6,10}$/u;

/** Weights of the first nine digits of a Postnummer padded to ten, from the left: 4 and 9 alternating. */
const WEIGHTS = [4, 9, 4, 9, 4, 9, 4, 9, 4] as const;

/**
 * Whether a text is a Postnummer by DHL's format, 6 to 10 digits (`^[0-9]{6,10}$`), as it is: no spaces, no
 * separators. The check digit is {@link postNumberCheckDigitHolds}'s, apart, since DHL does not publish it.
 *
 * @example
 * ```ts
 * isPostNumber('123456789'); // true
 * isPostNumber('12345'); // false
 * ```
 */
export function isPostNumber(text: string): boolean {
  return POST_NUMBER.test(text);
}

/**
 * Whether a Postnummer's last digit is its check digit, as open-source shop modules compute it (Gambio's DHL module,
 * `thomn/dhl-packstation-validator`; DHL publishes no rule): the number padded with zeros on the left to ten digits,
 * the first nine weighted 4, 9, 4, 9, … from the left and summed, the tenth `(10 - sum mod 10) mod 10`. `false` for a
 * text that is not a Postnummer by {@link isPostNumber}. A warning a shopper may pass, never a refusal: DHL's own
 * placeholder `7654321` fails it.
 *
 * @example
 * ```ts
 * postNumberCheckDigitHolds('123456786'); // true
 * postNumberCheckDigitHolds('7654321'); // false
 * ```
 */
export function postNumberCheckDigitHolds(postNumber: string): boolean {
  if (!isPostNumber(postNumber)) return false;
  const digits = postNumber.padStart(10, '0');
  return Number(digits[9]) === postNumberCheckDigit(digits.slice(0, 9));
}

/** The check digit of a Postnummer's first nine digits (padded to ten, without its last): `(10 - sum mod 10) mod 10`. */
function postNumberCheckDigit(nine: string): number {
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(nine[index]), 0);
  return (10 - (sum % 10)) % 10;
}
