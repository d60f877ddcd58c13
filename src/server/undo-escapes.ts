/** The HTML named references of ASCII punctuation (and the no-break space): the only ones that can spell a typed secret. */
const ENTITIES = new Map(
  // Each name followed by its character, as one text (shorter to ship than an object).
  Array.from(
    'excl!quot"QUOT"num#dollar$percnt%amp&AMP&apos\'lpar(rpar)ast*midast*plus+comma,period.sol/colon:semi;lt<LT<equals=gt>GT>quest?commat@lsqb[lbrack[bsol\\rsqb]rbrack]Hat^lowbar_UnderBar_grave`DiacriticalGrave`lcub{lbrace{verbar|vert|VerticalLine|rcub}rbrace}tilde~nbsp\u00A0NonBreakingSpace\u00A0'.matchAll(
      /([A-Za-z]+)([^A-Za-z])/gu,
    ),
    ([, name = '', character = '']) => [name, character],
  ),
);
const SIMPLE_ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/** One escape of any encoding a text may hide characters in: JSON and JavaScript, HTML references, URL percent-escapes. */
const ESCAPE_FAMILIES = {
  backslash: String.raw`\\u\{([0-9a-f]{1,6})\}|\\u([0-9a-f]{4})|\\x([0-9a-f]{2})|\\(["'\\/bfnrt])`,
  html: String.raw`&#x([0-9a-f]{1,6});?|&#(\d{1,7});?|&([a-z]+);`,
  percent: String.raw`((?:%[0-9a-f]{2})+)`,
};
const ESCAPE = new RegExp(Object.values(ESCAPE_FAMILIES).join('|'), 'giu');

const utf8 = new TextDecoder();
const percentRun = (run: string): string =>
  utf8.decode(Uint8Array.from(run.slice(1).split('%'), (byte) => parseInt(byte, 16)));

/** The families of escapes: backslash escapes (JSON, JavaScript), HTML references, URL percent-escapes. */
export type EscapeFamily = keyof typeof ESCAPE_FAMILIES;
const FAMILY_OF_GROUP: readonly EscapeFamily[] = [
  'backslash',
  'backslash',
  'backslash',
  'backslash',
  'html',
  'html',
  'html',
  'percent',
];
const HOLDS_FAMILY = Object.entries(ESCAPE_FAMILIES).map(
  ([family, source]) => [family as EscapeFamily, new RegExp(source, 'iu')] as const,
);

export const escapeFamilies = (text: string): EscapeFamily[] =>
  HOLDS_FAMILY.filter(([, holds]) => holds.test(text)).map(([family]) => family);

/** The text with every escape undone once (or only those of one family); undoing again undoes the next layer. */
export function undoEscapes(text: string, only?: EscapeFamily): string {
  // The escape is told by which group of ESCAPE it filled: 0-2 and 4 are hex code points, 5 a decimal one.
  return text.replace(ESCAPE, (whole: string, ...groups: (string | undefined)[]) => {
    const i = groups.findIndex((group) => group !== undefined);
    if (only !== undefined && FAMILY_OF_GROUP[i] !== only) return whole;
    const value = groups[i] ?? '';
    if (i === 3) return SIMPLE_ESCAPES[value] ?? value;
    if (i === 6) return ENTITIES.get(value) ?? whole;
    if (i === 7) return percentRun(value);
    const code = parseInt(value, i === 5 ? 10 : 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}
