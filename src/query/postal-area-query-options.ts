import type { AddressClient } from '../api/client.ts';
import type { PostalAreaParams } from '../api/types.ts';
import { postalAreaKey } from './address-keys.ts';
import { autocompleteQueryOptions, type AutocompleteQueryOptions } from './autocomplete-query-options.ts';
import type { PostalAreaSuggestionOf } from './suggestion-of.ts';

/**
 * The query of one postal-area autocomplete (Belgium or Germany), typed by the parameters' country.
 * @example queryClient.query(postalAreaQueryOptions(client, { country: 'BE', postalArea: 'Wilrijk' }));
 */
export function postalAreaQueryOptions<P extends PostalAreaParams>(
  client: AddressClient,
  params: P,
): AutocompleteQueryOptions<PostalAreaSuggestionOf<P>> {
  return autocompleteQueryOptions(
    postalAreaKey(params),
    (signal) =>
      // The client's overloads cannot follow a generic `P`.
      client.autocompletePostalArea(params, { signal }) as Promise<PostalAreaSuggestionOf<P>[]>,
  );
}
