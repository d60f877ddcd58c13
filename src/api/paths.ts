/** Which of the two path forms of `Address.matchExact` to call. */
export type ExactPathForm = 'nl/v1' | 'rest';

// `null` (an unknown NIS code or city id) is an empty element.
const encodePathElement = (value: string | number | null): string => encodeURIComponent(value ?? '');

/** An operation with a `country`, named as in its path. */
export type CountryOperation = 'house-number' | 'postal-area' | 'street';

export function joinPathElements(elements: readonly (string | number | null)[]): string {
  return elements.map(encodePathElement).join('/');
}
