import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatGermanHouseNumber, parseGermanHouseNumber } from '../../src/address.ts';

describe('German house numbers', () => {
  it.each([
    ['1', { number: 1, addition: null }],
    ['1A', { number: 1, addition: 'A' }],
    ['1 a', { number: 1, addition: 'A' }],
    ['1-30', { number: 1, addition: '30' }],
    ['1 - 30', { number: 1, addition: '30' }],
    ['36/2', { number: 36, addition: '2' }],
  ])('splits %j', (text, parts) => {
    expect(parseGermanHouseNumber(text)).toEqual(parts);
  });

  it.each(['', 'A', '0', '1-', '1 A B', '1-ABCDEFGHI', '100000'])('refuses %j', (text) => {
    expect(parseGermanHouseNumber(text)).toBeNull();
  });

  it('writes letters after the number and numbers after a dash', () => {
    expect(formatGermanHouseNumber({ number: 36, addition: '2' })).toBe('36-2');
    expect(formatGermanHouseNumber({ number: 1, addition: 'A' })).toBe('1A');
    expect(formatGermanHouseNumber({ number: 7, addition: null })).toBe('7');
  });

  it('reads back every house number it writes', () => {
    const parts = fc.record({
      number: fc.integer({ min: 1, max: 99999 }),
      addition: fc.option(fc.oneof(fc.stringMatching(/^[A-Z]{1,3}$/), fc.stringMatching(/^[1-9]\d{0,3}$/)), {
        nil: null,
      }),
    });
    fc.assert(
      fc.property(parts, (p) => {
        expect(parseGermanHouseNumber(formatGermanHouseNumber(p))).toEqual(p);
      }),
    );
  });
});
