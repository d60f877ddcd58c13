import { skipToken, useQuery, useQueryClient, type Query, type UseQueryResult } from '@tanstack/react-query';
import { houseNumberParamsProblems } from '../api/check-params.ts';
import type { AddressApiError } from '../api/errors.ts';
import type {
  BelgianHouseNumberParams,
  BelgianHouseNumberSuggestion,
  GermanHouseNumberParams,
  GermanHouseNumberSuggestion,
  HouseNumberParams,
  HouseNumberSuggestion,
} from '../api/types.ts';
import { isPossibleHouseNumberText } from '../address/house-number-text.ts';
import { addressKeys } from '../query/address-keys.ts';
import { houseNumberQueryOptions } from '../query/house-number-query-options.ts';
import { useAddressEntry } from './address-entry-context.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/** Options of {@link useHouseNumberAutocomplete}. */
export interface UseHouseNumberAutocompleteOptions {
  /** Wait until the typed house number stays unchanged this long before asking. @default 150 */
  debounceMs?: number;
  /** Set to `false` to ask nothing. @default true */
  enabled?: boolean;
}

/** The React Query result of {@link useHouseNumberAutocomplete}; `data` is the suggestion list. */
export type UseHouseNumberAutocompleteResult<S extends HouseNumberSuggestion> = UseQueryResult<S[], AddressApiError> & {
  /** The typed house number has not settled yet: a request follows unless its answer is cached. */
  isDebouncing: boolean;
};

/** Everything but the house number: suggestions of another street (or language, or mode) are never kept. */
const streetOf = (p: HouseNumberParams): string =>
  JSON.stringify({ ...addressKeys.houseNumber(p)[2], houseNumber: undefined });

function isSendable(params: HouseNumberParams | null): params is HouseNumberParams {
  return params !== null && isPossibleHouseNumberText(params.houseNumber) && houseNumberParamsProblems(params).length === 0;
}

/**
 * Suggests Belgian or German house numbers as a person types. The typed number is debounced; the previous
 * suggestions stay while the next load (`isPlaceholderData`); a superseded request is aborted; an answer to an older
 * input never replaces a newer one; a number typed again comes from the cache. Empty or impossible text
 * (`#3`, `bus 3`) asks nothing.
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
  options?: UseHouseNumberAutocompleteOptions,
): UseHouseNumberAutocompleteResult<BelgianHouseNumberSuggestion>;
export function useHouseNumberAutocomplete(
  params: GermanHouseNumberParams | null,
  options?: UseHouseNumberAutocompleteOptions,
): UseHouseNumberAutocompleteResult<GermanHouseNumberSuggestion>;
export function useHouseNumberAutocomplete(
  params: HouseNumberParams | null,
  options?: UseHouseNumberAutocompleteOptions,
): UseHouseNumberAutocompleteResult<HouseNumberSuggestion>;
export function useHouseNumberAutocomplete(
  params: HouseNumberParams | null,
  options: UseHouseNumberAutocompleteOptions = {},
): UseHouseNumberAutocompleteResult<HouseNumberSuggestion> {
  const { client } = useAddressEntry('useHouseNumberAutocomplete');
  const queryClient = useQueryClient();
  const { debounceMs = 150, enabled = true } = options;
  const typed = params?.houseNumber ?? '';
  const sendable = enabled && isSendable(params);
  // The key follows what is typed now; the debounce only holds back sending. So a request for text typed over is
  // aborted at once (its query loses its observer), and text typed again shows its cached answer without waiting.
  // The request leaves in the debounce timer's own task; the render that follows finds it under way and observes it,
  // instead of starting it a render (and now and then a frame) later.
  const isDebouncing =
    useDebouncedValue(typed, debounceMs, () => {
      // prefetchQuery, not query(): the peer range starts at React Query 5.0, which has no query() yet.
      // eslint-disable-next-line @typescript-eslint/no-deprecated
      if (sendable) void queryClient.prefetchQuery(houseNumberQueryOptions(client, params));
    }) !== typed;
  const street = params === null ? '' : streetOf(params);

  const query = useQuery<HouseNumberSuggestion[], AddressApiError>(
    params === null
      ? { queryKey: addressKeys.houseNumbers(), queryFn: skipToken }
      : {
          ...houseNumberQueryOptions(client, params),
          ...(sendable && !isDebouncing ? {} : { queryFn: skipToken }),
          // Keep the last suggestions of the same street while the next load; never those of another street.
          placeholderData: (previous: HouseNumberSuggestion[] | undefined, previousQuery?: Query<HouseNumberSuggestion[], AddressApiError>) => {
            const previousParams = previousQuery?.queryKey[2] as HouseNumberParams | undefined;
            return sendable && previousParams !== undefined && streetOf(previousParams) === street ? previous : undefined;
          },
        },
  );

  return Object.assign(query, { isDebouncing: isDebouncing && sendable });
}
