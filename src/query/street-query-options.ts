import type { AddressClient } from '../api/client.ts';
import type { StreetParams } from '../api/types.ts';
import { streetKey } from './address-keys.ts';
import { autocompleteQueryOptions, type AutocompleteQueryOptions } from './autocomplete-query-options.ts';
import type { StreetSuggestionOf } from './suggestion-of.ts';

/**
 * The query of one street autocomplete (Belgium or Germany), typed by the parameters' country.
 * @example useQuery(streetQueryOptions(client, { country: 'DE', cityId: 7, postcode: null, streetName: 'Haupt' }));
 */
export function streetQueryOptions<P extends StreetParams>(
  client: AddressClient,
  params: P,
): AutocompleteQueryOptions<StreetSuggestionOf<P>> {
  return autocompleteQueryOptions(
    streetKey(params),
    (signal) =>
      // The client's overloads cannot follow a generic `P`.
      client.autocompleteStreet(params, { signal }) as Promise<StreetSuggestionOf<P>[]>,
  );
}
