import type { AddressClient } from '../api/client.ts';
import type { PostcodeAddressParams } from '../api/types.ts';
import { postcodeAddressKey } from './address-keys.ts';
import { lookupQueryOptions, type LookupQueryOptions } from './lookup-query-options.ts';

/**
 * The query of one Dutch postcode lookup, for `useQuery`, `queryClient.query` (or the older `prefetchQuery` and
 * `ensureQueryData`), `setQueryData` and route loaders. `2012 es` and `2012ES` share one key and one request. As the
 * exact lookup: fresh for an hour, kept a day, a transient failure retried once; `options.timeoutMs` limits the request's time.
 *
 * @example
 * ```ts
 * const address = await queryClient.query(postcodeAddressQueryOptions(client, { postcode: '2012 es', houseNumber: 30 }));
 * address.street; // 'Julianastraat'
 * ```
 */
export function postcodeAddressQueryOptions(client: AddressClient, params: PostcodeAddressParams, options?: LookupQueryOptions) {
  return lookupQueryOptions(postcodeAddressKey(params), (init) => client.lookupPostcode(params, init), options);
}
