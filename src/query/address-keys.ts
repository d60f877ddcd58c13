import { isAbsentAddition } from '../api/check-params.ts';
import { normalizeDutchPostcode } from '../api/dutch-postcode.ts';
import { OPERATIONS, type OperationKey } from '../api/operations.ts';
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
  return [...ALL, 'exact', dutchParams('nl/v1', params)] as const;
}

/** `addressKeys.houseNumber`. */
export function houseNumberKey(params: HouseNumberParams) {
  return [...ALL, 'house-number', countryParams('house-number', params)] as const;
}

/** `addressKeys.postalArea`. */
export function postalAreaKey(params: PostalAreaParams) {
  return [...ALL, 'postal-area', countryParams('postal-area', params)] as const;
}

/** `addressKeys.street`. */
export function streetKey(params: StreetParams) {
  return [...ALL, 'street', countryParams('street', params)] as const;
}

/** `addressKeys.postcodeAddress`. */
export function postcodeAddressKey(params: PostcodeAddressParams) {
  return [...ALL, 'postcode', dutchParams('postcode', { ...params, postcode: normalizeDutchPostcode(params.postcode) })] as const;
}

/**
 * Only the request parameters, in a fixed shape: after what `key` already holds, the parameters of the operation in
 * path order (the operation table's), so that extra properties of the caller's object stay out of the key.
 */
function requestParams<P extends object>(operation: OperationKey, params: P, key: Record<string, unknown> = {}): P {
  for (const name of Object.keys(OPERATIONS[operation].params)) key[name] = (params as Record<string, unknown>)[name];
  return key as P;
}

/** The request parameters of a Dutch lookup, an absent addition left out: it sends the same request as none. */
function dutchParams<P extends { houseNumberAddition?: string | undefined }>(operation: OperationKey, params: P): P {
  const key = requestParams(operation, params);
  if (isAbsentAddition(key.houseNumberAddition)) delete key.houseNumberAddition;
  return key;
}

/**
 * The request parameters of an autocomplete: the country, then its operation's parameters. A country other than `BE`
 * is keyed with the German parameters: no request is made for it (the input check refuses it).
 */
const countryParams = <P extends { country: unknown }>(kind: CountryOperation, params: P): P =>
  requestParams(`${params.country === 'BE' ? 'be' : 'de'}-${kind}`, params, { country: params.country });
