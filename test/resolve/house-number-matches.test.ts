import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BelgianHouseNumberSuggestion } from '../../src/api/types.ts';
import { houseNumberCompletions, houseNumberMatches } from '../../src/resolve/house-number-matches.ts';

const house = (
  houseNumber: string,
  status: BelgianHouseNumberSuggestion['status'] = 'validated',
): BelgianHouseNumberSuggestion => ({
  houseNumber,
  number: Number.parseInt(houseNumber, 10),
  bisNumber: null,
  boxNumber: null,
  postcode: 2610,
  status,
});

describe('houseNumberMatches and houseNumberCompletions', () => {
  const boxes = [
    house('36 bus 1'),
    house('36 bus 2'),
    house('36', 'incomplete'),
    house('360'),
    house('36-2', 'unknown'),
  ];

  it('means a validated number by its text, case and spaces aside', () => {
    expect(houseNumberMatches('36 BUS 1', boxes)).toEqual([boxes[0]]);
    expect(houseNumberMatches('36bus2', boxes)).toEqual([boxes[1]]);
    expect(houseNumberMatches('36', boxes)).toEqual([]);
    expect(houseNumberMatches('36-2', boxes)).toEqual([]); // only unknown: no address
  });

  it('completes a number with its boxes, never with another number', () => {
    expect(houseNumberCompletions('36', boxes)).toEqual([boxes[0], boxes[1]]);
    expect(houseNumberCompletions('3', boxes)).toEqual([]);
    expect(houseNumberCompletions('36 bus 1', boxes)).toEqual([]);
  });

  it('never means what it does not complete, whatever the texts', () => {
    const text = fc.stringMatching(/^\d{1,3}( ?(bus|[a-c]) ?\d{0,2})?$/u);
    fc.assert(
      fc.property(text, fc.array(text, { maxLength: 8 }), (typed, numbers) => {
        const suggestions = numbers.map((n) => house(n));
        for (const found of houseNumberMatches(typed, suggestions)) expect(found.status).toBe('validated');
        for (const completion of houseNumberCompletions(typed, suggestions)) {
          expect(houseNumberMatches(typed, [completion])).toEqual([]);
          expect(
            completion.houseNumber
              .replace(/\s/gu, '')
              .toLowerCase()
              .startsWith(typed.replace(/\s/gu, '').toLowerCase()),
          ).toBe(true);
        }
      }),
    );
  });
});
