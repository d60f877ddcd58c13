import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { AddressApiError } from '../api/errors.ts';
import { afterCommit } from './after-commit.ts';
import { ANSWER_STALE_TIME_MS } from './freshness.ts';
import { AUTOCOMPLETE_RETRIES } from './retry-policy.ts';

const AUTOCOMPLETE_STALE_TIME_MS = ANSWER_STALE_TIME_MS;

/** The query options every autocomplete shares: five minutes fresh, no retry. */
export function autocompleteQueryOptions<T>(queryKey: QueryKey, fetchList: (signal: AbortSignal) => Promise<T[]>) {
  return queryOptions<T[], AddressApiError>({
    queryKey,
    queryFn: async ({ signal }) => {
      await afterCommit();
      return fetchList(signal);
    },
    staleTime: AUTOCOMPLETE_STALE_TIME_MS,
    retry: AUTOCOMPLETE_RETRIES,
  });
}

/** The query options of one autocomplete request: `data` is the list of `T`, `error` an `AddressApiError`. */
export type AutocompleteQueryOptions<T> = ReturnType<typeof autocompleteQueryOptions<T>>;
