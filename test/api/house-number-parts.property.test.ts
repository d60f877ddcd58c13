import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { houseNumberPartsText, readHouseNumberParts } from '../../src/api/house-number-parts.ts';
import { anyParts } from './support/house-number-parts-arbitrary.ts';

describe('the canonical text of the parts (property)', () => {
  it('reads back to the same parts, and is the only text that does', () => {
    fc.assert(
      fc.property(anyParts, (parts) => {
        const text = houseNumberPartsText(parts);
        expect(readHouseNumberParts(text)).toEqual(parts);
        // The text holds its parts apart: no separator of the query string survives in a value.
        expect(text.split('&').every((pair) => pair.split('=').length === 2)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('any text it reads is the canonical text of what it read', () => {
    const pieces = fc.constantFrom(
      'number=',
      'addition=',
      'bis=',
      'box=',
      '&',
      '=',
      '%',
      '%20',
      '%2F',
      '%2f',
      '+',
      ' ',
      '0',
      '1',
      '36',
      'A',
      'ü',
    );
    const texts = fc.oneof(
      fc.array(pieces, { maxLength: 10 }).map((list) => list.join('')),
      anyParts
        .map(houseNumberPartsText)
        .chain((text) => fc.nat(text.length).map((at) => text.slice(0, at) + text.slice(at + 1))),
      fc.string({ unit: 'binary', maxLength: 30 }),
    );
    fc.assert(
      fc.property(texts, (text) => {
        const parts = readHouseNumberParts(text);
        if (parts !== undefined) expect(houseNumberPartsText(parts)).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });
});
