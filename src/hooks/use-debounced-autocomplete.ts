import { skipToken, useQuery, useQueryClient, type Query, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { AddressApiError } from '../api/errors.ts';
import type { AutocompleteQueryOptions } from '../query/autocomplete-query-options.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/** Options of the autocomplete hooks: `useHouseNumberAutocomplete`, `usePostalAreaAutocomplete` and `useStreetAutocomplete`. */
/** How long a typed text stays unchanged before an autocomplete asks, by default: every hook and combobox reads it. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 150;

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

/**
 * The query of one autocomplete step for a typed text: the query options of that text, or `null` when there is
 * nothing to ask (no context chosen yet, or a text that fails the input checks).
 */
export type StepQuery<T> = (text: string) => AutocompleteQueryOptions<T> | null;

/** What {@link useDebouncedAutocomplete} runs: a typed text and the query of each text. */
export interface DebouncedAutocompleteConfig<T> {
  /** The text the person types (a house number, a street name, a postal area). */
  text: string;
  /** The query options of a text, `null` for "nothing to ask". */
  query: StepQuery<T>;
  /**
   * What the answers belong to besides the text (the street, municipality, language, mode): an answer of another
   * scope is never kept while the next one loads.
   */
  scope: string;
  /**
   * `false` sends nothing, but still shows what the cache holds for the text (a field whose text is a choice
   * already made asks nothing about it, and can still show its list).
   */
  enabled: boolean;
  /** The family's general key: observed, never fetched, while there is no settled or cached text to show. */
  idleKey: QueryKey;
  /** How long the typed text must stay unchanged before it is sent. */
  debounceMs: number;
}

/**
 * The debounced autocomplete query shared by the house-number, street and postal-area hooks and by the combobox core.
 *
 * - The typed text is debounced; the request leaves in the debounce timer's own task (`prefetchQuery`), and the
 *   render that follows observes it under way.
 * - While the text settles, the hook observes the family's idle key (never fetched) unless the text's answer is
 *   cached, which then shows at once. So the cache gets one entry per settled text, not per keystroke, and a request
 *   for text typed over loses its observer and is aborted at once.
 * - The previous list stays (`isPlaceholderData`) while the next one settles or loads, but never one of another
 *   scope (street, municipality, language, mode), and none once there is nothing to ask.
 *
 * @example
 * ```ts
 * return useDebouncedAutocomplete({
 *   text: streetName, scope: String(municipalityNisCode), enabled: true, debounceMs: 150, idleKey: streetsKey(),
 *   query: (text) => streetQueryOptions(client, { country: 'BE', municipalityNisCode, postcode, streetName: text }),
 * });
 * ```
 */
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

  // The scope each observed query was asked in: a list of another scope is never kept as a placeholder.
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
    const observed = queryClient.getQueryCache().find<T[], AddressApiError>({ queryKey: options.queryKey, exact: true });
    if (observed !== undefined && !scopes.has(observed)) scopes.set(observed, scope);
  }
  return Object.assign(result, { isDebouncing: isDebouncing && options !== null && enabled });
}
