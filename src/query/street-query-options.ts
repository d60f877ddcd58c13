import type { AddressClient } from '../api/client.ts';
import type { StreetParams } from '../api/types.ts';
import { streetKey } from './address-keys.ts';
import { autocompleteQueryOptions, type AutocompleteQueryOptions } from './autocomplete-query-options.ts';
import type { StreetSuggestionOf } from './suggestion-of.ts';

/**
 * The query of one street autocomplete (Belgium or Germany), for `useQuery`, `queryClient.query` (or the older
 * `prefetchQuery` and `ensureQueryData`) and `setQueryData`. The street type follows the country.
 *
 * @example
 * ```ts
 * const streets = await queryClient.query(streetQueryOptions(client, {
 *   country: 'BE', municipalityNisCode: 11002, postcode: 2610, streetName: 'Europa',
 * }));
 * streets[0]; // { streetId: 824, streetName: 'Europalaan', postcode: 2610, municipalityName: 'Antwerpen', ... }
 * ```
 */
export function streetQueryOptions<P extends StreetParams>(client: AddressClient, params: P): AutocompleteQueryOptions<StreetSuggestionOf<P>> {
  return autocompleteQueryOptions(streetKey(params), (signal) =>
    // The transport answers in the country of the parameters; its overloads cannot follow a generic `P`.
    client.autocompleteStreet(params, { signal }) as Promise<StreetSuggestionOf<P>[]>);
}
