/** Which of the two path forms of `Address.matchExact` to call. */
export type ExactPathForm = 'nl/v1' | 'rest';

/**
 * Encodes one path element: `encodeURIComponent`, so a space is `%20` (never `+`) and `/` is `%2F`.
 * `null` (an unknown NIS code or city id) is an empty element.
 */
const encodePathElement = (value: string | number | null): string => encodeURIComponent(value ?? '');

/** An operation with a `country`, named as in its path. */
export type CountryOperation = 'house-number' | 'postal-area' | 'street';

/**
 * The path of a Belgian or German autocomplete operation up to its first parameter.
 */
export const autocompletePathPrefix = (country: 'BE' | 'DE', operation: CountryOperation): string =>
  `/${country === 'BE' ? 'be' : 'de'}/v1/autocomplete/${operation}/`;

/** The path of each form of `Address.matchExact` up to its first parameter. */
export const EXACT_PATH_PREFIXES = { 'nl/v1': '/nl/v1/addresses/exact/', rest: '/rest/addresses/exact/' } as const;

/** The path of the Dutch postcode lookup up to its first parameter. */
export const POSTCODE_PATH_PREFIX = '/nl/v1/addresses/postcode/';

/** Encodes path elements and joins them with `/`. */
export function joinPathElements(elements: readonly (string | number | null)[]): string {
  return elements.map(encodePathElement).join('/');
}
