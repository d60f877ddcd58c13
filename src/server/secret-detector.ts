import { escapeFamilies, undoEscapes } from './undo-escapes.ts';

/** How many layers of escapes are undone: enough for a JSON answer holding an encoding inside an encoding inside an encoding. */
const LAYERS = 4;
/**
 * How often the secret's own text is undone among its forms (see `credentialForms`). A secret that reads as escapes
 * (`\\"`) loses them in the same pass as the layer around it, so its text is whole only that many passes later.
 */
const OWN_UNDOS = 2;
/**
 * How many readings of a text are followed at each depth (all escapes undone comes first): a text that mixes the
 * families of escapes has one more reading per family at each layer, and a hostile one must not multiply the work.
 */
const MAX_READINGS = 8;

/** Form encoding writes a space as `+`: texts are compared with the two as one. */
const plusAsSpace = (text: string): string => text.replaceAll('+', ' ');
/**
 * What makes a text read as more than itself: the start of an escape (a backslash, `&`, `%`), a `+` read as a
 * space, a line break. A text without any (most answers) has one reading, so it is searched once, without copies.
 */
const READS_AS_MORE = /[\\&%+\r\n]/u;
const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));
const toHex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The Base64 text of `bytes` wherever they lie in a longer Base64 text: one per alignment (the bytes may start at
 * any of the three places of a 3-byte group), each without the characters that also depend on the bytes around.
 */
function base64Cores(bytes: Uint8Array): string[] {
  return [0, 1, 2].map((offset) => {
    const encoded = toBase64(new Uint8Array([...new Uint8Array(offset), ...bytes]));
    // A character carries 6 bits: it is the bytes' own when all of its bits lie within them.
    return encoded.slice(Math.ceil((offset * 8) / 6), Math.floor(((offset + bytes.length) * 8) / 6));
  });
}

/**
 * Every text form in which the credentials could reach a browser after the escapes of {@link undoEscapes} are
 * undone: the secret itself (and its middle, see below); the Base64 of the secret and of `key:secret` (what a Basic `Authorization` value
 * holds), standard and URL-safe, at every alignment; the secret's UTF-8 bytes in hex.
 */
function credentialForms(key: string, secret: string): string[] {
  const encoder = new TextEncoder();
  const secretBytes = encoder.encode(secret);
  const base64 = [secretBytes, encoder.encode(`${key}:${secret}`)].flatMap(base64Cores);
  const hex = toHex(secretBytes);
  // A secret that itself reads as escapes (`%41`, `\\n`) loses them where its text is undone with the rest, and
  // its first or last character may join the text beside it into an escape (a last `\\` and the closing `"`): its
  // middle, undone or not, is looked for too.
  const plain = [secret, Array.from(secret).slice(1, -1).join('')].flatMap((s) => [s, undoEscapes(s), undoEscapes(undoEscapes(s))]);
  const forms = [...plain.filter((p) => p.length >= 6), ...base64, ...base64.map((b) => b.replaceAll('+', '-').replaceAll('/', '_')), hex, hex.toUpperCase()];
  return [...new Set(forms.map(plusAsSpace))];
}

/**
 * Makes a test of whether a text holds the credentials, as written or in any encoding: JSON and JavaScript escapes
 * (`\u0053`, `\/`, hex in either case), HTML character references, percent-encoding of any subset of characters
 * (`+` for a space), Base64 (standard or URL-safe, alone or within longer Base64 text) of the secret or of
 * `key:secret`, hex, and any of these inside another, up to four layers deep, also with line breaks inside.
 * It errs on the side of finding the secret: a text it flags is withheld.
 *
 * @example
 * ```ts
 * const holdsSecret = secretDetector('shop', 'Sup3r-S3cret');
 * holdsSecret('{"echo":"Sup3r\\u002dS3cret"}'); // true
 * holdsSecret('{"city":"Haarlem"}'); // false
 * ```
 */
export function secretDetector(key: string, secret: string): (text: string) => boolean {
  const forms = credentialForms(key, secret);
  return (text) => inSomeReading(text, (read) => forms.some((form) => read.includes(form)));
}

/**
 * Whether `holds` finds what it looks for in a text or in any reading of it with escapes undone (see
 * {@link secretDetector}): up to four layers deep and the secret's own escapes undone twice more, `+` read as a space,
 * each layer also without its line breaks.
 */
function inSomeReading(text: string, holds: (reading: string) => boolean): boolean {
  if (!READS_AS_MORE.test(text)) return holds(text);
  let readings = [text];
  const seen = new Set(readings);
  for (let depth = 0; readings.length > 0; depth++) {
    for (const layer of readings) {
      const read = plusAsSpace(layer);
      if (holds(read)) return true;
      // Base64 may be wrapped into lines (MIME): each layer is also read without its line breaks.
      const unwrapped = read.replace(/[\r\n]+/gu, '');
      if (unwrapped !== read && holds(unwrapped)) return true;
    }
    if (depth === LAYERS + OWN_UNDOS) return false;
    readings = readings.flatMap(nextReadings).filter((next) => !seen.has(next)).slice(0, MAX_READINGS);
    for (const next of readings) seen.add(next);
  }
  return false;
}

/** What stands for the upstream URL (or its host) in a text once masked. */
const UPSTREAM_MARK = '<upstream>';
const regexEscape = (text: string): string => text.replace(/[\\^$.*+?()[\]{}|/]/gu, '\\$&');
/**
 * A pattern of texts (undone of their percent-escapes) in which each character may also be percent-encoded (hex in
 * either case, as the whole pattern is case-insensitive), a space or `+` is either, and a `/` may be JSON's `\\/`.
 */
const anyEncoding = (texts: string[]): string =>
  `(?:${[...new Set(texts.map((text) => undoEscapes(text, 'percent')))]
    .filter((text) => text !== '')
    .map((text) => Array.from(text, (c) => (c === ' ' || c === '+' ? '(?:[ +]|%20|%2B)' : `(?:${c === '/' ? '\\\\?' : ''}${regexEscape(c)}|${regexEscape(encodeURIComponent(c))})`)).join(''))
    .join('|')})`;

/**
 * Masks the upstream URL (a setting: its host or path may name the shop's account) in a text, and tells whether a
 * text still holds it. `mask` writes {@link UPSTREAM_MARK} for the URL however a transport wrote it: as given, as
 * `new URL(u).href` (host lower-cased, in Punycode, path percent-encoded, default port dropped), with its host in any
 * case, with characters percent-encoded or decoded, with a scheme, userinfo or port before or after the host, and
 * for its origin or host alone (`getaddrinfo ENOTFOUND api.example`). `holds` finds what is left in any encoding of
 * {@link secretDetector} (a URL percent-encoded whole, JSON-escaped): the host, or the upstream's path after a mark.
 */
export function upstreamMasker(upstream: string): { mask: (text: string) => string; holds: (text: string) => boolean } {
  const { hostname, pathname } = new URL(upstream);
  // The host as written too (not in Punycode), and each without brackets (`connect ECONNREFUSED ::1:443`).
  const hosts = [hostname, (upstream.split('/')[2] ?? '').replace(/:\d*$/u, '')].flatMap((h) => [h, h.replace(/^\[|\]$/gu, '')]);
  // A name of one label (`db`, `upstream`) only as a word of its own, so a message keeps its words; any other anywhere.
  const [before, after] = hostname.includes('.') ? ['', ''] : ['(?<![\\p{L}\\p{N}])', '(?![\\p{L}\\p{N}])'];
  const host = `${before}${anyEncoding(hosts)}${after}`;
  const port = '(?:(?::|%3A)\\d{1,5})?';
  const path = pathname === '/' ? '' : anyEncoding([pathname]);
  const whole = new RegExp(`(?:https?:(?:\\\\?/){2}(?:[^\\s/@]{0,256}@)?)?${host}${port}${path && `${path}?`}`, 'giu');
  // A mark is read as one character that no host holds (a host named `upstream` is not found in the mark).
  const left = new RegExp(`${host}${path && `|\0${port}${path}`}`, 'iu');
  return {
    mask: (text) => text.replace(whole, UPSTREAM_MARK),
    holds: (text) => inSomeReading(text.replaceAll(UPSTREAM_MARK, '\0'), (read) => left.test(read)),
  };
}

/**
 * The readings of a text one layer down: every escape undone at once (an encoding whose text another one wrote), and
 * where the text mixes families of escapes, each family alone as well. A layer is one encoding, which keeps what reads
 * as another's escape as it is: HTML references around a secret's own `\\t` leave `\\t` (undoing all at once would
 * read the freed backslash and the next one's `\\t` as a tab).
 */
function nextReadings(layer: string): string[] {
  const all = undoEscapes(layer);
  if (all === layer) return [];
  const families = escapeFamilies(layer);
  return families.length > 1 ? [all, ...families.map((family) => undoEscapes(layer, family))] : [all];
}
