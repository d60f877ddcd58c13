import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBelgianHouseNumber, parseBelgianHouseNumber } from '../../src/address.ts';

describe('Belgian house numbers', () => {
  it.each([
    ['1', { number: 1, bisNumber: null, boxNumber: null }],
    ['1A', { number: 1, bisNumber: 'A', boxNumber: null }],
    ['1 a', { number: 1, bisNumber: 'A', boxNumber: null }],
    ['1/30', { number: 1, bisNumber: '30', boxNumber: null }],
    ['2BIS', { number: 2, bisNumber: 'BIS', boxNumber: null }],
    ['2 bis', { number: 2, bisNumber: 'BIS', boxNumber: null }],
    ['36 bus 1', { number: 36, bisNumber: null, boxNumber: '1' }],
    ['36 BUS 1', { number: 36, bisNumber: null, boxNumber: '1' }],
    ['1 Boite 3', { number: 1, bisNumber: null, boxNumber: '3' }],
    ['1 boîte 3', { number: 1, bisNumber: null, boxNumber: '3' }],
    ['6/3 bte 0101', { number: 6, bisNumber: '3', boxNumber: '0101' }],
    ['6/3 Bte. 0101', { number: 6, bisNumber: '3', boxNumber: '0101' }],
    ['18F box A0402', { number: 18, bisNumber: 'F', boxNumber: 'A0402' }],
    ['  12   bus   3 ', { number: 12, bisNumber: null, boxNumber: '3' }],
    // Letters against the number are a bis number, even when they start like a box word (as formatAddress writes them).
    ['1BO', { number: 1, bisNumber: 'BO', boxNumber: null }],
    ['36BT bus 2', { number: 36, bisNumber: 'BT', boxNumber: '2' }],
  ])('splits %j', (text, parts) => {
    expect(parseBelgianHouseNumber(text)).toEqual(parts);
  });

  it.each([
    '',
    'bus 3',
    '0',
    '012',
    '123456',
    '36 bus',
    '36 bu',
    '36 BT',
    '36 box',
    '1 A B',
    '1#',
    '1A bus',
    '36bus',
    '1 BO',
  ])('refuses %j', (text) => {
    expect(parseBelgianHouseNumber(text)).toBeNull();
  });

  it('writes a box in the language of the request', () => {
    const parts = { number: 36, bisNumber: null, boxNumber: '1' };
    expect(formatBelgianHouseNumber(parts, 'nl')).toBe('36 bus 1');
    expect(formatBelgianHouseNumber(parts, 'de')).toBe('36 bus 1');
    expect(formatBelgianHouseNumber(parts, 'fr')).toBe('36 bte 1');
    expect(formatBelgianHouseNumber({ number: 6, bisNumber: '3', boxNumber: '0101' }, 'fr')).toBe('6/3 bte 0101');
  });

  it('reads back every house number it writes, in every language', () => {
    const parts = fc.record({
      number: fc.integer({ min: 1, max: 99999 }),
      bisNumber: fc
        .option(fc.oneof(fc.stringMatching(/^[A-Z]{1,3}$/), fc.stringMatching(/^[1-9]\d{0,3}$/)), { nil: null })
        // A bis number that reads as (the start of) a box prefix is unfinished text, not a bis number.
        .filter(
          (bis) =>
            bis === null || !['BUS', 'BOITE', 'BTE', 'BOX'].some((word) => bis.length >= 2 && word.startsWith(bis)),
        ),
      boxNumber: fc.option(fc.stringMatching(/^[A-Z0-9][A-Z0-9]{0,6}$/), { nil: null }),
    });
    fc.assert(
      fc.property(parts, fc.constantFrom<'nl' | 'fr' | 'de'>('nl', 'fr', 'de'), (p, language) => {
        expect(parseBelgianHouseNumber(formatBelgianHouseNumber(p, language))).toEqual(p);
      }),
    );
  });
});
