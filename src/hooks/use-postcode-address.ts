import { postcodeAddressParamsProblems } from '../api/check-params.ts';
import type { PostcodeAddressParams } from '../api/types.ts';
import { postcodeAddressesKey } from '../query/address-keys.ts';
import { postcodeAddressQueryOptions } from '../query/postcode-address-query-options.ts';
import {
  useDutchAddressLookup,
  type DutchAddressLookupOptions,
  type DutchAddressLookupResult,
} from './use-dutch-address-lookup.ts';

/** Options of {@link usePostcodeAddress}. */
export type UsePostcodeAddressOptions = DutchAddressLookupOptions;

/** The React Query result of {@link usePostcodeAddress}: as `useExactAddress`'s (`cityCandidates` is always `null`). */
export type UsePostcodeAddressResult = DutchAddressLookupResult;

/**
 * Looks up a Dutch address by postcode and house number; `null` or invalid parameters look nothing up.
 * @example const { address, additions } = usePostcodeAddress({ postcode: '1011 ae', houseNumber: 36 });
 */
export function usePostcodeAddress(
  params: PostcodeAddressParams | null,
  options: UsePostcodeAddressOptions = {},
): UsePostcodeAddressResult {
  return useDutchAddressLookup(params, options, {
    caller: 'usePostcodeAddress',
    problems: postcodeAddressParamsProblems,
    queryOptions: postcodeAddressQueryOptions,
    idleKey: postcodeAddressesKey,
  });
}
