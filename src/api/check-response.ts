import type {
  BelgianHouseNumberSuggestion,
  BelgianPostalArea,
  BelgianStreet,
  DutchAddress,
  GermanHouseNumberSuggestion,
  GermanPostalArea,
  GermanStreet,
} from './types.ts';

/**
 * Run-time checks of the service's answers. Each check returns the value typed, or a description of the first
 * field that is wrong. Unknown extra fields are kept and ignored: the service adds fields without notice.
 */
export type Checked<T> = { ok: true; value: T } | { ok: false; problem: string };

type Rule = (value: unknown) => boolean;
type Shape = Record<string, Rule>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const string: Rule = (v) => typeof v === 'string';
const integer: Rule = Number.isInteger;
const nullable = (rule: Rule): Rule => (v) => v === null || rule(v);
const optionalString: Rule = (v) => v === undefined || string(v);
const nullableString = nullable(string);
const nullableNumber = nullable((v) => Number.isFinite(v));
const stringList: Rule = (v) => Array.isArray(v) && v.every(string);
const optional = (rule: Rule): Rule => (v) => v === undefined || v === null || rule(v);
const status: Rule = (v) => v === 'validated' || v === 'incomplete' || v === 'unknown';

/** The first wrong field of `value` under `shape`, named from `where`, or `undefined`. */
function wrongField(value: unknown, shape: Shape, where: string): string | undefined {
  if (!isRecord(value)) return `${where} is not an object`;
  const field = Object.keys(shape).find((key) => !shape[key]?.(value[key]));
  if (field === undefined) return undefined;
  return `${where}.${field} is ${field in value ? JSON.stringify(value[field]) : 'missing'}`;
}

const DUTCH_ADDRESS: Shape = {
  street: string,
  streetNen: optionalString,
  houseNumber: integer,
  houseNumberAddition: nullableString,
  postcode: string,
  city: string,
  cityShort: optionalString,
  municipality: string,
  municipalityShort: optionalString,
  province: string,
  rdX: nullableNumber,
  rdY: nullableNumber,
  latitude: nullableNumber,
  longitude: nullableNumber,
  bagNumberDesignationId: nullableString,
  bagAddressableObjectId: nullableString,
  addressType: string,
  purposes: nullable(stringList),
  surfaceArea: nullableNumber,
  houseNumberAdditions: stringList,
};

const SUGGESTION: Shape = { houseNumber: string, number: integer, status };
const BELGIAN_SUGGESTION: Shape = { ...SUGGESTION, bisNumber: nullableString, boxNumber: nullableString, postcode: integer };
const GERMAN_SUGGESTION: Shape = { ...SUGGESTION, addition: nullableString, postcode: string };

const BELGIAN_POSTAL_AREA: Shape = {
  municipalityName: string,
  municipalityNisCode: integer,
  postcode: optional(integer),
  matchedName: optional(string),
};
const GERMAN_POSTAL_AREA: Shape = {
  cityId: integer,
  cityName: string,
  cityAddition: optional(string),
  postcode: optional(string),
  matchedName: optional(string),
};
const BELGIAN_STREET: Shape = { streetId: integer, streetName: string, postcode: integer, municipalityName: string, language: optional(string) };
const GERMAN_STREET: Shape = { streetId: integer, streetName: string, postcode: string, cityName: string };

const checked = <T>(value: unknown, problem: string | undefined): Checked<T> =>
  problem === undefined ? { ok: true, value: value as T } : { ok: false, problem };

/** Checks the answer of `matchExact`. */
export const checkDutchAddress = (value: unknown): Checked<DutchAddress> =>
  checked(value, wrongField(value, DUTCH_ADDRESS, 'address'));

function checkList<T>(value: unknown, shape: Shape): Checked<T[]> {
  if (!Array.isArray(value)) return { ok: false, problem: 'the answer is not a list' };
  for (const [index, item] of value.entries()) {
    const problem = wrongField(item, shape, `suggestion[${index}]`);
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

/** Checks the answer of the Belgian postal-area autocomplete. */
export const checkBelgianPostalAreas = (value: unknown): Checked<BelgianPostalArea[]> => checkList(value, BELGIAN_POSTAL_AREA);

/** Checks the answer of the German postal-area autocomplete. */
export const checkGermanPostalAreas = (value: unknown): Checked<GermanPostalArea[]> => checkList(value, GERMAN_POSTAL_AREA);

/** Checks the answer of the Belgian street autocomplete. */
export const checkBelgianStreets = (value: unknown): Checked<BelgianStreet[]> => checkList(value, BELGIAN_STREET);

/** Checks the answer of the German street autocomplete. */
export const checkGermanStreets = (value: unknown): Checked<GermanStreet[]> => checkList(value, GERMAN_STREET);
