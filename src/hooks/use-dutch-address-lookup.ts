import { skipToken, useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { isAbsentAddition } from '../api/check-params.ts';
import type { AddressClient } from '../api/client.ts';
import type { AddressApiError } from '../api/errors.ts';
import type { DutchAddress } from '../api/types.ts';
import type { LookupQueryOptions } from '../query/lookup-query-options.ts';
import { useAddressEntryContext } from './address-entry-context.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/** Options of the Dutch lookup hooks ({@link useDutchAddressLookup}'s callers). */
export interface DutchAddressLookupOptions {
  /** Wait until the parameters stay unchanged this long before looking up. @default 0 */
  debounceMs?: number;
  /** Set to `false` to look nothing up. @default true */
  enabled?: boolean;
  /**
   * For a person waiting at a form: give up after this many milliseconds (kind `timeout`) and try no slower retry,
   * so the form can offer a way on at once. @default the client's own limit, and the lookup retry policy
   */
  interactiveTimeoutMs?: number;
}

/** The React Query result of a Dutch lookup, with what a form needs read out of it. */
export type DutchAddressLookupResult = UseQueryResult<DutchAddress, AddressApiError> & {
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

/** How one Dutch lookup (exact, postcode) plugs into {@link useDutchAddressLookup}. */
export interface DutchAddressLookupConfig<P extends { houseNumberAddition?: string }> {
  /** The hook's name, for the provider's error. */
  caller: string;
  /** Why the parameters may not be sent; empty when they may. */
  problems: (params: P) => string[];
  /** The query options of some parameters, with the request's time limit (`undefined`: the client's). */
  queryOptions: (
    client: AddressClient,
    params: P,
    options: LookupQueryOptions,
  ) => Omit<UseQueryOptions<DutchAddress, AddressApiError>, 'queryKey'> & { queryKey: QueryKey };
  /** The family's general key, observed (never fetched) for `null` parameters. */
  idleKey: () => QueryKey;
}

const NO_ADDITIONS: string[] = [];

/**
 * The lookup behaviour shared by `useExactAddress` and `usePostcodeAddress`. The key follows the parameters now, so a
 * corrected input clears the old answer at once and aborts its request; the debounce only holds back sending. An
 * entry that is only observed, never fetched (while the input settles, or is invalid), is dropped as soon as
 * nobody observes it, instead of staying as long as an answer would.
 *
 * @example
 * ```ts
 * return useDutchAddressLookup(params, options, { caller: 'useExactAddress', problems: exactParamsProblems,
 *   queryOptions: exactAddressQueryOptions, idleKey: exactLookupsKey });
 * ```
 */
export function useDutchAddressLookup<P extends { houseNumberAddition?: string }>(
  params: P | null,
  options: DutchAddressLookupOptions,
  { caller, problems, queryOptions, idleKey }: DutchAddressLookupConfig<P>,
): DutchAddressLookupResult {
  const { client } = useAddressEntryContext(caller);
  const { debounceMs = 0, enabled = true, interactiveTimeoutMs } = options;
  const asked = params === null ? undefined : queryOptions(client, params, { timeoutMs: interactiveTimeoutMs });
  // A form that sets a short time limit would rather offer manual entry than wait for a retry.
  const lookup = asked === undefined || interactiveTimeoutMs === undefined ? asked : { ...asked, retry: false };
  // The debounce compares the key's JSON: a params object made anew on each render does not restart the wait.
  const typed = lookup === undefined ? null : JSON.stringify(lookup.queryKey);
  const isDebouncing = useDebouncedValue(typed, debounceMs) !== typed;
  const sendable = enabled && params !== null && problems(params).length === 0;
  const unfetched = { queryFn: skipToken, gcTime: 0 } as const;

  const result = useQuery<DutchAddress, AddressApiError>(
    lookup === undefined
      ? { queryKey: idleKey(), ...unfetched }
      : { ...lookup, ...(sendable && !isDebouncing ? {} : unfetched) },
  );

  const { data, error } = result;
  const hadAddition = params !== null && !isAbsentAddition(params.houseNumberAddition);
  // Added to React Query's own result object rather than spread into a new one: spreading would read every
  // property and defeat React Query's tracking of the properties a component actually uses.
  return Object.assign(result, {
    isDebouncing: isDebouncing && sendable,
    address: data,
    additionNotFound: hadAddition && data?.houseNumberAddition === null,
    additionRequired: !hadAddition && data?.houseNumberAddition === null,
    additions: data?.houseNumberAdditions ?? NO_ADDITIONS,
    cityCandidates: error?.kind === 'city-not-unique' ? (error.candidates ?? []) : null,
  });
}
