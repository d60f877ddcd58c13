import { exactParamsProblems } from '../api/check-params.ts';
import type { ExactAddressParams } from '../api/types.ts';
import { exactLookupsKey } from '../query/address-keys.ts';
import { exactAddressQueryOptions } from '../query/exact-address-query-options.ts';
import {
  useDutchAddressLookup,
  type DutchAddressLookupOptions,
  type DutchAddressLookupResult,
} from './use-dutch-address-lookup.ts';

/** Options of {@link useExactAddress}. */
export type UseExactAddressOptions = DutchAddressLookupOptions;

/** The React Query result of {@link useExactAddress}, with what a form needs read out of it. */
export type UseExactAddressResult = DutchAddressLookupResult;

/**
 * Looks up a Dutch address by city, street and house number; `null` or invalid parameters look nothing up.
 * @example const { address } = useExactAddress({ city: 'Enschede', street: 'Lasondersingel', houseNumber: 129 });
 */
export function useExactAddress(
  params: ExactAddressParams | null,
  options: UseExactAddressOptions = {},
): UseExactAddressResult {
  return useDutchAddressLookup(params, options, {
    caller: 'useExactAddress',
    problems: exactParamsProblems,
    queryOptions: exactAddressQueryOptions,
    idleKey: exactLookupsKey,
  });
}
