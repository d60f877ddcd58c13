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
 * Looks up a Dutch address by postcode and house number through React Query, the way Dutch shoppers enter it.
 * The postcode may be typed with a space and in lower case (`2012 es`); `null` parameters, or parameters that fail
 * the input checks (a postcode that is not four digits and two letters, SA, SD and SS excluded), look nothing up.
 *
 * @example
 * ```tsx
 * const { address, additionRequired, additions } = usePostcodeAddress(
 *   { postcode: '1011 ae', houseNumber: 36 },
 *   { debounceMs: 750 },
 * );
 * // address.street === 'Oudezijds Kolk', additionRequired === true, additions === ['B']
 * ```
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
