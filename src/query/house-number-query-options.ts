import type { AddressClient } from '../api/client.ts';
import type { HouseNumberParams } from '../api/types.ts';
import { houseNumberKey } from './address-keys.ts';
import { autocompleteQueryOptions, type AutocompleteQueryOptions } from './autocomplete-query-options.ts';
import type { HouseNumberSuggestionOf } from './suggestion-of.ts';

/**
 * The query of one house-number autocomplete (Belgium or Germany), typed by the parameters' country.
 * @example const { data: suggestions } = useQuery(houseNumberQueryOptions(client, params));
 */
export function houseNumberQueryOptions<P extends HouseNumberParams>(
  client: AddressClient,
  params: P,
): AutocompleteQueryOptions<HouseNumberSuggestionOf<P>> {
  return autocompleteQueryOptions(
    houseNumberKey(params),
    (signal) =>
      // The client's overloads cannot follow a generic `P`.
      client.autocompleteHouseNumber(params, { signal }) as Promise<HouseNumberSuggestionOf<P>[]>,
  );
}
