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

/** The rules of each operation's elements, in path order (the names are `parseServicePath`'s). */
const RULES: Record<ServiceRoute['operation'], Rule[]> = {
  exact: [name, name, houseNumber, addition],
  'be-house-number': [
    optionalId,
    id,
    digits(/^\d{1,4}$/u),
    oneOf('nl', 'fr', 'de'),
    oneOf('strict', 'street', 'number', 'none'),
    text(L.maxBelgianHouseNumberLength),
  ],
  'de-house-number': [optionalId, id, digits(/^\d{5}$/u), oneOf('strict', 'number', 'none'), text(L.maxGermanHouseNumberLength)],
  'be-postal-area': [name],
  'de-postal-area': [name],
  'be-street': [id, optional(digits(/^\d{4}$/u)), name],
  'de-street': [id, optional(digits(/^\d{5}$/u)), name],
  // The Dutch postcode as the specification writes it (a space and lower case allowed); the client sends `2012ES`.
  postcode: [digits(/^[1-9]\d{3} ?[A-Za-z]{2}$/u), houseNumber, addition],
};

/**
 * The name of the first decoded element of a route that breaks the specification's limits, or `undefined`. Every
 * element is checked after decoding, so no encoding trick (doubled, `%2F`, `%2e%2e`, NUL) gets past as something
 * else. An absent addition (always last) is not checked.
 */
export function routeProblem(route: ServiceRoute): string | undefined {
  const rules = RULES[route.operation];
  return Object.entries(route.elements).find(([, value], i) => rules[i]?.(value) !== true)?.[0];
}
