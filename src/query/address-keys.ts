import { isAbsentAddition } from '../api/check-params.ts';
import { normalizeDutchPostcode } from '../api/dutch-postcode.ts';
import { OPERATIONS, type OperationKey } from '../api/operations.ts';
import type { CountryOperation } from '../api/paths.ts';
import type {
  ExactAddressParams,
  HouseNumberParams,
  PostalAreaParams,
  PostcodeAddressParams,
  StreetParams,
} from '../api/types.ts';

// One function per key, so a bundle holds only the keys of the queries it makes.
const ALL = ['address'] as const;

export const exactLookupsKey = () => [...ALL, 'exact'] as const;
export const houseNumbersKey = () => [...ALL, 'house-number'] as const;
export const postalAreasKey = () => [...ALL, 'postal-area'] as const;
export const streetsKey = () => [...ALL, 'street'] as const;
export const postcodeAddressesKey = () => [...ALL, 'postcode'] as const;

/**
 * Query keys of the address queries, general to specific, the request parameters last.
 * @example queryClient.invalidateQueries({ queryKey: addressKeys.all });
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

export function exactKey(params: ExactAddressParams) {
  return [...ALL, 'exact', dutchParams('nl/v1', params)] as const;
}

export function houseNumberKey(params: HouseNumberParams) {
  return [...ALL, 'house-number', countryParams('house-number', params)] as const;
}

export function postalAreaKey(params: PostalAreaParams) {
  return [...ALL, 'postal-area', countryParams('postal-area', params)] as const;
}

export function streetKey(params: StreetParams) {
  return [...ALL, 'street', countryParams('street', params)] as const;
}

export function postcodeAddressKey(params: PostcodeAddressParams) {
  return [
    ...ALL,
    'postcode',
    dutchParams('postcode', { ...params, postcode: normalizeDutchPostcode(params.postcode) }),
  ] as const;
}

// The operation's own parameters in path order, after what `key` holds: extra properties stay out of the key.
function requestParams<P extends object>(operation: OperationKey, params: P, key: Record<string, unknown> = {}): P {
  for (const name of Object.keys(OPERATIONS[operation].params)) key[name] = (params as Record<string, unknown>)[name];
  return key as P;
}

// An absent addition sends the same request as none, so it is left out.
function dutchParams<P extends { houseNumberAddition?: string | undefined }>(operation: OperationKey, params: P): P {
  const key = requestParams(operation, params);
  if (isAbsentAddition(key.houseNumberAddition)) delete key.houseNumberAddition;
  return key;
}

// A country other than `BE` is keyed as German: the input check refuses it before any request.
const countryParams = <P extends { country: unknown }>(kind: CountryOperation, params: P): P =>
  requestParams(`${params.country === 'BE' ? 'be' : 'de'}-${kind}`, params, { country: params.country });
