import { AddressApiError } from './errors.ts';
import { isDutchPostcode } from './dutch-postcode.ts';
import { ADDRESS_LIMITS as L } from './limits.ts';
import type { ExactAddressParams, HouseNumberParams, PostalAreaParams, PostcodeAddressParams, StreetParams } from './types.ts';

/** A rule for one parameter: why the value is wrong, or `undefined`. */
type Rule = (value: unknown) => string | undefined;

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

const oneOf =
  (...allowed: unknown[]): Rule =>
  (v) =>
    allowed.includes(v) ? undefined : `must be one of ${allowed.join(', ')}`;

const nullable =
  (rule: Rule): Rule =>
  (v) =>
    v === null ? undefined : rule(v);

/** A typed house number also starts with a number from 1: `0`, `-3` or `bus 3` are never sent. */
const typedHouseNumber =
  (max: number): Rule =>
  (v) =>
    text(max)(v) ?? (/^\s*[1-9]/.test(v as string) ? undefined : 'must start with a number from 1');

const id = integer(1);

const dutchHouseNumber = integer(L.minHouseNumber, L.maxHouseNumber);

const EXACT: Record<string, Rule> = {
  city: text(L.maxNameLength),
  street: text(L.maxNameLength),
  houseNumber: dutchHouseNumber,
};

const belgianPostcode = integer(1000, 9999);
const germanPostcode: Rule = (v) => (typeof v === 'string' && /^\d{5}$/.test(v) ? undefined : 'must be five digits');

const BELGIAN: Record<string, Rule> = {
  municipalityNisCode: nullable(id),
  streetId: id,
  postcode: belgianPostcode,
  language: oneOf('nl', 'fr', 'de'),
  validation: oneOf('strict', 'street', 'number', 'none'),
  houseNumber: typedHouseNumber(L.maxBelgianHouseNumberLength),
};

const GERMAN: Record<string, Rule> = {
  cityId: nullable(id),
  streetId: id,
  postcode: germanPostcode,
  validation: oneOf('strict', 'number', 'none'),
  houseNumber: typedHouseNumber(L.maxGermanHouseNumberLength),
};

const POSTAL_AREA: Record<string, Rule> = { postalArea: text(L.maxNameLength) };
const BELGIAN_STREET: Record<string, Rule> = {
  municipalityNisCode: id,
  postcode: nullable(belgianPostcode),
  streetName: text(L.maxNameLength),
};
const GERMAN_STREET: Record<string, Rule> = { cityId: id, postcode: nullable(germanPostcode), streetName: text(L.maxNameLength) };

const POSTCODE_ADDRESS: Record<string, Rule> = {
  postcode: (v) =>
    typeof v === 'string' && isDutchPostcode(v)
      ? undefined
      : 'must be four digits (not starting with 0) and two letters, not SA, SD or SS',
  houseNumber: dutchHouseNumber,
};

/** Every problem of `params` under `rules`, as "field reason". */
function problems(params: object, rules: Record<string, Rule>): string[] {
  return Object.entries(rules).flatMap(([field, rule]) => {
    const reason = rule((params as Record<string, unknown>)[field]);
    return reason === undefined ? [] : [`${field} ${reason}`];
  });
}

/** Whether an addition is absent: not given, or only white space. */
export function isAbsentAddition(addition: string | undefined): addition is undefined | '' {
  return addition === undefined || addition.trim() === '';
}

/** The rule of a Dutch addition, which is checked only when one is given. */
const additionRule = (addition: string | undefined): Record<string, Rule> =>
  isAbsentAddition(addition) ? {} : { houseNumberAddition: text(L.maxAdditionLength) };

/** Every problem of exact-lookup parameters; empty when they may be sent. */
export function exactParamsProblems(params: ExactAddressParams): string[] {
  return problems(params, { ...EXACT, ...additionRule(params.houseNumberAddition) });
}

/** The problems of parameters with a `country`, under the rules of that country. */
function byCountry(params: object, belgian: Record<string, Rule>, german: Record<string, Rule>): string[] {
  const { country } = params as { country: unknown };
  return country === 'BE' || country === 'DE'
    ? problems(params, country === 'BE' ? belgian : german)
    : ['country must be BE or DE'];
}

/** Every problem of house-number autocomplete parameters; empty when they may be sent. */
export function houseNumberParamsProblems(params: HouseNumberParams): string[] {
  return byCountry(params, BELGIAN, GERMAN);
}

/** Every problem of postal-area autocomplete parameters; empty when they may be sent. */
export function postalAreaParamsProblems(params: PostalAreaParams): string[] {
  return byCountry(params, POSTAL_AREA, POSTAL_AREA);
}

/** Every problem of street autocomplete parameters; empty when they may be sent. */
export function streetParamsProblems(params: StreetParams): string[] {
  return byCountry(params, BELGIAN_STREET, GERMAN_STREET);
}

/** Every problem of Dutch postcode-lookup parameters (the postcode as typed: spaces and case allowed). */
export function postcodeAddressParamsProblems(params: PostcodeAddressParams): string[] {
  return problems(params, { ...POSTCODE_ADDRESS, ...additionRule(params.houseNumberAddition) });
}

/** Throws an `invalid-input` {@link AddressApiError} listing every problem, when there is one. */
export function assertNoProblems(problems: string[]): void {
  if (problems.length > 0) throw new AddressApiError('invalid-input', `Invalid parameters: ${problems.join('; ')}`);
}
