import type { AddressClient } from '../api/client.ts';
import type { PostalAreaParams } from '../api/types.ts';
import { postalAreaKey } from './address-keys.ts';
import { autocompleteQueryOptions, type AutocompleteQueryOptions } from './autocomplete-query-options.ts';
import type { PostalAreaSuggestionOf } from './suggestion-of.ts';

/**
 * The query of one postal-area autocomplete (Belgium or Germany), for `useQuery`, `queryClient.query` (or the older
 * `prefetchQuery` and `ensureQueryData`) and `setQueryData`. The suggestion type follows the country.
 *
 * @example
 * ```ts
 * const areas = await queryClient.query(postalAreaQueryOptions(client, { country: 'BE', postalArea: 'Wilrijk' }));
 * areas[0]; // { municipalityName: 'Antwerpen', municipalityNisCode: 11002, postcode: 2610, matchedName: 'Wilrijk' }
 * ```
 */
export function postalAreaQueryOptions<P extends PostalAreaParams>(
  client: AddressClient,
  params: P,
): AutocompleteQueryOptions<PostalAreaSuggestionOf<P>> {
  return autocompleteQueryOptions(postalAreaKey(params), (signal) =>
    // The transport answers in the country of the parameters; its overloads cannot follow a generic `P`.
    client.autocompletePostalArea(params, { signal }) as Promise<PostalAreaSuggestionOf<P>[]>);
}
