import { escapeFamilies, undoEscapes } from './undo-escapes.ts';

/** Layers of escapes undone: an encoding inside an encoding inside an encoding, in a JSON answer. */
const LAYERS = 4;
/** Passes more for the secret's own escapes (`\\"`), undone with the layer around them. */
const OWN_UNDOS = 2;
/** Readings followed at each depth, so a text mixing escape families cannot multiply the work. */
const MAX_READINGS = 8;

const plusAsSpace = (text: string): string => text.replaceAll('+', ' ');
/** What makes a text read as more than itself; a text without any (most answers) is searched once. */
const READS_AS_MORE = /[\\&%+\r\n]/u;
const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));
const toHex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** The Base64 of `bytes` inside a longer Base64 text: one per alignment, without the characters shared with neighbours. */
function base64Cores(bytes: Uint8Array): string[] {
  return [0, 1, 2].map((offset) => {
    const encoded = toBase64(new Uint8Array([...new Uint8Array(offset), ...bytes]));
    return encoded.slice(Math.ceil((offset * 8) / 6), Math.floor(((offset + bytes.length) * 8) / 6));
  });
}

/** Every form in which the credentials could reach a browser once escapes are undone: plain, Base64 of the secret and of `key:secret`, hex. */
function credentialForms(key: string, secret: string): string[] {
  const encoder = new TextEncoder();
  const secretBytes = encoder.encode(secret);
  const base64 = [secretBytes, encoder.encode(`${key}:${secret}`)].flatMap(base64Cores);
  const hex = toHex(secretBytes);
  // A secret that reads as escapes loses them when undone, and its ends may join the text beside: its middle counts too.
  const plain = [secret, Array.from(secret).slice(1, -1).join('')].flatMap((s) => [
    s,
    undoEscapes(s),
    undoEscapes(undoEscapes(s)),
  ]);
  const forms = [
    ...plain.filter((p) => p.length >= 6),
    ...base64,
    ...base64.map((b) => b.replaceAll('+', '-').replaceAll('/', '_')),
    hex,
    hex.toUpperCase(),
  ];
  return [...new Set(forms.map(plusAsSpace))];
}

/**
 * Makes a test of whether a text holds the credentials, as written or in any encoding (JSON, HTML, percent, Base64,
 * hex, nested up to four layers). It errs on the side of finding the secret: a text it flags is withheld.
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

/** Whether `holds` finds what it looks for in a text or in any reading of it with escapes undone. */
function inSomeReading(text: string, holds: (reading: string) => boolean): boolean {
  if (!READS_AS_MORE.test(text)) return holds(text);
  let readings = [text];
  const seen = new Set(readings);
  for (let depth = 0; readings.length > 0; depth++) {
    for (const layer of readings) {
      const read = plusAsSpace(layer);
      if (holds(read)) return true;
      // Base64 may be wrapped into lines (MIME).
      const unwrapped = read.replace(/[\r\n]+/gu, '');
      if (unwrapped !== read && holds(unwrapped)) return true;
    }
    if (depth === LAYERS + OWN_UNDOS) return false;
    readings = readings
      .flatMap(nextReadings)
      .filter((next) => !seen.has(next))
      .slice(0, MAX_READINGS);
    for (const next of readings) seen.add(next);
  }
  return false;
}

/** What stands for the upstream URL (or its host) in a text once masked. */
const UPSTREAM_MARK = '<upstream>';
const regexEscape = (text: string): string => text.replace(/[\\^$.*+?()[\]{}|/]/gu, '\\$&');
/** A pattern of texts in which each character may also be percent-encoded, and a `/` may be JSON's `\\/`. */
const anyEncoding = (texts: string[]): string =>
  `(?:${[...new Set(texts.map((text) => undoEscapes(text, 'percent')))]
    .filter((text) => text !== '')
    .map((text) =>
      Array.from(text, (c) =>
        c === ' ' || c === '+'
          ? '(?:[ +]|%20|%2B)'
          : `(?:${c === '/' ? '\\\\?' : ''}${regexEscape(c)}|${regexEscape(encodeURIComponent(c))})`,
      ).join(''),
    )
    .join('|')})`;

/** Masks the upstream URL (it may name the account) in a text, and tells whether a text still holds it in any encoding. */
export function upstreamMasker(upstream: string): { mask: (text: string) => string; holds: (text: string) => boolean } {
  const { hostname, pathname } = new URL(upstream);
  // The host as written too (not in Punycode), and without brackets (`connect ECONNREFUSED ::1:443`).
  const hosts = [hostname, (upstream.split('/')[2] ?? '').replace(/:\d*$/u, '')].flatMap((h) => [
    h,
    h.replace(/^\[|\]$/gu, ''),
  ]);
  // A name of one label (`db`, `upstream`) only as a word of its own, so a message keeps its words; any other anywhere.
  const [before, after] = hostname.includes('.') ? ['', ''] : ['(?<![\\p{L}\\p{N}])', '(?![\\p{L}\\p{N}])'];
  const host = `${before}${anyEncoding(hosts)}${after}`;
  const port = '(?:(?::|%3A)\\d{1,5})?';
  const path = pathname === '/' ? '' : anyEncoding([pathname]);
  const whole = new RegExp(`(?:https?:(?:\\\\?/){2}(?:[^\\s/@]{0,256}@)?)?${host}${port}${path && `${path}?`}`, 'giu');
  // A mark reads as one character that no host holds.
  const left = new RegExp(`${host}${path && `|\0${port}${path}`}`, 'iu');
  return {
    mask: (text) => text.replace(whole, UPSTREAM_MARK),
    holds: (text) => inSomeReading(text.replaceAll(UPSTREAM_MARK, '\0'), (read) => left.test(read)),
  };
}

/** The readings of a text one layer down: every escape undone at once and, where families mix, each family alone. */
function nextReadings(layer: string): string[] {
  const all = undoEscapes(layer);
  if (all === layer) return [];
  const families = escapeFamilies(layer);
  return families.length > 1 ? [all, ...families.map((family) => undoEscapes(layer, family))] : [all];
}
