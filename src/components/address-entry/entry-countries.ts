import type { AddressCountry } from '../../address/confirmed-address.ts';

const SERVICE: readonly [AddressCountry, ...AddressCountry[]] = ['NL', 'BE', 'DE'];

/** Whether a country is one the service checks (`NL`, `BE`, `DE`): any other is entered in its own format. */
export const isServiceCountry = (country: string): country is AddressCountry => (SERVICE as readonly string[]).includes(country);

/**
 * The countries an element offers, checked: at least one, each an ISO 3166-1 alpha-2 country code (two capitals) that
 * the browser has a name for (`Intl.DisplayNames`, no table of codes in the bundle; the codes of no country, such as
 * `ZZ`, `EU` or `QO`, have none as a country), each at most once. Anything else throws a `TypeError` that names it (a
 * list from a shop's settings, say).
 */
export function entryCountries(countries: readonly string[] | undefined): readonly [string, ...string[]] {
  if (countries === undefined) return SERVICE;
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const wrong =
    countries.length === 0 || new Set(countries).size !== countries.length
      ? countries
      : countries.find((country) => !/^[A-Z]{2}$/u.test(country) || /^(?:AA|Q[M-Z]|X[A-JL-Z]|ZZ|E[UZ]|UN)$/u.test(country) || !names.of(country));
  if (wrong !== undefined) throw new TypeError(`AddressEntry: \`countries\` must list ISO 3166-1 alpha-2 codes such as "FR", each once; got ${JSON.stringify(wrong)}.`);
  return countries as readonly [string, ...string[]];
}
