import { AddressApiError } from './errors.ts';
import { ADDRESS_LIMITS as L } from './limits.ts';
import type {
  BelgianHouseNumberParams,
  ExactAddressParams,
  GermanHouseNumberParams,
  HouseNumberParams,
} from './types.ts';

const BELGIAN_LANGUAGES: readonly string[] = ['nl', 'fr', 'de'];
const BELGIAN_VALIDATIONS: readonly string[] = ['strict', 'street', 'number', 'none'];
const GERMAN_VALIDATIONS: readonly string[] = ['strict', 'number', 'none'];

/** Number of characters as a person counts them (code points), not UTF-16 units. */
const length = (text: string): number => Array.from(text).length;

/** A control character (C0, DEL, C1): never part of a name, and a way to smuggle bytes into a path. */
const CONTROL = /\p{Cc}/u;
/** At least one letter or digit: rules out empty names and the path segments `.` and `..`. */
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

function problem(field: string, reason: string): string {
  return `${field} ${reason}`;
}

/** The first thing wrong with a text parameter, or `undefined`. */
function textProblem(field: string, value: unknown, maxLength: number): string | undefined {
  if (typeof value !== 'string') return problem(field, 'must be a string');
  if (!value.isWellFormed()) return problem(field, 'contains a broken Unicode character');
  if (CONTROL.test(value)) return problem(field, 'contains a control character');
  if (!LETTER_OR_DIGIT.test(value)) return problem(field, 'must contain a letter or a digit');
  if (length(value) > maxLength) return problem(field, `is longer than ${maxLength} characters`);
  return undefined;
}

function integerProblem(field: string, value: unknown, min: number, max: number): string | undefined {
  if (typeof value !== 'number' || !Number.isInteger(value)) return problem(field, 'must be a whole number');
  if (value < min || value > max) return problem(field, `must be between ${min} and ${max}`);
  return undefined;
}

function oneOfProblem(field: string, value: unknown, allowed: readonly string[]): string | undefined {
  return typeof value === 'string' && allowed.includes(value)
    ? undefined
    : problem(field, `must be one of ${allowed.join(', ')}`);
}

/** Whether an addition is absent: not given, or only white space. */
export function isAbsentAddition(addition: string | undefined): addition is undefined | '' {
  return addition === undefined || addition.trim() === '';
}

/** Every problem of exact-lookup parameters; empty when they may be sent. */
export function exactParamsProblems(params: ExactAddressParams): string[] {
  const problems = [
    textProblem('city', params.city, L.maxNameLength),
    textProblem('street', params.street, L.maxNameLength),
    integerProblem('houseNumber', params.houseNumber, L.minHouseNumber, L.maxHouseNumber),
    isAbsentAddition(params.houseNumberAddition)
      ? undefined
      : textProblem('houseNumberAddition', params.houseNumberAddition, L.maxAdditionLength),
  ];
  return problems.filter((p): p is string => p !== undefined);
}

function typedHouseNumberProblem(value: unknown, maxLength: number): string | undefined {
  const text = textProblem('houseNumber', value, maxLength);
  if (text !== undefined) return text;
  return /^\s*[1-9]/.test(value as string) ? undefined : problem('houseNumber', 'must start with a number from 1');
}

function nullableIdProblem(field: string, value: unknown): string | undefined {
  return value === null ? undefined : integerProblem(field, value, 1, Number.MAX_SAFE_INTEGER);
}

function belgianProblems(params: BelgianHouseNumberParams): (string | undefined)[] {
  return [
    nullableIdProblem('municipalityNisCode', params.municipalityNisCode),
    integerProblem('postcode', params.postcode, 1000, 9999),
    oneOfProblem('language', params.language, BELGIAN_LANGUAGES),
    oneOfProblem('validation', params.validation, BELGIAN_VALIDATIONS),
    typedHouseNumberProblem(params.houseNumber, L.maxBelgianHouseNumberLength),
  ];
}

function germanProblems(params: GermanHouseNumberParams): (string | undefined)[] {
  return [
    nullableIdProblem('cityId', params.cityId),
    typeof params.postcode === 'string' && /^\d{5}$/.test(params.postcode)
      ? undefined
      : problem('postcode', 'must be five digits'),
    oneOfProblem('validation', params.validation, GERMAN_VALIDATIONS),
    typedHouseNumberProblem(params.houseNumber, L.maxGermanHouseNumberLength),
  ];
}

/** Every problem of house-number autocomplete parameters; empty when they may be sent. */
export function houseNumberParamsProblems(params: HouseNumberParams): string[] {
  const country = (params as { country: unknown }).country;
  if (country !== 'BE' && country !== 'DE') return [problem('country', 'must be BE or DE')];
  const problems = [
    integerProblem('streetId', params.streetId, 1, Number.MAX_SAFE_INTEGER),
    ...(params.country === 'BE' ? belgianProblems(params) : germanProblems(params)),
  ];
  return problems.filter((p): p is string => p !== undefined);
}

/** Throws an `invalid-input` {@link AddressApiError} listing every problem, when there is one. */
export function assertNoProblems(problems: string[]): void {
  if (problems.length > 0) {
    throw new AddressApiError('invalid-input', `Invalid address parameters: ${problems.join('; ')}.`);
  }
}
