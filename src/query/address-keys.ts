import { isAbsentAddition } from '../api/check-params.ts';
import { normalizeDutchPostcode } from '../api/dutch-postcode.ts';
import { OPERATIONS } from '../api/operations.ts';
import type { CountryOperation } from '../api/paths.ts';
import type { ExactAddressParams, HouseNumberParams, PostalAreaParams, PostcodeAddressParams, StreetParams } from '../api/types.ts';

// Each key is a function of its own as well: a module that needs one kind of key imports just that function, so a
// shop's bundle holds the keys of the queries it makes, and `addressKeys` only when the shop imports it.
const ALL = ['address'] as const;

/** `addressKeys.exactLookups`, `.houseNumbers`, `.postalAreas`, `.streets` and `.postcodeAddresses`. */
export const exactLookupsKey = () => [...ALL, 'exact'] as const;
export const houseNumbersKey = () => [...ALL, 'house-number'] as const;
export const postalAreasKey = () => [...ALL, 'postal-area'] as const;
export const streetsKey = () => [...ALL, 'street'] as const;
export const postcodeAddressesKey = () => [...ALL, 'postcode'] as const;

/**
 * Query keys of the address queries, general to specific with the parameters object last, so that
 * `invalidateQueries({ queryKey: addressKeys.all })` reaches every address query and
 * `addressKeys.houseNumbers()` every house-number autocomplete. Every request parameter is part of the key;
 * parameters that send the same request share one key (an absent and a blank addition; `2012 es` and `2012ES`).
 *
 * @example
 * ```ts
 * addressKeys.exact({ city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 });
 * // ['address', 'exact', { city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 }]
 * addressKeys.postalArea({ country: 'BE', postalArea: 'Wilr' });
 * // ['address', 'postal-area', { country: 'BE', postalArea: 'Wilr' }]
 * queryClient.invalidateQueries({ queryKey: addressKeys.all });
 * ```
 */
export const addressKeys = {
  all: ALL,
  exactLookups: exactLookupsKey,
  exact: exactKey,
  houseNumbers: houseNumbersKey,
  houseNumber: houseNumberKey,
  postalAreas: postalAreasKey,
  postalArea: postalAreaKey,
  streets: streetsKey,
  street: streetKey,
  postcodeAddresses: postcodeAddressesKey,
  postcodeAddress: postcodeAddressKey,
};

/** `addressKeys.exact`. */
export function exactKey(params: ExactAddressParams) {
  const { city, street, houseNumber, houseNumberAddition } = params;
  const key: ExactAddressParams = isAbsentAddition(houseNumberAddition)
    ? { city, street, houseNumber }
    : { city, street, houseNumber, houseNumberAddition };
  return [...ALL, 'exact', key] as const;
}

/** `addressKeys.houseNumber`. */
export function houseNumberKey(params: HouseNumberParams) {
  return [...ALL, 'house-number', countryParams('house-number', params)] as const;
}

/** `addressKeys.postalArea`. */
export function postalAreaKey({ country, postalArea }: PostalAreaParams) {
  return [...ALL, 'postal-area', { country, postalArea } satisfies PostalAreaParams] as const;
}

/** `addressKeys.street`. */
export function streetKey(params: StreetParams) {
  return [...ALL, 'street', countryParams('street', params)] as const;
}

/** `addressKeys.postcodeAddress`. */
export function postcodeAddressKey(params: PostcodeAddressParams) {
  const { houseNumber, houseNumberAddition } = params;
  const postcode = normalizeDutchPostcode(params.postcode);
  const key: PostcodeAddressParams = isAbsentAddition(houseNumberAddition)
    ? { postcode, houseNumber }
    : { postcode, houseNumber, houseNumberAddition };
  return [...ALL, 'postcode', key] as const;
}

/**
 * Only the request parameters, in a fixed shape: the country, then the parameters of its operation in path order (the
 * operation table's), so that extra properties of the caller's object stay out of the key. A country other than `BE`
 * is keyed with the German parameters: no request is made for it (the input check refuses it).
 */
function countryParams<P extends { country: unknown }>(kind: CountryOperation, params: P): P {
  const { params: rules } = OPERATIONS[`${params.country === 'BE' ? 'be' : 'de'}-${kind}`];
  const key: Record<string, unknown> = { country: params.country };
  for (const name of Object.keys(rules)) key[name] = (params as Record<string, unknown>)[name];
  return key as P;
}
