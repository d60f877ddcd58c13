import type { BelgianLanguage } from './types.ts';
import { isDutchPostcode } from './dutch-postcode.ts';
import { isGermanPostcode } from './service-postcode.ts';
import {
  MAX_ADDITION_LENGTH,
  MAX_BELGIAN_HOUSE_NUMBER_LENGTH,
  MAX_GERMAN_HOUSE_NUMBER_LENGTH,
  MAX_HOUSE_NUMBER,
  MAX_NAME_LENGTH,
  MIN_HOUSE_NUMBER,
} from './limits.ts';
import { nullable, oneOf, type Rule } from './rules.ts';

// The rules of the operations' parameters as the client is given them; the proxy checks decoded path elements with them too.

/** ASCII other than `.` and `%` (no `u` flag: an astral character's halves are outside it). */
// eslint-disable-next-line no-control-regex -- every ASCII character but two
const PLAIN_ASCII = /^[\x00-\x24\x26-\x2d\x2f-\x7f]*$/;

/** Whether a text holds a `.` or `..` part between slashes, also once a server on the way decodes it (docs/server/proxy.mdx). */
function holdsDotSegment(text: string): boolean {
  // ASCII without `.` or `%` holds none, however decoded (most names): the checks below are for the rest.
  if (PLAIN_ASCII.test(text)) return false;
  let plain = text.normalize('NFKC');
  for (let before = ''; plain !== before;) {
    before = plain;
    plain = plain.replace(/%([0-7][\da-f])/giu, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  return plain.split(/[/\\]/u).some((part) => /^\s*\.\.?\s*(?:[;?#]|$)/u.test(part));
}

/** A name, addition or typed house number; `max` counts code points, not UTF-16 units. */
const text =
  (max: number): Rule =>
  (v) =>
    typeof v !== 'string'
      ? 'must be a string'
      : !v.isWellFormed() || /\p{Cc}/u.test(v)
        ? 'contains a control or broken character'
        : !/[\p{L}\p{N}]/u.test(v)
          ? 'must contain a letter or a digit'
          : holdsDotSegment(v)
            ? 'must not hold "." or ".." as a path segment'
            : v.length > max && Array.from(v).length > max
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

/** Whether an addition is absent: not given, or only white space (a `null` is an addition, refused as not a string). */
export function isAbsentAddition(addition: unknown): addition is undefined | '' {
  return addition === undefined || (typeof addition === 'string' && addition.trim() === '');
}

const additionText = text(MAX_ADDITION_LENGTH);

/** A Dutch addition: absent (its path element left out), or a text of at most six characters. */
export const addition: Rule = (v) => (isAbsentAddition(v) ? undefined : additionText(v));
export const id = integer(1);
export const nullableId = nullable(id);
export const name = text(MAX_NAME_LENGTH);
export const dutchHouseNumber = integer(MIN_HOUSE_NUMBER, MAX_HOUSE_NUMBER);
export const belgianPostcode = integer(1000, 9999);
export const germanPostcode: Rule = (v) =>
  typeof v === 'string' && isGermanPostcode(v) ? undefined : 'must be five digits';
export const dutchPostcode: Rule = (v) =>
  typeof v === 'string' && isDutchPostcode(v)
    ? undefined
    : 'must be four digits (not starting with 0) and two letters, not SA, SD or SS';
export const belgianHouseNumber = typedHouseNumber(MAX_BELGIAN_HOUSE_NUMBER_LENGTH);
export const germanHouseNumber = typedHouseNumber(MAX_GERMAN_HOUSE_NUMBER_LENGTH);
export const belgianLanguage = oneOf('nl', 'fr', 'de');
export const isBelgianLanguage = (value: unknown): value is BelgianLanguage => belgianLanguage(value) === undefined;
export const belgianValidation = oneOf('strict', 'street', 'number', 'none');
export const germanValidation = oneOf('strict', 'number', 'none');
