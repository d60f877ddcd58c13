import { AddressApiError } from './errors.ts';
import { OPERATIONS, type OperationKey } from './operations.ts';
import type { CountryOperation } from './paths.ts';
import { oneOf, problems, type Rules } from './rules.ts';
import type {
  ExactAddressParams,
  HouseNumberParams,
  PostalAreaParams,
  PostcodeAddressParams,
  StreetParams,
} from './types.ts';

export { isAbsentAddition } from './param-rules.ts';

const COUNTRY: Rules = { country: oneOf('BE', 'DE') };

export function countryOperation(kind: CountryOperation, params: object): OperationKey | undefined {
  const { country } = params as { country: unknown };
  return country === 'BE' || country === 'DE'
    ? (`${country === 'BE' ? 'be' : 'de'}-${kind}` as OperationKey)
    : undefined;
}

export const paramRules = (key: OperationKey | undefined): Rules =>
  key === undefined ? COUNTRY : OPERATIONS[key].params;

/** Every problem of exact-lookup parameters; empty when they may be sent. */
export const exactParamsProblems = (params: ExactAddressParams): string[] =>
  problems(params, OPERATIONS['nl/v1'].params);

/** Every problem of house-number autocomplete parameters; empty when they may be sent. */
export const houseNumberParamsProblems = (params: HouseNumberParams): string[] =>
  problems(params, paramRules(countryOperation('house-number', params)));

/** Every problem of postal-area autocomplete parameters; empty when they may be sent. */
export const postalAreaParamsProblems = (params: PostalAreaParams): string[] =>
  problems(params, paramRules(countryOperation('postal-area', params)));

/** Every problem of street autocomplete parameters; empty when they may be sent. */
export const streetParamsProblems = (params: StreetParams): string[] =>
  problems(params, paramRules(countryOperation('street', params)));

/** Every problem of Dutch postcode-lookup parameters (the postcode as typed: spaces and case allowed). */
export const postcodeAddressParamsProblems = (params: PostcodeAddressParams): string[] =>
  problems(params, OPERATIONS.postcode.params);

/** Throws an `invalid-input` {@link AddressApiError} listing every problem of `params` under `rules`, when there is one. */
export function assertParams(params: object, rules: Rules): void {
  const found = problems(params, rules);
  if (found.length > 0) throw new AddressApiError('invalid-input', `Invalid parameters: ${found.join('; ')}`);
}
