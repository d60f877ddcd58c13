import { houseNumberParamsProblems } from '../api/check-params.ts';
import type {
  BelgianHouseNumberParams,
  BelgianHouseNumberSuggestion,
  GermanHouseNumberParams,
  GermanHouseNumberSuggestion,
  HouseNumberParams,
  HouseNumberSuggestion,
} from '../api/types.ts';
import { isPossibleHouseNumberText } from '../address/house-number-text.ts';
import { houseNumbersKey } from '../query/address-keys.ts';
import { houseNumberQueryOptions } from '../query/house-number-query-options.ts';
import { useAddressEntryContext } from './address-entry-context.ts';
import { useDebouncedAutocomplete, type DebouncedAutocompleteResult, type UseAutocompleteOptions } from './use-debounced-autocomplete.ts';

/** The React Query result of {@link useHouseNumberAutocomplete}; `data` is the suggestion list. */
export type UseHouseNumberAutocompleteResult<S extends HouseNumberSuggestion> = DebouncedAutocompleteResult<S>;

function isSendable(params: HouseNumberParams | null): params is HouseNumberParams {
  return params !== null && isPossibleHouseNumberText(params.houseNumber) && houseNumberParamsProblems(params).length === 0;
}

/**
 * Suggests Belgian or German house numbers as a person types. The typed number is debounced; the previous
 * suggestions stay while the next load (`isPlaceholderData`); a superseded request is aborted; an answer to an older
 * input never replaces a newer one; a number typed again comes from the cache; the cache keeps one entry per settled
 * number, not one per keystroke. Empty or impossible text (`#3`, `bus 3`) asks nothing.
 *
 * @example
 * ```tsx
 * const { data: suggestions = [], isFetching } = useHouseNumberAutocomplete({
 *   country: 'BE', municipalityNisCode: 11002, streetId: 824, postcode: 2610,
 *   language: 'nl', validation: 'none', houseNumber: typed,
 * });
 * ```
 */
export function useHouseNumberAutocomplete(
  params: BelgianHouseNumberParams | null,
  options?: UseAutocompleteOptions,
): UseHouseNumberAutocompleteResult<BelgianHouseNumberSuggestion>;
export function useHouseNumberAutocomplete(
  params: GermanHouseNumberParams | null,
  options?: UseAutocompleteOptions,
): UseHouseNumberAutocompleteResult<GermanHouseNumberSuggestion>;
export function useHouseNumberAutocomplete(
  params: HouseNumberParams | null,
  options?: UseAutocompleteOptions,
): UseHouseNumberAutocompleteResult<HouseNumberSuggestion>;
export function useHouseNumberAutocomplete(
  params: HouseNumberParams | null,
  options: UseAutocompleteOptions = {},
): UseHouseNumberAutocompleteResult<HouseNumberSuggestion> {
  const { client } = useAddressEntryContext('useHouseNumberAutocomplete');
  const { debounceMs = 150, enabled = true } = options;
  return useDebouncedAutocomplete({
    params,
    typedField: 'houseNumber',
    enabled,
    sendable: isSendable(params),
    query: (p) => houseNumberQueryOptions(client, p),
    idleKey: houseNumbersKey(),
    debounceMs,
  });
}
