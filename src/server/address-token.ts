import { TOKEN_JOINER } from '../api/posted-names.ts';
import { MAC_CHARS } from './hmac.ts';

/**
 * The `addressToken` a form posts beside an address: the proxy's word that the service confirmed it.
 *
 * A token holds no address. Each part is `v3.<kind>.<issuedAt>.<ref>.<mac>`: the format's version, a one-letter
 * kind ({@link KIND_LETTERS}), the issue time in seconds since 1970 written in base 36, the street id (decimal; a
 * Dutch part has none, and no dot for it either) and the MAC, HMAC-SHA-256 of {@link signedText} (the version, kind,
 * time and reference with the confirmed fields in a fixed order, {@link SIGNED_FIELDS}) cut to its first 96 bits, 16
 * base64url characters (see `MAC_BYTES`). The server recomputes it from the fields the form posted, so it holds only
 * if every one of them is exactly what the service answered, and the token stays small (about 30 characters a part)
 * however long the address is. A Dutch address is one part; a Belgian or German one is two joined by `~`: its
 * street's (`ref` the street id, over street and city) and its house number's (`ref` the street id of the request,
 * over number, postcode, status and the canonical text of the number's parts), so the chain spans the two answers.
 * A German DHL pickup is one part, its postal area's (no `ref`, over postcode and city): the station's number and the
 * Postnummer need no signature, `verifyAddress` checks their form itself.
 *
 * Older tokens are refused as malformed: `v1` (word kinds, decimal time, 128-bit MACs) and `v2` (a house-number MAC
 * without the number's parts, so it vouched for no `houseNumberParts`). A token lives `maxAgeSeconds` (an hour by
 * default), so only the checkouts open while the proxy is upgraded hold one.
 */
const TOKEN_VERSION = 'v3';

/** What a token part vouches for. */
export type TokenKind = 'nl' | 'be-street' | 'de-street' | 'be-house' | 'de-house' | 'de-area';

/**
 * Each kind's letter in a part: `n` a Dutch address; a Belgian or German street is its country's letter (`b`, `d`)
 * and a house number on it the letter after (`c`, `e`); a German postal area with a postcode (a DHL pickup's) `a`.
 */
export const KIND_LETTERS = {
  nl: 'n',
  'be-street': 'b',
  'be-house': 'c',
  'de-street': 'd',
  'de-house': 'e',
  'de-area': 'a',
} as const satisfies Record<TokenKind, string>;

/** The kinds whose part carries no `ref`: a Dutch address and a German postal area vouch for their fields alone. */
const REFLESS: ReadonlySet<TokenKind> = new Set(['nl', 'de-area']);

const KINDS: Readonly<Record<string, TokenKind>> = Object.fromEntries(
  (Object.entries(KIND_LETTERS) as [TokenKind, string][]).map(([kind, letter]) => [letter, kind]),
);

/** The most base-36 digits of an issue time: 8 reach the year 91,000 (the proxy writes 6 until 2038, then 7). */
const TIME_DIGITS = 8;
/**
 * The most digits of a street id: 15, the most the proxy takes in a request's path element (a street with a longer
 * id could never be asked for its house numbers, so the proxy signs none).
 */
const REF_DIGITS = 15;

/** The longest part the proxy writes: a street or house-number part with the longest time, street id and MAC (longer than any part without a ref). */
const MAX_PART_LENGTH = `${TOKEN_VERSION}.x.`.length + TIME_DIGITS + 1 + REF_DIGITS + 1 + MAC_CHARS;

/**
 * The longest token the proxy writes: two parts at their longest and the joiner. A longer posted token is refused
 * before it is read, in time that does not grow with its length.
 */
export const MAX_TOKEN_LENGTH = 2 * MAX_PART_LENGTH + TOKEN_JOINER.length;

/**
 * The confirmed fields each kind's MAC covers, in this order, by their posted keys. A house number's
 * `houseNumberParts` is the canonical text of the service's own fields of that suggestion (`houseNumberPartsText`).
 */
export const SIGNED_FIELDS = {
  nl: ['postcode', 'city', 'street', 'houseNumber', 'houseNumberAddition'],
  street: ['street', 'city'],
  house: ['houseNumber', 'postcode', 'status', 'houseNumberParts'],
  /** A German postal area: its postcode and its `cityName`, the city a pickup posts (as a German street's city is). */
  area: ['postcode', 'city'],
} as const;

/** One part of a posted token, read but not yet checked. */
export interface TokenPart {
  kind: TokenKind;
  /** Seconds since 1970 when the proxy signed it. */
  issuedAt: number;
  /** The street id of a Belgian or German street or house-number part, `''` for a Dutch one or a postal area's. */
  ref: string;
  mac: string;
}

/** Whether `ref` is a street id a part can carry: a whole number from 1, in decimal, as the proxy writes it. */
export const isTokenRef = (ref: string): boolean => ref.length <= REF_DIGITS && /^[1-9]\d*$/u.test(ref);

/**
 * A character `JSON.stringify` may write escaped: a quote, a backslash, a control character (it escapes those below
 * U+0020) or a surrogate without its pair.
 */
const ESCAPED = /["\\\p{Cc}\p{Cs}]/u;
/** A text as `JSON.stringify` writes it, without its call where nothing needs an escape (most addresses). */
const jsonString = (text: string): string => (ESCAPED.test(text) ? JSON.stringify(text) : `"${text}"`);

/**
 * The text a part's MAC covers: a JSON list of the version, the kind's letter, the time, the reference and the
 * fields, so no field can run into the next, whatever characters it holds. Written by hand, the same text as
 * `JSON.stringify` writes (a test holds it to that), in a third of its time.
 */
export function signedText(kind: TokenKind, issuedAt: number, ref: string, fields: readonly string[]): string {
  if (!Number.isSafeInteger(issuedAt)) return JSON.stringify([TOKEN_VERSION, KIND_LETTERS[kind], issuedAt, ref, ...fields]);
  let text = `["${TOKEN_VERSION}","${KIND_LETTERS[kind]}",${String(issuedAt)},${jsonString(ref)}`;
  for (const field of fields) text += `,${jsonString(field)}`;
  return `${text}]`;
}

/** A part as it is posted. */
export const tokenPart = (kind: TokenKind, issuedAt: number, ref: string, mac: string): string =>
  `${TOKEN_VERSION}.${KIND_LETTERS[kind]}.${issuedAt.toString(36)}.${ref === '' ? '' : `${ref}.`}${mac}`;

const PART = new RegExp(
  `^${TOKEN_VERSION}\\.([${Object.values(KIND_LETTERS).join('')}])\\.([1-9a-z][\\da-z]{0,${TIME_DIGITS - 1}})\\.(?:([1-9]\\d{0,${REF_DIGITS - 1}})\\.)?([\\w-]{${MAC_CHARS}})$`,
  'u',
);

/**
 * The parts of a posted token, or `undefined` when it is not one the proxy writes: a Dutch part or a German postal
 * area's alone, or a street part and a house-number part of the same country, in that order (whether they share a
 * street is the MAC's to say).
 * A token longer than {@link MAX_TOKEN_LENGTH} is refused before it is split.
 */
export function readToken(token: string): TokenPart[] | undefined {
  if (token.length > MAX_TOKEN_LENGTH) return undefined;
  const parts: TokenPart[] = [];
  for (const text of token.split(TOKEN_JOINER)) {
    const match = PART.exec(text);
    if (match === null) return undefined;
    const [, letter = '', time = '', ref = '', mac = ''] = match;
    const kind = KINDS[letter];
    if (kind === undefined || REFLESS.has(kind) !== (ref === '')) return undefined;
    parts.push({ kind, issuedAt: parseInt(time, 36), ref, mac });
  }
  const [first, second] = parts;
  if (first === undefined) return undefined;
  if (parts.length === 1) return REFLESS.has(first.kind) ? parts : undefined;
  const country = first.kind.slice(0, 2);
  const chained = parts.length === 2 && second !== undefined && first.kind === `${country}-street` && second.kind === `${country}-house`;
  return chained ? parts : undefined;
}
