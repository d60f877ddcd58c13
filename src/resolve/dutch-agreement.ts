import type { DutchAddress } from '../api/types.ts';
import { foldName } from '../address/fold-name.ts';

/** A name as given, folded; an abbreviation's dot dropped (`Julianastr.` → `julianastr`). */
const folded = (text: string): { key: string; abbreviated: boolean } => {
  const key = foldName(text);
  return key.endsWith('.') ? { key: key.slice(0, -1), abbreviated: true } : { key, abbreviated: false };
};

/** Whether a given name is one of an address's names (its own, or their short forms), or an abbreviation of one. */
function names(given: string, official: readonly (string | undefined)[]): boolean {
  if (given === '') return true;
  const { key, abbreviated } = folded(given);
  return official.some((name) => {
    if (name === undefined || name === '') return false;
    const own = foldName(name);
    return own === key || (abbreviated && key.length >= 3 && own.startsWith(key));
  });
}

/**
 * Whether the street and city given beside a Dutch postcode are the ones of the address the postcode and number found
 * (case, accents and spacing aside; the service's short forms, such as `streetNen` and `cityShort`, and an abbreviation
 * written with a dot, such as `Julianastr.`, count): a street or city that names another place means the order does
 * not say which address it ships to. Neither given agrees with any address.
 *
 * @example
 * ```ts
 * agreesWithPostcode(julianastraat30, { city: 'Amsterdam', street: 'Damrak' }); // false
 * agreesWithPostcode(julianastraat30, { city: 'haarlem', street: 'Julianastr.' }); // true
 * ```
 */
export function agreesWithPostcode(address: DutchAddress, given: { city: string; street: string }): boolean {
  return (
    names(given.street, [address.street, address.streetNen]) &&
    names(given.city, [address.city, address.cityShort, address.municipality, address.municipalityShort])
  );
}
