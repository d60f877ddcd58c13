import type { AddressClient } from '../api/client.ts';
import type { PostcodeAddressParams } from '../api/types.ts';
import { postcodeAddressKey } from './address-keys.ts';
import { lookupQueryOptions } from './lookup-query-options.ts';

/**
 * The query of one Dutch postcode lookup, for `useQuery`, `queryClient.query` (or the older `prefetchQuery` and
 * `ensureQueryData`), `setQueryData` and route loaders. `2012 es` and `2012ES` share one key and one request. As the
 * exact lookup: fresh for an hour, kept a day, a transient failure retried once.
 *
 * @example
 * ```ts
 * const address = await queryClient.query(postcodeAddressQueryOptions(client, { postcode: '2012 es', houseNumber: 30 }));
 * address.street; // 'Julianastraat'
 * ```
 */
export function postcodeAddressQueryOptions(client: AddressClient, params: PostcodeAddressParams) {
  return lookupQueryOptions(postcodeAddressKey(params), (signal) => client.lookupPostcode(params, { signal }));
}
