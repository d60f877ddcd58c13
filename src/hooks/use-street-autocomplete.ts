import { streetParamsProblems } from '../api/check-params.ts';
import type { StreetParams, StreetSuggestion } from '../api/types.ts';
import { streetsKey } from '../query/address-keys.ts';
import { streetQueryOptions } from '../query/street-query-options.ts';
import type { StreetSuggestionOf } from '../query/suggestion-of.ts';
import { useAddressEntryContext } from './address-entry-context.ts';
import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  useDebouncedAutocomplete,
  type DebouncedAutocompleteResult,
  type UseAutocompleteOptions,
} from './use-debounced-autocomplete.ts';

/** The React Query result of {@link useStreetAutocomplete}; `data` is the list of streets. */
export type UseStreetAutocompleteResult<T extends StreetSuggestion> = DebouncedAutocompleteResult<T>;

/**
 * Suggests Belgian or German streets of a chosen postal area as a person types, debounced.
 * @example const { data = [] } = useStreetAutocomplete({ country: 'DE', cityId, postcode: null, streetName: typed });
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
