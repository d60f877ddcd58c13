import type { OperationKey } from './operations.ts';
import { integer, nullable, oneOf, string, type Rule, type Rules } from './rules.ts';

// Run-time checks of the service's answers; unknown extra fields are kept: the service adds fields without notice.

const absent =
  (rule: Rule): Rule =>
  (v) =>
    v === undefined ? undefined : rule(v);
const optional = (rule: Rule): Rule => absent(nullable(rule));
const nullableNumber = nullable((v) => (Number.isFinite(v) ? undefined : 'must be a number'));
const nullableString = nullable(string);
const stringList: Rule = (v) =>
  Array.isArray(v) && v.every((item) => typeof item === 'string') ? undefined : 'must be a list of strings';

export const DUTCH_ADDRESS: Rules = {
  street: string,
  streetNen: absent(string),
  houseNumber: integer,
  houseNumberAddition: nullableString,
  postcode: string,
  city: string,
  cityShort: absent(string),
  municipality: string,
  municipalityShort: absent(string),
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
  addressToken: absent(string),
};

const SUGGESTION: Rules = {
  houseNumber: string,
  number: integer,
  status: oneOf('validated', 'incomplete', 'unknown'),
  addressToken: absent(string),
};

export const ANSWER_SHAPES: Record<OperationKey, Rules> = {
  'nl/v1': DUTCH_ADDRESS,
  rest: DUTCH_ADDRESS,
  postcode: DUTCH_ADDRESS,
  'be-house-number': { ...SUGGESTION, bisNumber: nullableString, boxNumber: nullableString, postcode: integer },
  'de-house-number': { ...SUGGESTION, addition: nullableString, postcode: string },
  'be-postal-area': {
    municipalityName: string,
    municipalityNisCode: integer,
    postcode: optional(integer),
    matchedName: optional(string),
  },
  'de-postal-area': {
    cityId: integer,
    cityName: string,
    cityAddition: optional(string),
    postcode: optional(string),
    matchedName: optional(string),
    addressToken: absent(string),
  },
  'be-street': {
    streetId: integer,
    streetName: string,
    postcode: integer,
    municipalityName: string,
    language: optional(string),
    addressToken: absent(string),
  },
  'de-street': {
    streetId: integer,
    streetName: string,
    postcode: string,
    cityName: string,
    addressToken: absent(string),
  },
};

/** The first problem of an answer (`address.houseNumber must be a whole number`), or `undefined`. */
export function answerProblem(answer: unknown, fields: Rules, list: boolean): string | undefined {
  const items: unknown = list ? answer : [answer];
  if (!Array.isArray(items)) return 'the answer must be a list';
  // The hot path of a long list (1000 boxes): nothing is made for a field that holds.
  const rules = Object.entries(fields);
  const at = (index: number, problem: string): string => `${list ? `suggestion[${index}]` : 'address'}${problem}`;
  for (let index = 0; index < items.length; index++) {
    const item: unknown = items[index];
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return at(index, ' must be an object');
    for (const [field, rule] of rules) {
      const reason = rule((item as Record<string, unknown>)[field]);
      if (reason !== undefined) return at(index, `.${field} ${reason}`);
    }
  }
  return undefined;
}
