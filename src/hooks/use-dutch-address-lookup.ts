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
   * Give up after this many milliseconds (kind `timeout`) and do not retry, so a form can offer manual entry at once.
   * @default the client's own limit, and the lookup retry policy
   */
  interactiveTimeoutMs?: number;
}

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

export interface DutchAddressLookupConfig<P extends { houseNumberAddition?: string }> {
  caller: string;
  problems: (params: P) => string[];
  queryOptions: (
    client: AddressClient,
    params: P,
    options: LookupQueryOptions,
  ) => Omit<UseQueryOptions<DutchAddress, AddressApiError>, 'queryKey'> & { queryKey: QueryKey };
  /** The family's general key, observed (never fetched) for `null` parameters. */
  idleKey: () => QueryKey;
}

const NO_ADDITIONS: string[] = [];

/** The lookup shared by `useExactAddress` and `usePostcodeAddress` (docs/reference/hooks.mdx). */
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
  // Assigned, not spread: spreading would read every property and defeat React Query's tracked properties.
  return Object.assign(result, {
    isDebouncing: isDebouncing && sendable,
    address: data,
    additionNotFound: hadAddition && data?.houseNumberAddition === null,
    additionRequired: !hadAddition && data?.houseNumberAddition === null,
    additions: data?.houseNumberAdditions ?? NO_ADDITIONS,
    cityCandidates: error?.kind === 'city-not-unique' ? (error.candidates ?? []) : null,
  });
}
