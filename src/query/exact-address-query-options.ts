import { queryOptions } from '@tanstack/react-query';
import type { AddressClient } from '../api/client.ts';
import type { AddressApiError } from '../api/errors.ts';
import type { DutchAddress, ExactAddressParams } from '../api/types.ts';
import { addressKeys } from './address-keys.ts';
import { afterCommit } from './after-commit.ts';
import { gcTimeOutsideServer } from './gc-time.ts';
import { retryDelay, retryPolicy } from './retry-policy.ts';

/** Addresses change rarely: an answer stays fresh for an hour and in memory for a day. */
const STALE_TIME_MS = 60 * 60 * 1000;
const GC_TIME_MS = 24 * 60 * 60 * 1000;

/**
 * The query of one Dutch exact lookup, for `useQuery`, `queryClient.query` (or the older `prefetchQuery` and
 * `ensureQueryData`), `setQueryData` and route loaders. React Query's `signal` reaches the client, so a superseded
 * lookup is aborted.
 *
 * @example
 * ```ts
 * // In a route loader: the page then renders the address without a request.
 * await queryClient.query(exactAddressQueryOptions(client, { city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 }));
 * ```
 */
export function exactAddressQueryOptions(client: AddressClient, params: ExactAddressParams) {
  return queryOptions<DutchAddress, AddressApiError>({
    queryKey: addressKeys.exact(params),
    queryFn: async ({ signal }) => {
      await afterCommit();
      return client.matchExact(params, { signal });
    },
    staleTime: STALE_TIME_MS,
    gcTime: gcTimeOutsideServer(GC_TIME_MS),
    retry: retryPolicy('lookup'),
    retryDelay,
  });
}
