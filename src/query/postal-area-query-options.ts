import type { AddressClient } from '../api/client.ts';
import type { BelgianPostalArea, GermanPostalArea, PostalAreaParams, PostalAreaSuggestion } from '../api/types.ts';
import { postalAreaKey } from './address-keys.ts';
import { autocompleteQueryOptions } from './autocomplete-query-options.ts';

const options = <T extends PostalAreaSuggestion>(client: AddressClient, params: PostalAreaParams) =>
  autocompleteQueryOptions(postalAreaKey(params), async (signal) =>
    (await client.autocompletePostalArea(params, { signal })) as T[]);

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
export function postalAreaQueryOptions(
  client: AddressClient,
  params: PostalAreaParams<'BE'>,
): ReturnType<typeof options<BelgianPostalArea>>;
export function postalAreaQueryOptions(
  client: AddressClient,
  params: PostalAreaParams<'DE'>,
): ReturnType<typeof options<GermanPostalArea>>;
export function postalAreaQueryOptions(
  client: AddressClient,
  params: PostalAreaParams,
): ReturnType<typeof options<PostalAreaSuggestion>>;
export function postalAreaQueryOptions<T extends PostalAreaSuggestion>(client: AddressClient, params: PostalAreaParams) {
  return options<T>(client, params);
}
