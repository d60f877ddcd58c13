import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPossibleHouseNumberText, parseBelgianHouseNumber, parseGermanHouseNumber } from '../../src/address.ts';

describe('isPossibleHouseNumberText', () => {
  it.each(['3', '36 b', '36 bu', '6/', '6/3 bt', '1-', '18F box A04', '12 boîte'])('accepts the partial %j', (text) => {
    expect(isPossibleHouseNumberText(text)).toBe(true);
  });

  it.each(['', ' ', 'a', '0', '012', '123456', '#3', '3?', '3 🏠', '3%'])('refuses %j', (text) => {
    expect(isPossibleHouseNumberText(text)).toBe(false);
  });

  it('accepts every complete house number it can parse', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        if (parseBelgianHouseNumber(text) !== null || parseGermanHouseNumber(text) !== null) {
          expect(isPossibleHouseNumberText(text)).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
