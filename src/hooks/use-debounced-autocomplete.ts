import {
  skipToken,
  useQuery,
  useQueryClient,
  type Query,
  type QueryKey,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useState } from 'react';
import type { AddressApiError } from '../api/errors.ts';
import type { AutocompleteQueryOptions } from '../query/autocomplete-query-options.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

export const AUTOCOMPLETE_DEBOUNCE_MS = 150;

/** Options of the three autocomplete hooks (house number, postal area, street). */
export interface UseAutocompleteOptions {
  /** Wait until the typed text stays unchanged this long before asking. @default 150 */
  debounceMs?: number;
  /** Set to `false` to ask nothing (what the cache already holds for the parameters still shows). @default true */
  enabled?: boolean;
}

export type DebouncedAutocompleteResult<T> = UseQueryResult<T[], AddressApiError> & {
  /** The typed text has not settled yet: a request follows unless its answer is cached. */
  isDebouncing: boolean;
};

export type StepQuery<T> = (text: string) => AutocompleteQueryOptions<T> | null;

export interface DebouncedAutocompleteConfig<T> {
  text: string;
  /** The query options of a text, `null` for "nothing to ask". */
  query: StepQuery<T>;
  /** What the answers belong to besides the text (street, language…): another scope's list is never kept. */
  scope: string;
  /** `false` sends nothing, but still shows what the cache holds for the text. */
  enabled: boolean;
  /** Observed, never fetched, while there is no settled or cached text to show. */
  idleKey: QueryKey;
  debounceMs: number;
}

/** The debounced query of the three autocomplete hooks and the combobox core (docs/reference/hooks.mdx). */
export function useDebouncedAutocomplete<T>(config: DebouncedAutocompleteConfig<T>): DebouncedAutocompleteResult<T> {
  const { text, query, scope, enabled, idleKey, debounceMs } = config;
  const queryClient = useQueryClient();
  const options = query(text);
  const isDebouncing =
    useDebouncedValue(text, debounceMs, (settled) => {
      const next = query(settled);
      // prefetchQuery, not query(): the peer range starts at React Query 5.0, which has no query() yet.
      // eslint-disable-next-line @typescript-eslint/no-deprecated
      if (enabled && next !== null) void queryClient.prefetchQuery(next);
    }) !== text;

  // The scope each observed query was asked in.
  const [scopes] = useState(() => new WeakMap<object, string>());
  const cached = options !== null && queryClient.getQueryData(options.queryKey) !== undefined;
  const placeholderData = (previous: T[] | undefined, previousQuery?: Query<T[], AddressApiError>) =>
    options !== null && previousQuery !== undefined && scopes.get(previousQuery) === scope ? previous : undefined;

  const result = useQuery<T[], AddressApiError>(
    options !== null && ((!isDebouncing && enabled) || cached)
      ? { ...options, ...(isDebouncing || !enabled ? { queryFn: skipToken } : {}), placeholderData }
      : // The idle entry holds no data: it goes as soon as nobody observes it.
        { queryKey: idleKey, queryFn: skipToken, gcTime: 0, placeholderData },
  );
  if (options !== null) {
    const observed = queryClient
      .getQueryCache()
      .find<T[], AddressApiError>({ queryKey: options.queryKey, exact: true });
    if (observed !== undefined && !scopes.has(observed)) scopes.set(observed, scope);
  }
  return Object.assign(result, { isDebouncing: isDebouncing && options !== null && enabled });
}
