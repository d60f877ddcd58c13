import type { AddressCountry } from '../../address/confirmed-address.ts';

const SERVICE: readonly [AddressCountry, ...AddressCountry[]] = ['NL', 'BE', 'DE'];

/** Whether a country is one the service checks (`NL`, `BE`, `DE`): any other is entered in its own format. */
export const isServiceCountry = (country: string): country is AddressCountry => (SERVICE as readonly string[]).includes(country);

/**
 * The countries an element offers, checked: at least one, each an ISO 3166-1 alpha-2 country code (two capitals) that
 * `names` (the browser's `Intl.DisplayNames` of regions, without fallback: no table of codes in the bundle) has a name
 * for and that is no user-assigned or reserved code (`AA`, `QM`–`QZ`, the `X` codes but Kosovo's `XK`, `ZZ`, and
 * `EU`, `EZ`, `UN`, which have names), each at most once. Anything else throws a `TypeError` that names it (a list
 * from a shop's settings, say).
 */
export function entryCountries(countries: readonly string[] | undefined, names: Intl.DisplayNames): readonly [string, ...string[]] {
  if (countries === undefined) return SERVICE;
  const wrong =
    countries.length === 0 || new Set(countries).size !== countries.length
      ? countries
      : countries.find((country) => !/^(?!AA|Q[M-Z]|X[^K]|ZZ|E[UZ]|UN)[A-Z]{2}$/u.test(country) || !names.of(country));
  if (wrong !== undefined) throw new TypeError(`AddressEntry: \`countries\` takes ISO 3166-1 alpha-2 codes such as "FR", each once; got ${JSON.stringify(wrong)}.`);
  return countries as readonly [string, ...string[]];
}
