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
  return (text) => {
    if (!READS_AS_MORE.test(text)) return forms.some((form) => text.includes(form));
    let readings = [text];
    const seen = new Set(readings);
    for (let depth = 0; readings.length > 0; depth++) {
      for (const layer of readings) {
        const read = plusAsSpace(layer);
        if (forms.some((form) => read.includes(form))) return true;
        // Base64 may be wrapped into lines (MIME): each layer is also read without its line breaks.
        const unwrapped = read.replace(/[\r\n]+/gu, '');
        if (unwrapped !== read && forms.some((form) => unwrapped.includes(form))) return true;
      }
      if (depth === LAYERS + OWN_UNDOS) return false;
      readings = readings.flatMap(nextReadings).filter((next) => !seen.has(next)).slice(0, MAX_READINGS);
      for (const next of readings) seen.add(next);
    }
    return false;
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
