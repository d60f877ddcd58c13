import { streetParamsProblems } from '../api/check-params.ts';
import type {
  BelgianStreet,
  BelgianStreetParams,
  GermanStreet,
  GermanStreetParams,
  StreetParams,
  StreetSuggestion,
} from '../api/types.ts';
import { streetsKey } from '../query/address-keys.ts';
import { streetQueryOptions } from '../query/street-query-options.ts';
import { useAddressEntryContext } from './address-entry-context.ts';
import { useDebouncedAutocomplete, type DebouncedAutocompleteResult, type UseAutocompleteOptions } from './use-debounced-autocomplete.ts';

/** The React Query result of {@link useStreetAutocomplete}; `data` is the list of streets. */
export type UseStreetAutocompleteResult<T extends StreetSuggestion> = DebouncedAutocompleteResult<T>;

/**
 * Suggests Belgian or German streets of a chosen postal area as a person types the street name, with the guarantees
 * of `useHouseNumberAutocomplete`. The streets of another municipality, city or postcode are never kept while the
 * next load. A `null` postcode searches the whole municipality or city; a street over two postcodes comes once per
 * postcode, and its `postcode` is the one the house-number step asks with.
 *
 * @example
 * ```tsx
 * const { data: streets = [] } = useStreetAutocomplete({
 *   country: 'BE', municipalityNisCode: 11002, postcode: 2610, streetName: typed,
 * });
 * ```
 */
export function useStreetAutocomplete(
  params: BelgianStreetParams | null,
  options?: UseAutocompleteOptions,
): UseStreetAutocompleteResult<BelgianStreet>;
export function useStreetAutocomplete(
  params: GermanStreetParams | null,
  options?: UseAutocompleteOptions,
): UseStreetAutocompleteResult<GermanStreet>;
export function useStreetAutocomplete(
  params: StreetParams | null,
  options?: UseAutocompleteOptions,
): UseStreetAutocompleteResult<StreetSuggestion>;
export function useStreetAutocomplete(
  params: StreetParams | null,
  options: UseAutocompleteOptions = {},
): UseStreetAutocompleteResult<StreetSuggestion> {
  const { client } = useAddressEntryContext('useStreetAutocomplete');
  const { debounceMs = 150, enabled = true } = options;
  return useDebouncedAutocomplete({
    params,
    typedField: 'streetName',
    enabled,
    sendable: params !== null && streetParamsProblems(params).length === 0,
    query: (p) => streetQueryOptions(client, p),
    idleKey: streetsKey(),
    debounceMs,
  });
}
