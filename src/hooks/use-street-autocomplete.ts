import { streetParamsProblems } from '../api/check-params.ts';
import type { StreetParams, StreetSuggestion } from '../api/types.ts';
import { streetsKey } from '../query/address-keys.ts';
import { streetQueryOptions } from '../query/street-query-options.ts';
import type { StreetSuggestionOf } from '../query/suggestion-of.ts';
import { useAddressEntryContext } from './address-entry-context.ts';
import { AUTOCOMPLETE_DEBOUNCE_MS, useDebouncedAutocomplete, type DebouncedAutocompleteResult, type UseAutocompleteOptions } from './use-debounced-autocomplete.ts';

/** The React Query result of {@link useStreetAutocomplete}; `data` is the list of streets. */
export type UseStreetAutocompleteResult<T extends StreetSuggestion> = DebouncedAutocompleteResult<T>;

/**
 * Suggests Belgian or German streets of a chosen postal area as a person types the street name, with the guarantees
 * of `useHouseNumberAutocomplete`. The streets of another municipality, city or postcode are never kept while the
 * next load. A `null` postcode searches the whole municipality or city; a street over two postcodes comes once per
 * postcode, and its `postcode` is the one the house-number step asks with.
 *
 * @example
 * ```tsx
 * const { data: streets = [] } = useStreetAutocomplete({
 *   country: 'BE', municipalityNisCode: 11002, postcode: 2610, streetName: typed,
 * });
 * ```
 */
export function useStreetAutocomplete<P extends StreetParams>(
  params: P | null,
  options: UseAutocompleteOptions = {},
): UseStreetAutocompleteResult<StreetSuggestionOf<P>> {
  const { client } = useAddressEntryContext('useStreetAutocomplete');
  const { debounceMs = AUTOCOMPLETE_DEBOUNCE_MS, enabled = true } = options;
  return useDebouncedAutocomplete({
    text: params?.streetName ?? '',
    query: (streetName) => {
      if (params === null) return null;
      const asked = { ...params, streetName };
      return streetParamsProblems(asked).length === 0 ? streetQueryOptions<P>(client, asked) : null;
    },
    scope: JSON.stringify({ ...params, streetName: undefined }),
    enabled,
    idleKey: streetsKey(),
    debounceMs,
  });
}
