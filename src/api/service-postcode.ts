import { isDutchPostcode } from './dutch-postcode.ts';

type ServicePostcodeCountry = 'NL' | 'BE' | 'DE';

export const isGermanPostcode = (text: string): boolean => /^\d{5}$/u.test(text);

const isBelgianPostcode = (text: string): boolean => /^[1-9]\d{3}$/u.test(text);

/** Whether a text (spaces around it aside) is a postcode of `country` as the service takes it: the one rule the client, the proxy's signing and a country switch apply. */
export function isServicePostcode(country: ServicePostcodeCountry, text: string): boolean {
  const trimmed = text.trim();
  if (country === 'NL') return isDutchPostcode(trimmed);
  return country === 'BE' ? isBelgianPostcode(trimmed) : isGermanPostcode(trimmed);
}
