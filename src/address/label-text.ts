// Controls, line and paragraph separators and bidi controls; breaks and separators become a space, the rest go.
const UNPRINTED = /[\p{Cc}\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

const SPACED = new Set('\t\n\v\f\r\u001C\u001D\u001E\u001F\u0085\u2028\u2029');

/** A field's text on one label line: no field starts, ends or reorders a line. */
export const labelText = (text: string): string =>
  text
    .replace(UNPRINTED, (character) => (SPACED.has(character) ? ' ' : ''))
    .replace(/\s+/gu, ' ')
    .trim();
