import type { ServiceRoute } from '../api/parse-path.ts';
import { signedText, tokenPart, type TokenKind } from './address-token.ts';
import type { Mac } from './hmac.ts';

type Json = Record<string, unknown>;
/** A confirmed thing of an answer: the object that gets the token, and what its MAC covers. */
type Signable = { target: Json; kind: TokenKind; ref: string; fields: string[] };

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
/** A number or a text as the form posts it (a Belgian postcode is a number in the answer, text in the form). */
const posted = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : Number.isSafeInteger(value) ? String(value) : undefined;
const allText = (fields: (string | undefined)[]): fields is string[] => fields.every((field) => field !== undefined);

/**
 * What the service confirmed in an answer to `route`, as the form will post it: the Dutch address (a PO box with
 * the box number that was asked for, since the service answers 0), each street with its city, and each validated
 * house number with its postcode. An addition that does not exist (`null`) and an `unknown` or `incomplete` house
 * number confirm nothing, and neither does an answer of another shape (the client refuses it anyway).
 */
function signables(route: ServiceRoute, answer: unknown): Signable[] {
  if (route.operation === 'exact' || route.operation === 'postcode') {
    if (!isObject(answer) || answer.houseNumberAddition === null) return [];
    const box = answer.addressType === 'PO box' ? String(Number(route.elements.houseNumber)) : posted(answer.houseNumber);
    const fields = [text(answer.postcode), text(answer.city), text(answer.street), box, text(answer.houseNumberAddition)];
    return allText(fields) ? [{ target: answer, kind: 'nl', ref: '', fields }] : [];
  }
  if (!Array.isArray(answer)) return [];
  const items = answer.filter(isObject);
  switch (route.operation) {
    case 'be-street':
    case 'de-street': {
      const kind = route.operation === 'be-street' ? 'be-street' : 'de-street';
      return items.flatMap((street) => {
        const fields = [text(street.streetName), text(kind === 'be-street' ? street.municipalityName : street.cityName)];
        const ref = posted(street.streetId);
        return allText(fields) && ref !== undefined ? [{ target: street, kind, ref, fields }] : [];
      });
    }
    case 'be-house-number':
    case 'de-house-number': {
      const kind = route.operation === 'be-house-number' ? 'be-house' : 'de-house';
      const ref = String(Number(route.elements.streetId));
      return items.flatMap((house) => {
        const fields = [text(house.houseNumber), posted(house.postcode), house.status === 'validated' ? 'validated' : undefined];
        return allText(fields) ? [{ target: house, kind, ref, fields }] : [];
      });
    }
    default:
      return [];
  }
}

/** Whether answers to `route` can hold anything confirmed (a postal area confirms no address). */
export const isSigned = (route: ServiceRoute): boolean => route.operation !== 'be-postal-area' && route.operation !== 'de-postal-area';

/**
 * The JSON text of a 200 answer to `route` with an `addressToken` on everything the service confirmed (see
 * {@link signables}), signed with `mac` at `issuedAt` (seconds). A body that is not JSON is given back as it came.
 */
export async function signAnswer(route: ServiceRoute, body: string, mac: Mac, issuedAt: number): Promise<string> {
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    return body;
  }
  const found = signables(route, answer);
  if (found.length === 0) return body;
  const macs = found.map(({ kind, ref, fields }) => mac(signedText(kind, issuedAt, ref, fields)));
  // Web Crypto answers with promises; `node:crypto` with the texts themselves, which need no wait.
  const written = macs.some((m) => typeof m !== 'string') ? await Promise.all(macs.map((m) => Promise.resolve(m))) : (macs as string[]);
  found.forEach(({ target, kind, ref }, i) => {
    target.addressToken = tokenPart(kind, issuedAt, ref, written[i] ?? '');
  });
  return JSON.stringify(answer);
}
