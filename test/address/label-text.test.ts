import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { labelText } from '../../src/address/label-text.ts';

describe('labelText', () => {
  it.each([
    ['Postbus 1\r\nAttn: Refunds', 'Postbus 1 Attn: Refunds'],
    ['\u202EJulianastraat\u0000 ', 'Julianastraat'],
    ['Julianastraat\u2028Haarlem', 'Julianastraat Haarlem'],
    ['Julianastraat\u001EHaarlem', 'Julianastraat Haarlem'],
    ['Julianastraat\u0085Haarlem', 'Julianastraat Haarlem'],
    ['Julianastraat\tHaarlem', 'Julianastraat Haarlem'],
    ['Julia\u200Fnastraat', 'Julianastraat'],
    ['Julia\u2066na\u2069straat', 'Julianastraat'],
    ['Julia\u001Bnastraat', 'Julianastraat'],
    ['Julia\u009Bnastraat', 'Julianastraat'],
    ['Julia\u061Cnastraat', 'Julianastraat'],
    ['  Rue   de la   Cathédrale  ', 'Rue de la Cathédrale'],
    ['', ''],
  ])('writes %j as %j', (text, written) => {
    expect(labelText(text)).toBe(written);
  });

  it('keeps letters of any script, and marks that are not controls', () => {
    expect(labelText('東京都 渋谷区')).toBe('東京都 渋谷区');
    expect(labelText('שדרות רוטשילד 1')).toBe('שדרות רוטשילד 1');
    expect(labelText('Cafe\u0301 ‘t Zand')).toBe('Cafe\u0301 ‘t Zand');
  });

  it('never leaves a control character, a line break, a bidi control or a run of white space, and changes nothing twice', () => {
    const unprinted = fc.constantFrom(
      '\n',
      '\r',
      '\u0000',
      '\u001B',
      '\u007F',
      '\u0085',
      '\u009B',
      '\u2028',
      '\u2029',
      '\u200E',
      '\u200F',
      '\u061C',
      '\u202A',
      '\u202E',
      '\u2066',
      '\u2069',
      '\u001C',
      '\t',
      ' ',
    );
    const text = fc
      .array(fc.oneof(fc.string({ maxLength: 4 }), unprinted), { maxLength: 12 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, (value) => {
        const written = labelText(value);
        expect(written).not.toMatch(/[\p{Cc}\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]|\s{2}|^\s|\s$/u);
        expect(labelText(written)).toBe(written);
      }),
    );
  });
});
