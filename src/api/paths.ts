/** Which of the two path forms of `Address.matchExact` to call. */
export type ExactPathForm = 'nl/v1' | 'rest';

/**
 * Encodes one path element: `encodeURIComponent`, so a space is `%20` (never `+`) and `/` is `%2F`.
 * `null` (an unknown NIS code or city id) is an empty element.
 */
const encodePathElement = (value: string | number | null): string => encodeURIComponent(value ?? '');

/** An operation with a `country`, named as in its path. */
export type CountryOperation = 'house-number' | 'postal-area' | 'street';

/** Encodes path elements and joins them with `/`. */
export function joinPathElements(elements: readonly (string | number | null)[]): string {
  return elements.map(encodePathElement).join('/');
}
