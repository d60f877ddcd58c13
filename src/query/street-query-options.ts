import type { AddressClient } from '../api/client.ts';
import type {
  BelgianStreet,
  BelgianStreetParams,
  GermanStreet,
  GermanStreetParams,
  StreetParams,
  StreetSuggestion,
} from '../api/types.ts';
import { streetKey } from './address-keys.ts';
import { autocompleteQueryOptions } from './autocomplete-query-options.ts';

const options = <T extends StreetSuggestion>(client: AddressClient, params: StreetParams) =>
  autocompleteQueryOptions(streetKey(params), async (signal) =>
    (await client.autocompleteStreet(params, { signal })) as T[]);

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
export function streetQueryOptions(client: AddressClient, params: BelgianStreetParams): ReturnType<typeof options<BelgianStreet>>;
export function streetQueryOptions(client: AddressClient, params: GermanStreetParams): ReturnType<typeof options<GermanStreet>>;
export function streetQueryOptions(client: AddressClient, params: StreetParams): ReturnType<typeof options<StreetSuggestion>>;
export function streetQueryOptions<T extends StreetSuggestion>(client: AddressClient, params: StreetParams) {
  return options<T>(client, params);
}
