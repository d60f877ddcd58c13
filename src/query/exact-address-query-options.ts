import type { AddressClient } from '../api/client.ts';
import type { ExactAddressParams } from '../api/types.ts';
import { exactKey } from './address-keys.ts';
import { lookupQueryOptions, type LookupQueryOptions } from './lookup-query-options.ts';

/**
 * The query of one Dutch exact lookup, for `useQuery`, `queryClient.query` (or the older `prefetchQuery` and
 * `ensureQueryData`), `setQueryData` and route loaders. React Query's `signal` reaches the client, so a superseded
 * lookup is aborted. `options.timeoutMs` limits the request's time instead of the client's `timeoutMs`.
 *
 * @example
 * ```ts
 * // In a route loader: the page then renders the address without a request.
 * await queryClient.query(exactAddressQueryOptions(client, { city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 }));
 * ```
 */
export function exactAddressQueryOptions(client: AddressClient, params: ExactAddressParams, options?: LookupQueryOptions) {
  return lookupQueryOptions(exactKey(params), (init) => client.matchExact(params, init), options);
}
