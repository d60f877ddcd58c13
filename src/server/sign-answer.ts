import {
  belgianParts,
  dutchParts,
  germanParts,
  houseNumberPartsText,
  isHouseNumber,
} from '../api/house-number-parts.ts';
import type { ServiceRoute } from '../api/parse-path.ts';
import { isGermanPostcode } from '../api/service-postcode.ts';
import { isTokenRef, signedText, tokenPart, type TokenKind } from './address-token.ts';
import type { Mac } from './hmac.ts';

type Json = Record<string, unknown>;
/**
 * A confirmed thing of an answer: the object that gets the token (and its place among the answer's objects, in
 * the order of the text), and what its MAC covers.
 */
type Signable = { target: Json; item: number; kind: TokenKind; ref: string; fields: string[] };

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
/** A number or a text as the form posts it (a Belgian postcode is a number in the answer, text in the form). */
const posted = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : Number.isSafeInteger(value) ? String(value) : undefined;
const allText = (fields: (string | undefined)[]): fields is string[] => fields.every((field) => field !== undefined);
const nullableText = (value: unknown): value is string | null => value === null || typeof value === 'string';
/** A German postcode, five digits with the leading zero: a postal area without one (a whole city) confirms no pickup. */

/**
 * The canonical text of a suggestion's house-number parts, from the service's own fields (Belgian `number`,
 * `bisNumber`, `boxNumber`; German `number`, `addition`), or `undefined` when they are not of the service's shape or
 * the number is not a whole number from 1 to 99999 (no request could have asked for it).
 */
function partsText(kind: 'be-house' | 'de-house', house: Json): string | undefined {
  const { number } = house;
  if (!isHouseNumber(number)) return undefined;
  if (kind === 'be-house') {
    const { bisNumber, boxNumber } = house;
    return nullableText(bisNumber) && nullableText(boxNumber)
      ? houseNumberPartsText(belgianParts({ number, bisNumber, boxNumber }))
      : undefined;
  }
  const { addition } = house;
  return nullableText(addition) ? houseNumberPartsText(germanParts({ number, addition })) : undefined;
}

/**
 * What the service confirmed in an answer to `route`, as the form will post it: the Dutch address (a PO box with
 * the box number that was asked for, since the service answers 0), each street with its city, each validated house
 * number with its postcode and its parts, and each German postal area with a postcode (five digits), with its city's
 * own name (`cityName`, the city a German street posts too): a DHL pickup's postcode and town. An addition that does
 * not exist (`null`), an `unknown` or `incomplete` house number and a postal area without a postcode (a whole city)
 * confirm nothing, and neither does an answer of another shape (the client refuses it anyway), nor a street whose id
 * no request could name (not a whole number from 1), nor a house number that is not a whole number from 1 to 99999
 * (its parts could not be posted).
 */
function signables(route: ServiceRoute, answer: unknown): Signable[] {
  if (route.operation === 'exact' || route.operation === 'postcode') {
    if (!isObject(answer) || answer.houseNumberAddition === null) return [];
    const box =
      answer.addressType === 'PO box' ? String(Number(route.elements.houseNumber)) : posted(answer.houseNumber);
    if (box === undefined || dutchParts(box, '') === undefined) return [];
    const fields = [
      text(answer.postcode),
      text(answer.city),
      text(answer.street),
      box,
      text(answer.houseNumberAddition),
    ];
    return allText(fields) ? [{ target: answer, item: 0, kind: 'nl', ref: '', fields }] : [];
  }
  if (!Array.isArray(answer)) return [];
  const items = answer.filter(isObject);
  switch (route.operation) {
    case 'be-street':
    case 'de-street': {
      const kind = route.operation === 'be-street' ? 'be-street' : 'de-street';
      return items.flatMap((street, item) => {
        const fields = [
          text(street.streetName),
          text(kind === 'be-street' ? street.municipalityName : street.cityName),
        ];
        const ref = posted(street.streetId);
        return allText(fields) && ref !== undefined && isTokenRef(ref)
          ? [{ target: street, item, kind, ref, fields }]
          : [];
      });
    }
    case 'be-house-number':
    case 'de-house-number': {
      const kind = route.operation === 'be-house-number' ? 'be-house' : 'de-house';
      const ref = String(Number(route.elements.streetId));
      if (!isTokenRef(ref)) return [];
      return items.flatMap((house, item) => {
        if (house.status !== 'validated') return [];
        const fields = [text(house.houseNumber), posted(house.postcode), 'validated', partsText(kind, house)];
        return allText(fields) ? [{ target: house, item, kind, ref, fields }] : [];
      });
    }
    case 'de-postal-area':
      // A German postal area with a postcode: what a DHL pickup's postcode and town are (the city as a street's is posted).
      return items.flatMap((area, item) => {
        const [postcode, city] = [text(area.postcode), text(area.cityName)];
        const signable = postcode !== undefined && isGermanPostcode(postcode) && city !== undefined;
        return signable ? [{ target: area, item, kind: 'de-area' as const, ref: '', fields: [postcode, city] }] : [];
      });
    default:
      return [];
  }
}

/**
 * Whether answers to `route` can hold anything confirmed: every answer but a Belgian postal area's (a Belgian postal
 * area confirms no address; a German one with a postcode confirms a DHL pickup's postal area).
 */
export const isSigned = (route: ServiceRoute): boolean => route.operation !== 'be-postal-area';

/** Whether the `"` at `at` is escaped: an odd run of backslashes before it. */
function escaped(body: string, at: number): boolean {
  let slashes = 0;
  while (body.charCodeAt(at - 1 - slashes) === 0x5c) slashes++;
  return slashes % 2 === 1;
}

/** Where the closing `}` of each object of a list (valid JSON text) is, in order: every `}` one level inside the list. */
function itemEnds(body: string): number[] {
  const ends: number[] = [];
  let depth = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body.charCodeAt(i);
    if (c === 0x22) {
      // A string, skipped whole to its closing quote (whatever brackets it holds).
      do i = body.indexOf('"', i + 1);
      while (i > 0 && escaped(body, i));
      if (i < 0) break;
    } else if (c === 0x7b || c === 0x5b) {
      depth++;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
      if (c === 0x7d && depth === 1) ends.push(i);
    }
  }
  return ends;
}

/**
 * The text of `answer` (parsed from `body`) with each token in its object. Each is written into `body` before its
 * object's closing `}` (after at least one member: a signed object has the fields it vouches for), so the answer is
 * the service's text byte for byte plus the tokens, and the whole answer is not written out again. Where that cannot
 * be done (an object that already has an `addressToken`, which no answer of the service has), the tokens are set on
 * the parsed answer and it is written with `JSON.stringify`, ours in place of the service's.
 */
function withTokens(body: string, answer: unknown, found: readonly Signable[], tokens: readonly string[]): string {
  const [one] = found;
  if (found.length === 1 && one !== undefined && one.target === answer) {
    // A Dutch address: the one object is the answer, its token goes before the answer's last `}`.
    const end = body.lastIndexOf('}');
    if (end > 0 && !Object.hasOwn(one.target, 'addressToken'))
      return `${body.slice(0, end)},"addressToken":"${tokens[0] ?? ''}"${body.slice(end)}`;
  }
  const ends = Array.isArray(answer) ? itemEnds(body) : [body.lastIndexOf('}')];
  const at = found.map(({ item }) => ends[item] ?? -1);
  if (
    found.some(({ target }) => Object.hasOwn(target, 'addressToken')) ||
    at.some((end, i) => end < 0 || end < (at[i - 1] ?? 0))
  ) {
    found.forEach(({ target }, i) => {
      target.addressToken = tokens[i] ?? '';
    });
    return JSON.stringify(answer);
  }
  let written = '';
  let from = 0;
  at.forEach((end, i) => {
    // A token is ASCII letters, digits, `.`, `-` and `_`: it needs no escape in a JSON string.
    written += `${body.slice(from, end)},"addressToken":"${tokens[i] ?? ''}"`;
    from = end;
  });
  return written + body.slice(from);
}

/**
 * The JSON text of a 200 answer to `route` with an `addressToken` on everything the service confirmed (see
 * {@link signables}), signed with `mac` at `issuedAt` (seconds). A body that is not JSON is given back as it came.
 * With `node:crypto`'s MACs (texts, not promises) the answer is given at once, without a wait.
 */
export function signAnswer(route: ServiceRoute, body: string, mac: Mac, issuedAt: number): string | Promise<string> {
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    return body;
  }
  const found = signables(route, answer);
  if (found.length === 0) return body;
  // Web Crypto answers with promises; `node:crypto` with the texts themselves, which need no wait.
  const macs: (string | Promise<string>)[] = [];
  let waits = false;
  for (const { kind, ref, fields } of found) {
    const made = mac(signedText(kind, issuedAt, ref, fields));
    waits ||= typeof made !== 'string';
    macs.push(made);
  }
  if (waits)
    return Promise.all(macs.map((m) => Promise.resolve(m))).then((written) =>
      withTokens(body, answer, found, tokensOf(found, issuedAt, written)),
    );
  return withTokens(body, answer, found, tokensOf(found, issuedAt, macs as string[]));
}

/** The token of each confirmed thing, from its MAC. */
function tokensOf(found: readonly Signable[], issuedAt: number, macs: readonly string[]): string[] {
  return found.map(({ kind, ref }, i) => tokenPart(kind, issuedAt, ref, macs[i] ?? ''));
}
