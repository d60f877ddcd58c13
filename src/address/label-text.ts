// What a field of an address may bring onto a label's line. A label's lines are `formatAddress`'s to make: no text in
// a field may start a line, end one or change the order in which a line's words show.

/**
 * What a label does not print: every control character (C0, DEL, C1), the line and paragraph separators (U+2028,
 * U+2029), and the bidi controls: the marks LRM, RLM and ALM (U+200E, U+200F, U+061C), the embeddings and overrides
 * LRE, RLE, PDF, LRO, RLO (U+202A–U+202E) and the isolates LRI, RLI, FSI, PDI (U+2066–U+2069), which show a line's
 * words in another order than they are written.
 */
const UNPRINTED = /[\p{Cc}\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/**
 * Of those, the ones written as a space, so the words on both sides are kept apart: a break of a line or a paragraph
 * (LF, VT, FF, CR, so CRLF, NEL U+0085, LS U+2028, PS U+2029), the information separators FS, GS, RS and US
 * (U+001C–U+001F: Unicode's bidi algorithm ends a paragraph at the first three and takes the last for a tab), and TAB.
 * The others (NUL, ESC and the rest of C0 and C1, DEL, the bidi controls) are removed: nothing to print, or a
 * printer's or a terminal's command.
 */
const SPACED = new Set('\t\n\v\f\r\u001C\u001D\u001E\u001F\u0085\u2028\u2029');

/**
 * A field's text as a label may write it: each line break a space, each control and bidi control removed, runs of
 * white space one space, trimmed. `formatAddress` passes every text of an address through it before any country's
 * layout reads it, so a line of the label holds a field whole and no field makes a line.
 *
 * @example
 * ```ts
 * labelText('Postbus 1\r\nAttn: Refunds'); // 'Postbus 1 Attn: Refunds'
 * labelText('\u202EJulianastraat\u0000 '); // 'Julianastraat'
 * ```
 */
export const labelText = (text: string): string =>
  text
    .replace(UNPRINTED, (character) => (SPACED.has(character) ? ' ' : ''))
    .replace(/\s+/gu, ' ')
    .trim();
