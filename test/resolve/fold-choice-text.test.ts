import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldChoiceText } from '../../src/resolve/fold-choice-text.ts';

describe('foldChoiceText', () => {
  it.each([
    [' 36 BUS 1', '36bus1'],
    ['12 a', '12a'],
    ['6/3\tBte 0101', '6/3bte0101'],
    ['7-B', '7-b'],
  ])('folds %j to %j', (text, folded) => {
    expect(foldChoiceText(text)).toBe(folded);
  });

  it('compares texts without case and white space, and keeps every other character', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const folded = foldChoiceText(text);
        expect(folded).not.toMatch(/\s/u);
        expect(foldChoiceText(text.toUpperCase().split('').join(' '))).toBe(foldChoiceText(text.toUpperCase()));
        expect(folded).toBe(text.replace(/\s/gu, '').toLowerCase());
      }),
    );
  });
});
