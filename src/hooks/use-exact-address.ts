import { skipToken, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { exactParamsProblems, isAbsentAddition } from '../api/check-params.ts';
import type { AddressApiError } from '../api/errors.ts';
import type { DutchAddress, ExactAddressParams } from '../api/types.ts';
import { addressKeys } from '../query/address-keys.ts';
import { exactAddressQueryOptions } from '../query/exact-address-query-options.ts';
import { useAddressEntry } from './address-entry-context.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/** Options of {@link useExactAddress}. */
export interface UseExactAddressOptions {
  /** Wait until the parameters stay unchanged this long before looking up. @default 0 */
  debounceMs?: number;
  /** Set to `false` to look nothing up. @default true */
  enabled?: boolean;
}

/** The React Query result of {@link useExactAddress}, with what a form needs read out of it. */
export type UseExactAddressResult = UseQueryResult<DutchAddress, AddressApiError> & {
  /** The parameters have not settled yet: a lookup follows unless its answer is cached. */
  isDebouncing: boolean;
  /** The address found, or `undefined`. */
  address: DutchAddress | undefined;
  /** The request had an addition and the service answered `houseNumberAddition: null`: that addition does not exist. */
  additionNotFound: boolean;
  /** The request had no addition, but the address exists only with one: a choice from `additions` is needed. */
  additionRequired: boolean;
  /** The additions that exist for the postcode and house number (`""` is "none"); empty without an answer. */
  additions: string[];
  /** On a 409, the suffixed city names to choose from (empty when none could be read); `null` otherwise. */
  cityCandidates: string[] | null;
};

const NO_ADDITIONS: string[] = [];

/**
 * Looks up a Dutch address with `Address.matchExact` through React Query. `null` parameters, or parameters that
 * fail the input checks, look nothing up.
 *
 * @example
 * ```tsx
 * const { address, cityCandidates, additionNotFound, additions } = useExactAddress(
 *   { city: 'Enschede', street: 'Lasondersingel', houseNumber: 129, houseNumberAddition: 'B' },
 *   { debounceMs: 400 },
 * );
 * // address.postcode === '7514BP', additionNotFound === true, additions === ['', 'A']
 * ```
 */
export function useExactAddress(
  params: ExactAddressParams | null,
  options: UseExactAddressOptions = {},
): UseExactAddressResult {
  const { client } = useAddressEntry('useExactAddress');
  const { debounceMs = 0, enabled = true } = options;
  // The key follows the parameters now, so a corrected input clears the old answer at once and aborts its request;
  // the debounce only holds back sending. It compares the key's JSON: a params object made anew on each render
  // does not restart the wait.
  const typed = params === null ? null : JSON.stringify(addressKeys.exact(params)[2]);
  const isDebouncing = useDebouncedValue(typed, debounceMs) !== typed;
  const sendable = enabled && params !== null && exactParamsProblems(params).length === 0;

  const query = useQuery<DutchAddress, AddressApiError>(
    params === null
      ? { queryKey: addressKeys.exactLookups(), queryFn: skipToken }
      : { ...exactAddressQueryOptions(client, params), ...(sendable && !isDebouncing ? {} : { queryFn: skipToken }) },
  );

  const { data, error } = query;
  const hadAddition = params !== null && !isAbsentAddition(params.houseNumberAddition);
  // Added to React Query's own result object rather than spread into a new one: spreading would read every
  // property and defeat React Query's tracking of the properties a component actually uses.
  return Object.assign(query, {
    isDebouncing: isDebouncing && sendable,
    address: data,
    additionNotFound: hadAddition && data?.houseNumberAddition === null,
    additionRequired: !hadAddition && data?.houseNumberAddition === null,
    additions: data?.houseNumberAdditions ?? NO_ADDITIONS,
    cityCandidates: error?.kind === 'city-not-unique' ? (error.candidates ?? []) : null,
  });
}
