import type { AddressClient } from '../api/client.ts';
import type { HouseNumberParams } from '../api/types.ts';
import { houseNumberKey } from './address-keys.ts';
import { autocompleteQueryOptions, type AutocompleteQueryOptions } from './autocomplete-query-options.ts';
import type { HouseNumberSuggestionOf } from './suggestion-of.ts';

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
export function houseNumberQueryOptions<P extends HouseNumberParams>(
  client: AddressClient,
  params: P,
): AutocompleteQueryOptions<HouseNumberSuggestionOf<P>> {
  return autocompleteQueryOptions(houseNumberKey(params), (signal) =>
    // The transport answers in the country of the parameters; its overloads cannot follow a generic `P`.
    client.autocompleteHouseNumber(params, { signal }) as Promise<HouseNumberSuggestionOf<P>[]>);
}
