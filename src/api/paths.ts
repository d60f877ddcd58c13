import { isAbsentAddition } from './check-params.ts';
import { normalizeDutchPostcode } from './dutch-postcode.ts';
import type { ExactAddressParams, HouseNumberParams, PostalAreaParams, PostcodeAddressParams, StreetParams } from './types.ts';

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
  postalArea: { BE: '/be/v1/autocomplete/postal-area/', DE: '/de/v1/autocomplete/postal-area/' },
  street: { BE: '/be/v1/autocomplete/street/', DE: '/de/v1/autocomplete/street/' },
  postcode: '/nl/v1/addresses/postcode/',
} as const;

/** Encodes path elements and joins them with `/`. */
export function joinPathElements(elements: readonly (string | number | null)[]): string {
  return elements.map(encodePathElement).join('/');
}

/** The elements ending in a house number and its addition; the addition is left out when absent or empty. */
function withAddition(elements: (string | number)[], houseNumber: number, addition: string | undefined): (string | number)[] {
  return isAbsentAddition(addition) ? [...elements, houseNumber] : [...elements, houseNumber, addition];
}

/** The path of `Address.matchExact`; the addition element is left out when it is absent or empty. */
export function exactAddressPath(params: ExactAddressParams, form: ExactPathForm = 'nl/v1'): string {
  const elements = withAddition([params.city, params.street], params.houseNumber, params.houseNumberAddition);
  return SERVICE_PATH_PREFIXES.exact[form] + joinPathElements(elements);
}

/** The path of the Dutch postcode lookup: the postcode normalized (`2012 es` → `2012ES`), an empty addition left out. */
export function postcodeAddressPath(params: PostcodeAddressParams): string {
  const elements = withAddition([normalizeDutchPostcode(params.postcode)], params.houseNumber, params.houseNumberAddition);
  return SERVICE_PATH_PREFIXES.postcode + joinPathElements(elements);
}

/** The path of the Belgian or German postal-area autocomplete. */
export function postalAreaPath(params: PostalAreaParams): string {
  return SERVICE_PATH_PREFIXES.postalArea[params.country] + encodePathElement(params.postalArea);
}

/** The path of the Belgian or German street autocomplete; a `null` postcode is an empty element. */
export function streetPath(params: StreetParams): string {
  const area = params.country === 'BE' ? params.municipalityNisCode : params.cityId;
  return SERVICE_PATH_PREFIXES.street[params.country] + joinPathElements([area, params.postcode, params.streetName]);
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
