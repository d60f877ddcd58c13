import { queryOptions } from '@tanstack/react-query';
import type { AddressClient } from '../api/client.ts';
import type { AddressApiError } from '../api/errors.ts';
import type { DutchAddress, PostcodeAddressParams } from '../api/types.ts';
import { addressKeys } from './address-keys.ts';
import { afterCommit } from './after-commit.ts';
import { retryDelay, retryPolicy } from './retry-policy.ts';

/** As the exact lookup: an address stays fresh for an hour and in memory for a day. */
const STALE_TIME_MS = 60 * 60 * 1000;
const GC_TIME_MS = 24 * 60 * 60 * 1000;

/**
 * The query of one Dutch postcode lookup, for `useQuery`, `queryClient.query` (or the older `prefetchQuery` and
 * `ensureQueryData`), `setQueryData` and route loaders. `2012 es` and `2012ES` share one key and one request.
 *
 * @example
 * ```ts
 * const address = await queryClient.query(postcodeAddressQueryOptions(client, { postcode: '2012 es', houseNumber: 30 }));
 * address.street; // 'Julianastraat'
 * ```
 */
export function postcodeAddressQueryOptions(client: AddressClient, params: PostcodeAddressParams) {
  return queryOptions<DutchAddress, AddressApiError>({
    queryKey: addressKeys.postcodeAddress(params),
    queryFn: async ({ signal }) => {
      await afterCommit();
      return client.lookupPostcode(params, { signal });
    },
    staleTime: STALE_TIME_MS,
    gcTime: GC_TIME_MS,
    retry: retryPolicy('lookup'),
    retryDelay,
  });
}
