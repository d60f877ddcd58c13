import type { AddressCountry } from '../../address/confirmed-address.ts';

const ALL: readonly [AddressCountry, ...AddressCountry[]] = ['NL', 'BE', 'DE'];

/**
 * The countries an element offers, checked: at least one, each of `NL`, `BE` and `DE` at most once. Anything else
 * throws a `TypeError` that says what to fix (a list from a shop's settings, say).
 */
export function entryCountries(countries: readonly AddressCountry[] | undefined): readonly [AddressCountry, ...AddressCountry[]] {
  if (countries === undefined) return ALL;
  const [first] = countries;
  const unknown = countries.find((country) => !ALL.includes(country));
  if (first === undefined || unknown !== undefined || new Set(countries).size !== countries.length) {
    throw new TypeError(
      `AddressEntry: \`countries\` must list some of ${ALL.join(', ')}, each once; got ${JSON.stringify(countries)}.`,
    );
  }
  return countries as readonly [AddressCountry, ...AddressCountry[]];
}
