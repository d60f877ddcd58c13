import { isDutchPostcode } from './dutch-postcode.ts';

/** The countries whose postcodes the service's own lookups take. */
type ServicePostcodeCountry = 'NL' | 'BE' | 'DE';

/** Whether a text is a German postcode as the service takes it: five digits. */
export const isGermanPostcode = (text: string): boolean => /^\d{5}$/u.test(text);

/** Whether a text is a Belgian postcode as the service takes it: four digits, not starting with 0. */
export const isBelgianPostcode = (text: string): boolean => /^[1-9]\d{3}$/u.test(text);

/**
 * Whether a text (spaces around it aside) is a postcode of `country` as the service takes it: a Dutch one by
 * {@link isDutchPostcode}, a Belgian one of four digits (not starting with 0), a German one of five. The one rule the
 * client, the proxy's signing and a country switch apply.
 *
 * @example
 * ```ts
 * isServicePostcode('NL', '2012 es'); // true
 * isServicePostcode('NL', '0123 AB'); // false
 * isServicePostcode('DE', ' 01219 '); // true
 * ```
 */
export function isServicePostcode(country: ServicePostcodeCountry, text: string): boolean {
  const trimmed = text.trim();
  if (country === 'NL') return isDutchPostcode(trimmed);
  return country === 'BE' ? isBelgianPostcode(trimmed) : isGermanPostcode(trimmed);
}
