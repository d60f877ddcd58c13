import type { AddressClient } from '../api/client.ts';
import type { PostcodeAddressParams } from '../api/types.ts';
import { postcodeAddressKey } from './address-keys.ts';
import { lookupQueryOptions, type LookupQueryOptions } from './lookup-query-options.ts';

/**
 * The query of one Dutch postcode lookup, for `useQuery`, `queryClient.query`, `setQueryData` and route loaders.
 * @example queryClient.query(postcodeAddressQueryOptions(client, { postcode: '2012 es', houseNumber: 30 }));
 */
export function postcodeAddressQueryOptions(
  client: AddressClient,
  params: PostcodeAddressParams,
  options?: LookupQueryOptions,
) {
  return lookupQueryOptions(postcodeAddressKey(params), (init) => client.lookupPostcode(params, init), options);
}
