import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeFamilies, undoEscapes } from '../../src/server/undo-escapes.ts';

describe('undoEscapes', () => {
  it('reads &nbsp; and &NonBreakingSpace; as the no-break space (U+00A0), as &#160; reads, not as a plain space', () => {
    expect(undoEscapes('a&nbsp;b')).toBe('a\u00A0b');
    expect(undoEscapes('a&NonBreakingSpace;b')).toBe('a\u00A0b');
    expect(undoEscapes('a&nbsp;b')).toBe(undoEscapes('a&#160;b'));
  });

  it.each([
    ['\\u0041\\u00e9', 'Aé'],
    ['\\U0041'.toLowerCase(), 'A'],
    ['\\u{1F600}', '😀'],
    ['\\x41\\x2D', 'A-'],
    ['\\/\\"\\\\\\n\\t', '/"\\\n\t'],
    ['&#65;&#x42;&#X43;&#68', 'ABCD'],
    ['&amp;&quot;&hyphen;&lbrack;&DiacriticalGrave;', '&"&hyphen;[`'],
    ['%41%2d%2D', 'A--'],
    ['%C3%A9%E2%82%AC', 'é€'],
  ])('undoes the escapes of %s', (text, undone) => {
    expect(undoEscapes(text)).toBe(undone);
  });

  it('keeps what reads as no character: an unknown reference, a code point past U+10FFFF', () => {
    expect(undoEscapes('&hyphen;&#x110000;&#9999999;')).toBe('&hyphen;&#x110000;&#9999999;');
  });

  it('undoes one layer at a time', () => {
    expect(undoEscapes('%5Cu0041')).toBe('\\u0041');
    expect(undoEscapes(undoEscapes('%5Cu0041'))).toBe('A');
    expect(undoEscapes('&amp;#65;')).toBe('&#65;');
  });

  it('undoes only the family it is given, keeping the others as written', () => {
    const mixed = '%41&#66;\\x43';
    expect(undoEscapes(mixed, 'percent')).toBe('A&#66;\\x43');
    expect(undoEscapes(mixed, 'html')).toBe('%41B\\x43');
    expect(undoEscapes(mixed, 'backslash')).toBe('%41&#66;C');
  });

  it('gives back any text percent-encoded by encodeURIComponent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(undoEscapes(encodeURIComponent(text))).toBe(text);
      }),
      { numRuns: 300 },
    );
  });

  it('gives back any text written as \\u escapes or as HTML references, one a UTF-16 unit or code point', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const unicode = Array.from(
          { length: text.length },
          (_, i) => `\\u${text.charCodeAt(i).toString(16).padStart(4, '0')}`,
        ).join('');
        const html = Array.from(text, (c) => `&#${c.codePointAt(0) ?? 0};`).join('');
        expect(undoEscapes(unicode)).toBe(text);
        expect(undoEscapes(html)).toBe(text);
      }),
      { numRuns: 300 },
    );
  });
});

describe('escapeFamilies', () => {
  it('lists the families of escapes a text holds', () => {
    expect(escapeFamilies('{"city":"Haarlem"}')).toEqual([]);
    expect(escapeFamilies('a\\u0041')).toEqual(['backslash']);
    expect(escapeFamilies('%41 &lt; \\n')).toEqual(['backslash', 'html', 'percent']);
    // A sign alone is no escape.
    expect(escapeFamilies('100% & \\ more')).toEqual([]);
  });
});
