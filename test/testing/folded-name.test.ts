import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { foldName } from '../../src/address/fold-name.ts';
import { foldedName, onceEach } from '../../src/testing/folded-name.ts';

describe('onceEach', () => {
  it('works a text out once, however often it is asked for', () => {
    const compute = vi.fn((text: string) => text.toUpperCase());
    const once = onceEach(compute);
    expect(['a', 'b', 'a', 'a', 'b'].map(once)).toEqual(['A', 'B', 'A', 'A', 'B']);
    expect(compute.mock.calls).toEqual([['a'], ['b']]);
  });

  it('keeps an empty result too, rather than working it out again', () => {
    const compute = vi.fn(() => '');
    const once = onceEach(compute);
    once('·');
    once('·');
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('answers every text with what the function gives for it, never another text’s result', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 6 }), { maxLength: 30 }), (texts) => {
        const compute = vi.fn((text: string) => `${String(text.length)}:${text}`);
        const once = onceEach(compute);
        expect(texts.map(once)).toEqual(texts.map((text) => `${String(text.length)}:${text}`));
        expect(compute).toHaveBeenCalledTimes(new Set(texts).size);
      }),
    );
  });

  it('keeps a separate memory per function', () => {
    const upper = onceEach((text) => text.toUpperCase());
    const lower = onceEach((text) => text.toLowerCase());
    expect([upper('Ab'), lower('Ab')]).toEqual(['AB', 'ab']);
  });
});

describe('foldedName', () => {
  it('is foldName of the name, asked once or again', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 12 }), (name) => {
        expect(foldedName(name)).toBe(foldName(name));
        expect(foldedName(name)).toBe(foldName(name));
      }),
    );
    expect(foldedName('César  Franckrode')).toBe('cesar franckrode');
  });
});
