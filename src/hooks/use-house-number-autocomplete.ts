import { houseNumberParamsProblems } from '../api/check-params.ts';
import type { HouseNumberParams, HouseNumberSuggestion } from '../api/types.ts';
import { isPossibleHouseNumberText } from '../address/house-number-text.ts';
import { houseNumbersKey } from '../query/address-keys.ts';
import { houseNumberQueryOptions } from '../query/house-number-query-options.ts';
import type { HouseNumberSuggestionOf } from '../query/suggestion-of.ts';
import { useAddressEntryContext } from './address-entry-context.ts';
import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  useDebouncedAutocomplete,
  type DebouncedAutocompleteResult,
  type UseAutocompleteOptions,
} from './use-debounced-autocomplete.ts';

/** The React Query result of {@link useHouseNumberAutocomplete}; `data` is the list of the parameters' country. */
export type UseHouseNumberAutocompleteResult<S extends HouseNumberSuggestion> = DebouncedAutocompleteResult<S>;

function isSendable(params: HouseNumberParams): boolean {
  return isPossibleHouseNumberText(params.houseNumber) && houseNumberParamsProblems(params).length === 0;
}

/**
 * Suggests Belgian or German house numbers of a street as a person types, debounced.
 * @example
 * const { data: suggestions = [] } = useHouseNumberAutocomplete({ country: 'DE', cityId: null, streetId: 1817,
 *   postcode: '01219', validation: 'none', houseNumber: typed });
 */
export function useHouseNumberAutocomplete<P extends HouseNumberParams>(
  params: P | null,
  options: UseAutocompleteOptions = {},
): UseHouseNumberAutocompleteResult<HouseNumberSuggestionOf<P>> {
  const { client } = useAddressEntryContext('useHouseNumberAutocomplete');
  const { debounceMs = AUTOCOMPLETE_DEBOUNCE_MS, enabled = true } = options;
  return useDebouncedAutocomplete({
    text: params?.houseNumber ?? '',
    query: (houseNumber) => {
      if (params === null) return null;
      const asked = { ...params, houseNumber };
      return isSendable(asked) ? houseNumberQueryOptions<P>(client, asked) : null;
    },
    scope: JSON.stringify({ ...params, houseNumber: undefined }),
    enabled,
    idleKey: houseNumbersKey(),
    debounceMs,
  });
}
