import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { joinPathElements } from '../../src/api/paths.ts';

describe('joinPathElements', () => {
  it('encodes each element on its own: a space as %20, a slash inside an element as %2F', () => {
    expect(joinPathElements(['Den Haag', 'Lange Voorhout', 1])).toBe('Den%20Haag/Lange%20Voorhout/1');
    expect(joinPathElements([11002, 5, 2610, 'nl', 'none', '6/3 bte 0101'])).toBe(
      '11002/5/2610/nl/none/6%2F3%20bte%200101',
    );
    expect(joinPathElements(['a+b', '?#%'])).toBe('a%2Bb/%3F%23%25');
  });

  it('writes null, an unknown id, as an empty element', () => {
    expect(joinPathElements([null, 5, '01219'])).toBe('/5/01219');
  });

  it('splits back at its slashes into the elements it was given', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string({ unit: 'grapheme' }), fc.nat()), { minLength: 1, maxLength: 6 }),
        (elements) => {
          expect(joinPathElements(elements).split('/').map(decodeURIComponent)).toEqual(elements.map(String));
        },
      ),
    );
  });
});
