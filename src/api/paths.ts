/** Which of the two path forms of `Address.matchExact` to call. */
export type ExactPathForm = 'nl/v1' | 'rest';

/**
 * Encodes one path element: `encodeURIComponent`, so a space is `%20` (never `+`) and `/` is `%2F`.
 * `null` (an unknown NIS code or city id) is an empty element.
 */
const encodePathElement = (value: string | number | null): string => encodeURIComponent(value ?? '');

/** The path of each operation up to its first parameter: the one place the service's path forms are written. */
export const SERVICE_PATH_PREFIXES = {
  exact: { 'nl/v1': '/nl/v1/addresses/exact/', rest: '/rest/addresses/exact/' },
  BE: '/be/v1/autocomplete/house-number/',
  DE: '/de/v1/autocomplete/house-number/',
  postalArea: { BE: '/be/v1/autocomplete/postal-area/', DE: '/de/v1/autocomplete/postal-area/' },
  street: { BE: '/be/v1/autocomplete/street/', DE: '/de/v1/autocomplete/street/' },
  postcode: '/nl/v1/addresses/postcode/',
} as const;

/** Encodes path elements and joins them with `/`. */
export function joinPathElements(elements: readonly (string | number | null)[]): string {
  return elements.map(encodePathElement).join('/');
}
