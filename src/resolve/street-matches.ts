import type { StreetSuggestion } from '../api/types.ts';
import { foldName } from '../address/fold-name.ts';

// `Severinstraße`, `Severinstrasse` and `Severinstr.` are one street, as the service finds them.
const streetNameKey = (name: string): string =>
  foldName(name)
    .replace(/ß/gu, 'ss')
    .replace(/str\.(?=\s|-|$)/gu, 'strasse');

/** The streets whose name is the text (not those it only starts), each id once (a city answers it per postcode). */
export function streetMatches<T extends StreetSuggestion>(text: string, streets: readonly T[]): readonly T[] {
  const key = streetNameKey(text);
  const ids = new Set<number>();
  return streets.filter(
    ({ streetId, streetName }) => streetNameKey(streetName) === key && !ids.has(streetId) && Boolean(ids.add(streetId)),
  );
}
