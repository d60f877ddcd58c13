import { postalAreaParamsProblems } from '../api/check-params.ts';
import type { PostalAreaParams, PostalAreaSuggestion } from '../api/types.ts';
import { postalAreasKey } from '../query/address-keys.ts';
import { postalAreaQueryOptions } from '../query/postal-area-query-options.ts';
import type { PostalAreaSuggestionOf } from '../query/suggestion-of.ts';
import { useAddressEntryContext } from './address-entry-context.ts';
import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  useDebouncedAutocomplete,
  type DebouncedAutocompleteResult,
  type UseAutocompleteOptions,
} from './use-debounced-autocomplete.ts';

/** The React Query result of {@link usePostalAreaAutocomplete}; `data` is the list of postal areas. */
export type UsePostalAreaAutocompleteResult<T extends PostalAreaSuggestion> = DebouncedAutocompleteResult<T>;

/**
 * Suggests Belgian or German postal areas (a postcode or the start of a place name) as a person types, debounced.
 * @example const { data: areas = [] } = usePostalAreaAutocomplete({ country: 'BE', postalArea: typed });
 */
export function usePostalAreaAutocomplete<P extends PostalAreaParams>(
  params: P | null,
  options: UseAutocompleteOptions = {},
): UsePostalAreaAutocompleteResult<PostalAreaSuggestionOf<P>> {
  const { client } = useAddressEntryContext('usePostalAreaAutocomplete');
  const { debounceMs = AUTOCOMPLETE_DEBOUNCE_MS, enabled = true } = options;
  return useDebouncedAutocomplete({
    text: params?.postalArea ?? '',
    query: (postalArea) => {
      if (params === null) return null;
      const asked = { ...params, postalArea };
      return postalAreaParamsProblems(asked).length === 0 ? postalAreaQueryOptions<P>(client, asked) : null;
    },
    scope: params?.country ?? '',
    enabled,
    idleKey: postalAreasKey(),
    debounceMs,
  });
}
