import { TOKEN_JOINER } from '../api/posted-names.ts';
import { MAC_CHARS } from './hmac.ts';

/** The `addressToken` a form posts beside an address; its format: docs/server/verified-address.mdx ("How it works"). */
const TOKEN_VERSION = 'v3';

/** What a token part vouches for. */
export type TokenKind = 'nl' | 'be-street' | 'de-street' | 'be-house' | 'de-house' | 'de-area';

/** Each kind's letter: `n` Dutch; a street its country's letter (`b`, `d`), a house number the next (`c`, `e`); `a` a postal area. */
export const KIND_LETTERS = {
  nl: 'n',
  'be-street': 'b',
  'be-house': 'c',
  'de-street': 'd',
  'de-house': 'e',
  'de-area': 'a',
} as const satisfies Record<TokenKind, string>;

/** The kinds whose part carries no `ref`. */
const REFLESS: ReadonlySet<TokenKind> = new Set(['nl', 'de-area']);

const KINDS: Readonly<Record<string, TokenKind>> = Object.fromEntries(
  (Object.entries(KIND_LETTERS) as [TokenKind, string][]).map(([kind, letter]) => [letter, kind]),
);

/** The most base-36 digits of an issue time: 8 reach the year 91,000. */
const TIME_DIGITS = 8;
/** The most digits of a street id: the most the proxy takes in a path element. */
const REF_DIGITS = 15;

const MAX_PART_LENGTH = `${TOKEN_VERSION}.x.`.length + TIME_DIGITS + 1 + REF_DIGITS + 1 + MAC_CHARS;

/** The longest token the proxy writes; a longer posted one is refused before it is read. */
export const MAX_TOKEN_LENGTH = 2 * MAX_PART_LENGTH + TOKEN_JOINER.length;

/** The confirmed fields each kind's MAC covers, in this order, by their posted keys. */
export const SIGNED_FIELDS = {
  nl: ['postcode', 'city', 'street', 'houseNumber', 'houseNumberAddition'],
  street: ['street', 'city'],
  house: ['houseNumber', 'postcode', 'status', 'houseNumberParts'],
  /** A German postal area: its postcode and its `cityName`, the city a pickup posts. */
  area: ['postcode', 'city'],
} as const;

/** One part of a posted token, read but not yet checked. */
export interface TokenPart {
  kind: TokenKind;
  issuedAt: number;
  /** The street id of a street or house-number part, `''` for a Dutch one or a postal area's. */
  ref: string;
  mac: string;
}

/** Whether `ref` is a street id a part can carry: a whole number from 1, in decimal. */
export const isTokenRef = (ref: string): boolean => ref.length <= REF_DIGITS && /^[1-9]\d*$/u.test(ref);

/** A character `JSON.stringify` may write escaped: a quote, a backslash, a control character or a lone surrogate. */
const ESCAPED = /["\\\p{Cc}\p{Cs}]/u;
const jsonString = (text: string): string => (ESCAPED.test(text) ? JSON.stringify(text) : `"${text}"`);

/** The text a part's MAC covers: a JSON list of the version, kind, time, reference and fields (hand-written for speed). */
export function signedText(kind: TokenKind, issuedAt: number, ref: string, fields: readonly string[]): string {
  if (!Number.isSafeInteger(issuedAt))
    return JSON.stringify([TOKEN_VERSION, KIND_LETTERS[kind], issuedAt, ref, ...fields]);
  let text = `["${TOKEN_VERSION}","${KIND_LETTERS[kind]}",${String(issuedAt)},${jsonString(ref)}`;
  for (const field of fields) text += `,${jsonString(field)}`;
  return `${text}]`;
}

export const tokenPart = (kind: TokenKind, issuedAt: number, ref: string, mac: string): string =>
  `${TOKEN_VERSION}.${KIND_LETTERS[kind]}.${issuedAt.toString(36)}.${ref === '' ? '' : `${ref}.`}${mac}`;

const PART = new RegExp(
  `^${TOKEN_VERSION}\\.([${Object.values(KIND_LETTERS).join('')}])\\.([1-9a-z][\\da-z]{0,${TIME_DIGITS - 1}})\\.(?:([1-9]\\d{0,${REF_DIGITS - 1}})\\.)?([\\w-]{${MAC_CHARS}})$`,
  'u',
);

/** The parts of a posted token (a Dutch or postal-area part alone, or a street part then a house-number part), or `undefined`. */
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
  const chained =
    parts.length === 2 &&
    second !== undefined &&
    first.kind === `${country}-street` &&
    second.kind === `${country}-house`;
  return chained ? parts : undefined;
}
