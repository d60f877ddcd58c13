import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { AddressRequestInit } from '../api/client.ts';
import type { AddressApiError } from '../api/errors.ts';
import type { DutchAddress } from '../api/types.ts';
import { afterCommit } from './after-commit.ts';
import { ANSWER_STALE_TIME_MS } from './freshness.ts';
import { gcTimeOutsideServer } from './gc-time.ts';
import { retryDelay, retryPolicy } from './retry-policy.ts';

const LOOKUP_STALE_TIME_MS = ANSWER_STALE_TIME_MS;
const LOOKUP_GC_TIME_MS = 24 * 60 * 60 * 1000;

/** Options of a Dutch lookup's query beside its parameters. */
export interface LookupQueryOptions {
  /** The request's whole time limit, instead of the client's `timeoutMs`. Not part of the key. */
  timeoutMs?: number | undefined;
}

/** The query options every Dutch lookup shares: five minutes fresh, a day kept, a transient failure retried once. */
export function lookupQueryOptions(
  queryKey: QueryKey,
  lookUp: (init: AddressRequestInit) => Promise<DutchAddress>,
  { timeoutMs }: LookupQueryOptions = {},
) {
  return queryOptions<DutchAddress, AddressApiError>({
    queryKey,
    queryFn: async ({ signal }) => {
      await afterCommit();
      return lookUp({ signal, timeoutMs });
    },
    staleTime: LOOKUP_STALE_TIME_MS,
    gcTime: gcTimeOutsideServer(LOOKUP_GC_TIME_MS),
    retry: retryPolicy('lookup'),
    retryDelay,
  });
}
