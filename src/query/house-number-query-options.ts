import { queryOptions } from '@tanstack/react-query';
import type { AddressClient } from '../api/client.ts';
import type { AddressApiError } from '../api/errors.ts';
import type {
  BelgianHouseNumberParams,
  BelgianHouseNumberSuggestion,
  GermanHouseNumberParams,
  GermanHouseNumberSuggestion,
  HouseNumberParams,
  HouseNumberSuggestion,
} from '../api/types.ts';
import { houseNumberKey } from './address-keys.ts';
import { afterCommit } from './after-commit.ts';
import { ANSWER_STALE_TIME_MS } from './freshness.ts';
import { retryPolicy } from './retry-policy.ts';

/** Suggestions stay fresh for five minutes (their tokens expire: see `ANSWER_STALE_TIME_MS`), so retyping costs nothing. */
const STALE_TIME_MS = ANSWER_STALE_TIME_MS;

function options<S extends HouseNumberSuggestion>(client: AddressClient, params: HouseNumberParams) {
  return queryOptions<S[], AddressApiError>({
    queryKey: houseNumberKey(params),
    queryFn: async ({ signal }) => {
      await afterCommit();
      return (await client.autocompleteHouseNumber(params, { signal })) as S[];
    },
    staleTime: STALE_TIME_MS,
    retry: retryPolicy('autocomplete'),
  });
}

/**
 * The query of one house-number autocomplete (Belgium or Germany), for `useQuery`, `queryClient.query` (or the
 * older `prefetchQuery` and `ensureQueryData`) and `setQueryData`. The suggestion type follows the country of the
 * parameters.
 *
 * @example
 * ```ts
 * const suggestions = await queryClient.query(houseNumberQueryOptions(client, {
 *   country: 'DE', cityId: null, streetId: 1817, postcode: '01219', validation: 'none', houseNumber: '36',
 * }));
 * ```
 */
export function houseNumberQueryOptions(
  client: AddressClient,
  params: BelgianHouseNumberParams,
): ReturnType<typeof options<BelgianHouseNumberSuggestion>>;
export function houseNumberQueryOptions(
  client: AddressClient,
  params: GermanHouseNumberParams,
): ReturnType<typeof options<GermanHouseNumberSuggestion>>;
export function houseNumberQueryOptions(
  client: AddressClient,
  params: HouseNumberParams,
): ReturnType<typeof options<HouseNumberSuggestion>>;
export function houseNumberQueryOptions<S extends HouseNumberSuggestion>(client: AddressClient, params: HouseNumberParams) {
  return options<S>(client, params);
}
