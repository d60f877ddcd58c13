import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { AddressApiError } from '../api/errors.ts';
import { afterCommit } from './after-commit.ts';
import { ANSWER_STALE_TIME_MS } from './freshness.ts';
import { AUTOCOMPLETE_RETRIES } from './retry-policy.ts';

/** Suggestions stay fresh for five minutes (their tokens expire: see `ANSWER_STALE_TIME_MS`), so retyping costs nothing. */
const AUTOCOMPLETE_STALE_TIME_MS = ANSWER_STALE_TIME_MS;

/**
 * The query options every autocomplete shares: the key, a query function that yields once (so StrictMode's
 * simulated unmount sends nothing) and passes React Query's `signal` on, five minutes of freshness, no retry.
 */
export function autocompleteQueryOptions<T>(queryKey: QueryKey, fetchList: (signal: AbortSignal) => Promise<T[]>) {
  return queryOptions<T[], AddressApiError>({
    queryKey,
    queryFn: async ({ signal }) => {
      await afterCommit();
      return fetchList(signal);
    },
    staleTime: AUTOCOMPLETE_STALE_TIME_MS,
    // The policy's count for autocomplete, without its checks: with no retry at all there is nothing to check.
    retry: AUTOCOMPLETE_RETRIES,
  });
}

/**
 * The query options of one autocomplete request (`houseNumberQueryOptions`, `streetQueryOptions`,
 * `postalAreaQueryOptions`): `data` is the list of `T`, `error` an `AddressApiError`.
 */
export type AutocompleteQueryOptions<T> = ReturnType<typeof autocompleteQueryOptions<T>>;
