import type { AddressClient } from '../api/client.ts';
import type { ExactAddressParams } from '../api/types.ts';
import { exactKey } from './address-keys.ts';
import { lookupQueryOptions, type LookupQueryOptions } from './lookup-query-options.ts';

/**
 * The query of one Dutch exact lookup, for `useQuery`, `queryClient.query`, `setQueryData` and route loaders.
 * @example useQuery(exactAddressQueryOptions(client, { city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 }));
 */
export function exactAddressQueryOptions(
  client: AddressClient,
  params: ExactAddressParams,
  options?: LookupQueryOptions,
) {
  return lookupQueryOptions(exactKey(params), (init) => client.matchExact(params, init), options);
}
