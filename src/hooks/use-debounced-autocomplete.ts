import {
  skipToken,
  useQuery,
  useQueryClient,
  type Query,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { AddressApiError } from '../api/errors.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/** Options of the autocomplete hooks: `useHouseNumberAutocomplete`, `usePostalAreaAutocomplete` and `useStreetAutocomplete`. */
export interface UseAutocompleteOptions {
  /** Wait until the typed text stays unchanged this long before asking. @default 150 */
  debounceMs?: number;
  /** Set to `false` to ask nothing (what the cache already holds for the parameters still shows). @default true */
  enabled?: boolean;
}

/** What every autocomplete hook returns: React Query's result (`data` is the list) and whether the text is settling. */
export type DebouncedAutocompleteResult<T> = UseQueryResult<T[], AddressApiError> & {
  /** The typed text has not settled yet: a request follows unless its answer is cached. */
  isDebouncing: boolean;
};

/** The query options of one autocomplete request, as the `xxxQueryOptions` factories make them. */
type AutocompleteQuery<T, K extends QueryKey> = Omit<UseQueryOptions<T[], AddressApiError, T[], K>, 'queryKey'> & {
  queryKey: K;
};

/** How one autocomplete family plugs into {@link useDebouncedAutocomplete}. */
export interface DebouncedAutocompleteConfig<P extends object, T, K extends QueryKey> {
  /** The request parameters, or `null` for "no request". */
  params: P | null;
  /** The parameter the person types (`houseNumber`, `streetName`, `postalArea`); the others are its context. */
  typedField: keyof P & string;
  /** Whether the parameters pass the input checks. */
  sendable: boolean;
  /**
   * `false` sends nothing, but still shows what the cache holds for the parameters (a field whose text is a choice
   * already made asks nothing about it, and can still show its list).
   */
  enabled: boolean;
  /** The query of some parameters. */
  query: (params: P) => AutocompleteQuery<T, K>;
  /** The family's general key: observed, never fetched, while there is no settled or cached text to show. */
  idleKey: QueryKey;
  /** How long the typed text must stay unchanged before it is sent. */
  debounceMs: number;
}

/** The key's parameters without the typed text: answers of another context are never kept as placeholders. */
const contextOf = (key: QueryKey | undefined, typedField: string): string | undefined => {
  const params = key?.[2];
  return typeof params === 'object' && params !== null ? JSON.stringify({ ...params, [typedField]: undefined }) : undefined;
};

/**
 * The autocomplete behaviour shared by the house-number, street and postal-area hooks.
 *
 * - The typed text is debounced; the request leaves in the debounce timer's own task (`prefetchQuery`), and the
 *   render that follows observes it under way.
 * - While the text settles, the hook observes the family's idle key (never fetched) unless the text's answer is
 *   cached, which then shows at once. So the cache gets one entry per settled text, not per keystroke, and a request
 *   for text typed over loses its observer and is aborted at once.
 * - The previous list stays (`isPlaceholderData`) while the next one settles or loads, but never one of another
 *   context (street, municipality, language, mode), and none once the text cannot be sent.
 *
 * @example
 * ```ts
 * return useDebouncedAutocomplete({
 *   params, typedField: 'streetName', sendable, debounceMs,
 *   query: (p) => streetQueryOptions(client, p), idleKey: addressKeys.streets(),
 * });
 * ```
 */
export function useDebouncedAutocomplete<P extends object, T, K extends QueryKey>(
  config: DebouncedAutocompleteConfig<P, T, K>,
): DebouncedAutocompleteResult<T> {
  const { params, typedField, sendable, enabled, query, idleKey, debounceMs } = config;
  const queryClient = useQueryClient();
  const typedValue = params?.[typedField];
  const typed = typeof typedValue === 'string' ? typedValue : '';
  const isDebouncing =
    useDebouncedValue(typed, debounceMs, () => {
      // prefetchQuery, not query(): the peer range starts at React Query 5.0, which has no query() yet.
      // eslint-disable-next-line @typescript-eslint/no-deprecated
      if (enabled && sendable && params !== null) void queryClient.prefetchQuery(query(params));
    }) !== typed;

  // Seen as options of any key: the query function only ever gets its own options' key, which is a K.
  const options = sendable && params !== null ? (query(params) as unknown as AutocompleteQuery<T, QueryKey>) : undefined;
  const cached = options !== undefined && queryClient.getQueryData(options.queryKey) !== undefined;
  const context = options === undefined ? undefined : contextOf(options.queryKey, typedField);
  // Keep the last list of the same context while the next settles or loads; never one of another context.
  const placeholderData = (previous: T[] | undefined, previousQuery?: Query<T[], AddressApiError>) =>
    context !== undefined && contextOf(previousQuery?.queryKey, typedField) === context ? previous : undefined;

  const result = useQuery<T[], AddressApiError>(
    options !== undefined && ((!isDebouncing && enabled) || cached)
      ? { ...options, ...(isDebouncing || !enabled ? { queryFn: skipToken } : {}), placeholderData }
      : // The idle entry holds no data: it goes as soon as nobody observes it.
        { queryKey: idleKey, queryFn: skipToken, gcTime: 0, placeholderData },
  );
  return Object.assign(result, { isDebouncing: isDebouncing && sendable && enabled });
}
