import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldName } from '../../src/address/fold-name.ts';

describe('foldName', () => {
  it.each([
    ['César  Franckrode', 'cesar franckrode'],
    ['  Köln ', 'koln'],
    ['Rue de l’Église', "rue de l'eglise"],
    ['’s-Hertogenbosch', "'s-hertogenbosch"],
    ['‘t Zand', "'t zand"],
    ['`s-Gravenhage', "'s-gravenhage"],
    ['Sint\tJansstraat\n', 'sint jansstraat'],
    ['Straße', 'straße'],
  ])('folds %j to %j', (name, folded) => {
    expect(foldName(name)).toBe(folded);
  });

  it('folds a name written with combining marks as the same name precomposed', () => {
    expect(foldName('Cafe\u0301')).toBe(foldName('Café'));
  });

  it('gives the same form for a name whatever its case, spacing and accents, and folds a folded name to itself', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const folded = foldName(name);
        expect(foldName(folded)).toBe(folded);
        expect(foldName(` ${name.toUpperCase()}  `)).toBe(foldName(name.toUpperCase()));
        expect(folded).not.toMatch(/\s{2}|^\s|\s$/u);
      }),
    );
  });
});
