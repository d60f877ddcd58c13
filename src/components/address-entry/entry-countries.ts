import type { ServiceCountry } from '../../address/confirmed-address.ts';

const SERVICE: readonly [ServiceCountry, ...ServiceCountry[]] = ['NL', 'BE', 'DE'];

export { isServiceCountry } from '../../address/service-country.ts';

/** The countries an element offers, checked: known ISO 3166-1 alpha-2 codes, each once, else a `TypeError`. */
export function entryCountries(
  countries: readonly string[] | undefined,
  names: Intl.DisplayNames,
): readonly [string, ...string[]] {
  if (countries === undefined) return SERVICE;
  const wrong =
    countries.length === 0 || new Set(countries).size !== countries.length
      ? countries
      : countries.find((country) => !/^(?!AA|Q[M-Z]|X[^K]|ZZ|E[UZ]|UN)[A-Z]{2}$/u.test(country) || !names.of(country));
  if (wrong !== undefined)
    throw new TypeError(
      `AddressEntry: \`countries\` takes ISO 3166-1 alpha-2 codes such as "FR", each once; got ${JSON.stringify(wrong)}.`,
    );
  return countries as readonly [string, ...string[]];
}
