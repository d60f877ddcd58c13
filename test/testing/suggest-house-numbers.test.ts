import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compact,
  suggest,
  type HouseNumberModel,
  type ModelSuggestion,
} from '../../src/testing/suggest-house-numbers.ts';

/** A house number of the toy model below: a number with an optional addition, `36a` or `36-a`. */
interface Toy {
  number: number;
  addition: string | null;
}

const toyModel: HouseNumberModel<Toy> = {
  levels: (r) => [String(r.number)],
  keys: (r) =>
    r.addition === null
      ? [String(r.number)]
      : [compact(`${String(r.number)}${r.addition}`), compact(`${String(r.number)}-${r.addition}`)],
  cut: (r, level) => (level === 0 ? { ...r, addition: null } : r),
};

const toy = (number: number, addition: string | null = null): Toy => ({ number, addition });
const shown = (suggestions: ModelSuggestion<Toy>[]) =>
  suggestions.map(({ record, status }) => `${String(record.number)}${record.addition ?? ''}:${status}`).sort();

describe('compact', () => {
  it('drops case, spaces and dots', () => {
    expect(compact(' 36 Bus. 1 ')).toBe('36bus1');
    expect(compact('12\tA')).toBe('12a');
  });

  it('compares a composed and a decomposed letter as one', () => {
    expect(compact('6 bte 1 e\u0301')).toBe(compact('6 BTE 1 \u00e9'));
    expect(compact('Bo\u0308x')).toBe('b\u00f6x');
  });
});

describe('suggest', () => {
  const street = [toy(3), toy(30), toy(36, 'a'), toy(36, 'b'), toy(12), toy(12, 'a')];

  it('offers one level below what is typed, each level once, incomplete where no house number ends there', () => {
    const { suggestions, exact } = suggest(toyModel, street, '3');
    expect(shown(suggestions)).toEqual(['30:validated', '36:incomplete', '3:validated']);
    expect(exact).toBe(true);
  });

  it('offers the complete house numbers once their number is typed', () => {
    const { suggestions, exact } = suggest(toyModel, street, '36');
    expect(shown(suggestions)).toEqual(['36a:validated', '36b:validated']);
    expect(exact).toBe(false);
  });

  it('offers a number that exists on its own as validated, and its additions beside it once it is typed', () => {
    expect(shown(suggest(toyModel, street, '1').suggestions)).toEqual(['12:validated']);
    expect(shown(suggest(toyModel, street, '12').suggestions)).toEqual(['12:validated', '12a:validated']);
  });

  it('finds a house number by any way of writing it, in any case or spacing, and says it is exact', () => {
    for (const typed of ['36a', '36-a', ' 36 A ', '36.A']) {
      const { suggestions, exact } = suggest(toyModel, street, typed);
      expect(shown(suggestions), typed).toEqual(['36a:validated']);
      expect(exact, typed).toBe(true);
    }
  });

  it('offers nothing for text no house number starts with', () => {
    expect(suggest(toyModel, street, '4')).toEqual({ suggestions: [], exact: false });
    expect(suggest(toyModel, [], '3')).toEqual({ suggestions: [], exact: false });
  });

  // Letter additions only: with a digit, `2` + `1` and `21` would be written alike, and the toy model would be ambiguous.
  const houseNumber = fc.record({
    number: fc.integer({ min: 1, max: 40 }),
    addition: fc.constantFrom(null, 'a', 'b', 'c'),
  });
  const knownNumbers = fc.uniqueArray(houseNumber, {
    selector: (r) => `${String(r.number)}|${String(r.addition)}`,
    maxLength: 25,
  });
  const typedText = fc.oneof(fc.stringMatching(/^[0-9]{0,2}-?[abc]?$/u), fc.string({ maxLength: 3 }));

  it('covers every house number the text could start, with one suggestion per offered key and the right status', () => {
    fc.assert(
      fc.property(knownNumbers, typedText, (known, typed) => {
        const text = compact(typed);
        const isKnown = (r: Toy) => known.some((k) => k.number === r.number && k.addition === r.addition);
        const { suggestions, exact } = suggest(toyModel, known, typed);

        for (const { record, status } of suggestions) {
          // What is offered can still be typed on to, and is validated exactly when it is a house number of the street.
          expect(toyModel.keys(record).some((key) => key.startsWith(text))).toBe(true);
          expect(status).toBe(isKnown(record) ? 'validated' : 'incomplete');
        }
        const offered = suggestions.map(({ record }) => toyModel.keys(record)[0]);
        expect(new Set(offered).size).toBe(offered.length);
        // Every house number the text may lead to is offered itself or by its number.
        for (const record of known.filter((r) => toyModel.keys(r).some((key) => key.startsWith(text)))) {
          expect(
            suggestions.some(
              (s) =>
                s.record.number === record.number &&
                (s.record.addition === null || s.record.addition === record.addition),
            ),
          ).toBe(true);
        }
        expect(exact).toBe(known.some((r) => toyModel.keys(r).includes(text)));
      }),
      { numRuns: 300 },
    );
  });
});
