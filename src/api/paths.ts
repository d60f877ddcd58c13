import { isAbsentAddition } from './check-params.ts';
import type { ExactAddressParams, HouseNumberParams } from './types.ts';

/** Which of the two path forms of `Address.matchExact` to call. */
export type ExactPathForm = 'nl/v1' | 'rest';

/**
 * Encodes one path element: `encodeURIComponent`, so a space is `%20` (never `+`) and `/` is `%2F`.
 * `null` (an unknown NIS code or city id) is an empty element.
 */
export function encodePathElement(value: string | number | null): string {
  return value === null ? '' : encodeURIComponent(String(value));
}

/** The path of each operation up to its first parameter: the one place the service's path forms are written. */
export const SERVICE_PATH_PREFIXES = {
  exact: { 'nl/v1': '/nl/v1/addresses/exact/', rest: '/rest/addresses/exact/' },
  BE: '/be/v1/autocomplete/house-number/',
  DE: '/de/v1/autocomplete/house-number/',
} as const;

/** Encodes path elements and joins them with `/`. */
export function joinPathElements(elements: readonly (string | number | null)[]): string {
  return elements.map(encodePathElement).join('/');
}

/** The path of `Address.matchExact`; the addition element is left out when it is absent or empty. */
export function exactAddressPath(params: ExactAddressParams, form: ExactPathForm = 'nl/v1'): string {
  const elements: (string | number)[] = [params.city, params.street, params.houseNumber];
  if (!isAbsentAddition(params.houseNumberAddition)) elements.push(params.houseNumberAddition);
  return SERVICE_PATH_PREFIXES.exact[form] + joinPathElements(elements);
}

/** The path of the Belgian or German house-number autocomplete. */
export function houseNumberPath(params: HouseNumberParams): string {
  const { streetId, postcode, validation, houseNumber } = params;
  const elements =
    params.country === 'BE'
      ? [params.municipalityNisCode, streetId, postcode, params.language, validation, houseNumber]
      : [params.cityId, streetId, postcode, validation, houseNumber];
  return SERVICE_PATH_PREFIXES[params.country] + joinPathElements(elements);
}
