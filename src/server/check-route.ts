import { ADDRESS_LIMITS as L } from '../api/limits.ts';
import type { ServiceRoute } from '../api/parse-path.ts';

type Rule = (value: string | undefined) => boolean;

/**
 * Decoded text the proxy may pass on: within its length (in code points, counted only when the UTF-16 length could
 * exceed it), no control character, not a dot segment.
 */
const text =
  (maxLength: number): Rule =>
  (v = '') =>
    (v.length <= maxLength || Array.from(v).length <= maxLength) && !/\p{Cc}|^\.+$/u.test(v) && v.isWellFormed();
const nameText = text(L.maxNameLength);
const name: Rule = (v = '') => nameText(v) && v.trim() !== '';
const digits =
  (pattern: RegExp): Rule =>
  (v = '') =>
    pattern.test(v);
const oneOf =
  (...allowed: string[]): Rule =>
  (v = '') =>
    allowed.includes(v);
const id = digits(/^\d{1,12}$/u);
const optional =
  (rule: Rule): Rule =>
  (v) =>
    v === '' || rule(v);
const optionalId = optional(id);
const houseNumber = digits(/^\d{1,5}$/u);
const additionText = text(L.maxAdditionLength);
const addition: Rule = (v) => v === undefined || additionText(v);

/** The rules of each operation's elements, by name. */
const RULES: Record<ServiceRoute['operation'], Record<string, Rule>> = {
  exact: {
    city: name,
    street: name,
    houseNumber,
    houseNumberAddition: addition,
  },
  'be-house-number': {
    municipalityNisCode: optionalId,
    streetId: id,
    postcode: digits(/^\d{1,4}$/u),
    language: oneOf('nl', 'fr', 'de'),
    validation: oneOf('strict', 'street', 'number', 'none'),
    houseNumber: text(L.maxBelgianHouseNumberLength),
  },
  'de-house-number': {
    cityId: optionalId,
    streetId: id,
    postcode: digits(/^\d{5}$/u),
    validation: oneOf('strict', 'number', 'none'),
    houseNumber: text(L.maxGermanHouseNumberLength),
  },
  'be-postal-area': { postalArea: name },
  'de-postal-area': { postalArea: name },
  'be-street': { municipalityNisCode: id, postcode: optional(digits(/^\d{4}$/u)), streetName: name },
  'de-street': { cityId: id, postcode: optional(digits(/^\d{5}$/u)), streetName: name },
  // The Dutch postcode as the specification writes it (a space and lower case allowed); the client sends `2012ES`.
  postcode: { postcode: digits(/^[1-9]\d{3} ?[A-Za-z]{2}$/u), houseNumber, houseNumberAddition: addition },
};

/**
 * The first decoded element of a route that breaks the specification's limits, or `undefined`. Every element is
 * checked after decoding, so no encoding trick (doubled, `%2F`, `%2e%2e`, NUL) gets past as something else.
 */
export function routeProblem(route: ServiceRoute): string | undefined {
  const rules = RULES[route.operation];
  const elements: Partial<Record<string, string>> = route.elements;
  return Object.keys(rules).find((key) => rules[key]?.(elements[key]) !== true);
}
