import type { StreetSuggestion } from '../api/types.ts';
import { foldName } from '../address/fold-name.ts';

/**
 * A street name as streets are told apart: {@link foldName}, and German spellings as one (`ß` as `ss`, `str.` as
 * `strasse`), so `Severinstraße`, `Severinstrasse` and `Severinstr.` are one street, as the service finds them.
 */
const streetNameKey = (name: string): string => foldName(name).replace(/ß/gu, 'ss').replace(/str\.(?=\s|-|$)/gu, 'strasse');

/**
 * The streets a text means: those whose name is the text (see {@link streetNameKey}), each street once. A search
 * answers every street that starts with the text: only the one it names is meant; and a search of a whole
 * municipality or city answers a street once per postcode it runs through: one street id is one street (its house
 * number says the postcode).
 *
 * @example
 * ```ts
 * streetMatches('severinstr.', streets); // [Severinstraße]
 * ```
 */
export function streetMatches<T extends StreetSuggestion>(text: string, streets: readonly T[]): readonly T[] {
  const key = streetNameKey(text);
  const ids = new Set<number>();
  return streets.filter(({ streetId, streetName }) => streetNameKey(streetName) === key && !ids.has(streetId) && Boolean(ids.add(streetId)));
}
