import { AddressApiError } from './errors.ts';
import { isDutchPostcode } from './dutch-postcode.ts';
import {
  MAX_ADDITION_LENGTH,
  MAX_BELGIAN_HOUSE_NUMBER_LENGTH,
  MAX_GERMAN_HOUSE_NUMBER_LENGTH,
  MAX_HOUSE_NUMBER,
  MAX_NAME_LENGTH,
  MIN_HOUSE_NUMBER,
} from './limits.ts';
import { nullable, oneOf, problems, type Rule, type Rules } from './rules.ts';
import type { CountryOperation } from './paths.ts';
import type { ExactAddressParams, HouseNumberParams, PostalAreaParams, PostcodeAddressParams, StreetParams } from './types.ts';

/**
 * A name, addition or typed house number: well-formed Unicode, no control character (a way to smuggle bytes
 * into a path), at least one letter or digit (which rules out empty names and the path segments `.` and `..`),
 * and at most `max` characters as a person counts them (code points, not UTF-16 units).
 */
const text =
  (max: number): Rule =>
  (v) =>
    typeof v !== 'string'
      ? 'must be a string'
      : !v.isWellFormed() || /\p{Cc}/u.test(v)
        ? 'contains a control or broken character'
        : !/[\p{L}\p{N}]/u.test(v)
          ? 'must contain a letter or a digit'
          : Array.from(v).length > max
            ? `is longer than ${max} characters`
            : undefined;

const integer =
  (min: number, max = Number.MAX_SAFE_INTEGER): Rule =>
  (v) =>
    Number.isInteger(v) && (v as number) >= min && (v as number) <= max
      ? undefined
      : `must be a whole number from ${min} to ${max}`;

/** A typed house number also starts with a number from 1: `0`, `-3` or `bus 3` are never sent. */
const typedHouseNumber =
  (max: number): Rule =>
  (v) =>
    text(max)(v) ?? (/^\s*[1-9]/.test(v as string) ? undefined : 'must start with a number from 1');

const id = integer(1);
const name = text(MAX_NAME_LENGTH);
const dutchHouseNumber = integer(MIN_HOUSE_NUMBER, MAX_HOUSE_NUMBER);
const belgianPostcode = integer(1000, 9999);
const germanPostcode: Rule = (v) => (typeof v === 'string' && /^\d{5}$/.test(v) ? undefined : 'must be five digits');

/*
 * The rules of each operation's parameters, in the order of its path elements: the client checks the
 * parameters and builds the path with the same table.
 */

const EXACT: Rules = { city: name, street: name, houseNumber: dutchHouseNumber };

const POSTCODE_ADDRESS: Rules = {
  postcode: (v) =>
    typeof v === 'string' && isDutchPostcode(v)
      ? undefined
      : 'must be four digits (not starting with 0) and two letters, not SA, SD or SS',
  houseNumber: dutchHouseNumber,
};

const POSTAL_AREA: Rules = { postalArea: name };

/** The rules of the operations with a `country`, by operation and country. */
export const COUNTRY_PARAM_RULES: Record<CountryOperation, Record<'BE' | 'DE', Rules>> = {
  'house-number': {
    BE: {
      municipalityNisCode: nullable(id),
      streetId: id,
      postcode: belgianPostcode,
      language: oneOf('nl', 'fr', 'de'),
      validation: oneOf('strict', 'street', 'number', 'none'),
      houseNumber: typedHouseNumber(MAX_BELGIAN_HOUSE_NUMBER_LENGTH),
    },
    DE: {
      cityId: nullable(id),
      streetId: id,
      postcode: germanPostcode,
      validation: oneOf('strict', 'number', 'none'),
      houseNumber: typedHouseNumber(MAX_GERMAN_HOUSE_NUMBER_LENGTH),
    },
  },
  'postal-area': { BE: POSTAL_AREA, DE: POSTAL_AREA },
  street: {
    BE: { municipalityNisCode: id, postcode: nullable(belgianPostcode), streetName: name },
    DE: { cityId: id, postcode: nullable(germanPostcode), streetName: name },
  },
};

/** The only rule that holds for parameters whose `country` is neither `BE` nor `DE`. */
const COUNTRY: Rules = { country: oneOf('BE', 'DE') };

/** The rules of parameters with a `country`: those of that country, or only {@link COUNTRY} for an unknown one. */
export function countryParamRules(operation: keyof typeof COUNTRY_PARAM_RULES, params: object): Rules {
  const { country } = params as { country: unknown };
  return country === 'BE' || country === 'DE' ? COUNTRY_PARAM_RULES[operation][country] : COUNTRY;
}

/**
 * Whether an addition is absent: not given, or only white space. Any other value is an addition, which its rule
 * checks (a `null` or a number is refused as not a string).
 */
export function isAbsentAddition(addition: string | undefined): addition is undefined | '' {
  return addition === undefined || (typeof addition === 'string' && addition.trim() === '');
}

/** `rules` and, when an addition is given, the addition's rule (its path element comes last). */
const withAddition = (rules: Rules, addition: string | undefined): Rules =>
  isAbsentAddition(addition) ? rules : { ...rules, houseNumberAddition: text(MAX_ADDITION_LENGTH) };

/** The rules of exact-lookup parameters, in path order. */
export const exactParamRules = (params: ExactAddressParams): Rules => withAddition(EXACT, params.houseNumberAddition);

/** The rules of Dutch postcode-lookup parameters (the postcode as typed: spaces and case allowed), in path order. */
export const postcodeParamRules = (params: PostcodeAddressParams): Rules =>
  withAddition(POSTCODE_ADDRESS, params.houseNumberAddition);

/** Every problem of exact-lookup parameters; empty when they may be sent. */
export const exactParamsProblems = (params: ExactAddressParams): string[] => problems(params, exactParamRules(params));

/** Every problem of house-number autocomplete parameters; empty when they may be sent. */
export const houseNumberParamsProblems = (params: HouseNumberParams): string[] =>
  problems(params, countryParamRules('house-number', params));

/** Every problem of postal-area autocomplete parameters; empty when they may be sent. */
export const postalAreaParamsProblems = (params: PostalAreaParams): string[] =>
  problems(params, countryParamRules('postal-area', params));

/** Every problem of street autocomplete parameters; empty when they may be sent. */
export const streetParamsProblems = (params: StreetParams): string[] => problems(params, countryParamRules('street', params));

/** Every problem of Dutch postcode-lookup parameters (the postcode as typed: spaces and case allowed). */
export const postcodeAddressParamsProblems = (params: PostcodeAddressParams): string[] =>
  problems(params, postcodeParamRules(params));

/** Throws an `invalid-input` {@link AddressApiError} listing every problem of `params` under `rules`, when there is one. */
export function assertParams(params: object, rules: Rules): void {
  const found = problems(params, rules);
  if (found.length > 0) throw new AddressApiError('invalid-input', `Invalid parameters: ${found.join('; ')}`);
}
