import { TOKEN_JOINER } from '../api/posted-names.ts';

/**
 * The `addressToken` a form posts beside an address: the proxy's word that the service confirmed it.
 *
 * A token holds no address. Each part carries its version, kind, issue time, a reference and a MAC:
 * `v1.<kind>.<issuedAt>.<ref>.<mac>`, where `mac` is HMAC-SHA-256 (base64url) of {@link signedText}: the kind, time
 * and reference with the confirmed fields in a fixed order (its first 128 bits, see `MAC_BYTES`). The server recomputes it from the fields the form
 * posted, so it holds only if every one of them is exactly what the service answered, and the token stays small
 * (about 50 characters a part) however long the address is. A Dutch address is one part (`ref` empty); a Belgian or
 * German one is two joined by `~`: its street's (`ref` the street id, over street and city) and its house number's
 * (`ref` the street id of the request, over number, postcode and status), so the chain spans the two answers.
 */
export const TOKEN_VERSION = 'v1';

/** What a token part vouches for. */
export type TokenKind = 'nl' | 'be-street' | 'de-street' | 'be-house' | 'de-house';

/** The confirmed fields each kind's MAC covers, in this order. */
export const SIGNED_FIELDS = {
  nl: ['postcode', 'city', 'street', 'houseNumber', 'houseNumberAddition'],
  street: ['street', 'city'],
  house: ['houseNumber', 'postcode', 'status'],
} as const;

/** One part of a posted token, read but not yet checked. */
export interface TokenPart {
  kind: TokenKind;
  /** Seconds since 1970 when the proxy signed it. */
  issuedAt: number;
  /** The street id of a Belgian or German part, `''` for a Dutch one. */
  ref: string;
  mac: string;
}

/**
 * The text a part's MAC covers: a JSON list of strings and the time, so no field can run into the next, whatever
 * characters it holds.
 */
export const signedText = (kind: TokenKind, issuedAt: number, ref: string, fields: readonly string[]): string =>
  JSON.stringify([TOKEN_VERSION, kind, issuedAt, ref, ...fields]);

/** A part as it is posted. */
export const tokenPart = (kind: TokenKind, issuedAt: number, ref: string, mac: string): string =>
  `${TOKEN_VERSION}.${kind}.${issuedAt}.${ref}.${mac}`;

const PART = /^v1\.(nl|be-street|de-street|be-house|de-house)\.(\d{1,12})\.(\d{0,15})\.([\w-]{22})$/u;

/**
 * The parts of a posted token, or `undefined` when it is not one the proxy writes: a Dutch part alone, or a street
 * part and a house-number part of the same country, in that order (whether they share a street is the MAC's to say).
 */
export function readToken(token: string): TokenPart[] | undefined {
  const parts: TokenPart[] = [];
  for (const text of token.split(TOKEN_JOINER)) {
    const match = PART.exec(text);
    if (match === null) return undefined;
    const [, kind, issuedAt, ref, mac] = match as unknown as [string, TokenKind, string, string, string];
    if ((kind === 'nl') !== (ref === '')) return undefined;
    parts.push({ kind, issuedAt: Number(issuedAt), ref, mac });
  }
  const [first, second] = parts;
  if (first === undefined) return undefined;
  if (parts.length === 1) return first.kind === 'nl' ? parts : undefined;
  const country = first.kind.slice(0, 2);
  const chained = parts.length === 2 && second !== undefined && first.kind === `${country}-street` && second.kind === `${country}-house`;
  return chained ? parts : undefined;
}
