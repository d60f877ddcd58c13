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

function join(elements: (string | number | null)[]): string {
  return elements.map(encodePathElement).join('/');
}

/** The path of `Address.matchExact`; the addition element is left out when it is absent or empty. */
export function exactAddressPath(params: ExactAddressParams, form: ExactPathForm = 'nl/v1'): string {
  const prefix = form === 'rest' ? '/rest/addresses/exact/' : '/nl/v1/addresses/exact/';
  const elements: (string | number)[] = [params.city, params.street, params.houseNumber];
  if (!isAbsentAddition(params.houseNumberAddition)) elements.push(params.houseNumberAddition);
  return prefix + join(elements);
}

/** The path of the Belgian or German house-number autocomplete. */
export function houseNumberPath(params: HouseNumberParams): string {
  if (params.country === 'BE') {
    const { municipalityNisCode, streetId, postcode, language, validation, houseNumber } = params;
    return '/be/v1/autocomplete/house-number/' +
      join([municipalityNisCode, streetId, postcode, language, validation, houseNumber]);
  }
  const { cityId, streetId, postcode, validation, houseNumber } = params;
  return '/de/v1/autocomplete/house-number/' + join([cityId, streetId, postcode, validation, houseNumber]);
}
