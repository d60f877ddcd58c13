import type {
  BelgianHouseNumberSuggestion,
  DutchAddress,
  GermanHouseNumberSuggestion,
  HouseNumberStatus,
} from './types.ts';

/**
 * Run-time checks of the service's answers. Each check returns the value typed, or a description of the first
 * field that is wrong. Unknown extra fields are kept and ignored: the service adds fields without notice.
 */
export type Checked<T> = { ok: true; value: T } | { ok: false; problem: string };

type Rule = (value: unknown) => boolean;
type Record_ = Record<string, unknown>;

const isRecord = (value: unknown): value is Record_ =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const string: Rule = (v) => typeof v === 'string';
const integer: Rule = (v) => Number.isInteger(v);
const finite: Rule = (v) => typeof v === 'number' && Number.isFinite(v);
const stringList: Rule = (v) => Array.isArray(v) && v.every((item) => typeof item === 'string');
const nullable = (rule: Rule): Rule => (v) => v === null || rule(v);
const optional = (rule: Rule): Rule => (v) => v === undefined || rule(v);
const STATUSES: readonly HouseNumberStatus[] = ['validated', 'incomplete', 'unknown'];
const status: Rule = (v) => STATUSES.includes(v as HouseNumberStatus);

function checkFields(value: unknown, rules: Record<string, Rule>, where: string): string | undefined {
  if (!isRecord(value)) return `${where} is not an object`;
  for (const [field, rule] of Object.entries(rules)) {
    if (!rule(value[field])) return `${where}.${field} has the wrong type (${value[field] === undefined ? 'undefined' : JSON.stringify(value[field])})`;
  }
  return undefined;
}

const DUTCH_ADDRESS: Record<string, Rule> = {
  street: string,
  streetNen: optional(string),
  houseNumber: integer,
  houseNumberAddition: nullable(string),
  postcode: string,
  city: string,
  cityShort: optional(string),
  municipality: string,
  municipalityShort: optional(string),
  province: string,
  rdX: nullable(finite),
  rdY: nullable(finite),
  latitude: nullable(finite),
  longitude: nullable(finite),
  bagNumberDesignationId: nullable(string),
  bagAddressableObjectId: nullable(string),
  addressType: string,
  purposes: nullable(stringList),
  surfaceArea: nullable(finite),
  houseNumberAdditions: stringList,
};

const SUGGESTION: Record<string, Rule> = { houseNumber: string, number: integer, status };
const BELGIAN_SUGGESTION: Record<string, Rule> = {
  ...SUGGESTION,
  bisNumber: nullable(string),
  boxNumber: nullable(string),
  postcode: integer,
};
const GERMAN_SUGGESTION: Record<string, Rule> = { ...SUGGESTION, addition: nullable(string), postcode: string };

/** Checks the answer of `matchExact`. */
export function checkDutchAddress(value: unknown): Checked<DutchAddress> {
  const problem = checkFields(value, DUTCH_ADDRESS, 'address');
  return problem === undefined ? { ok: true, value: value as DutchAddress } : { ok: false, problem };
}

function checkList<T>(value: unknown, rules: Record<string, Rule>): Checked<T[]> {
  if (!Array.isArray(value)) return { ok: false, problem: 'the answer is not a list' };
  for (const [index, item] of value.entries()) {
    const problem = checkFields(item, rules, `suggestion[${index}]`);
    if (problem !== undefined) return { ok: false, problem };
  }
  return { ok: true, value: value as T[] };
}

/** Checks the answer of the Belgian house-number autocomplete. */
export const checkBelgianSuggestions = (value: unknown): Checked<BelgianHouseNumberSuggestion[]> =>
  checkList(value, BELGIAN_SUGGESTION);

/** Checks the answer of the German house-number autocomplete. */
export const checkGermanSuggestions = (value: unknown): Checked<GermanHouseNumberSuggestion[]> =>
  checkList(value, GERMAN_SUGGESTION);
