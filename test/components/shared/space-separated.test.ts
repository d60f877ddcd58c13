import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spaceSeparated } from '../../../src/components/shared/space-separated.ts';

describe('spaceSeparated', () => {
  it('joins the entries that are set with one space, in order', () => {
    expect(spaceSeparated('rae-combobox', 'shop-field')).toBe('rae-combobox shop-field');
    expect(spaceSeparated('result-1', false, undefined, 'hint-2', null)).toBe('result-1 hint-2');
  });

  it('gives undefined when no entry is set, so React leaves the attribute out', () => {
    expect(spaceSeparated()).toBeUndefined();
    expect(spaceSeparated(false, null, undefined, '')).toBeUndefined();
  });

  it('holds exactly the non-empty entries, for any list', () => {
    const entry = fc.oneof(fc.stringMatching(/^[a-z-]{0,6}$/), fc.constantFrom(false, null, undefined));
    fc.assert(
      fc.property(fc.array(entry), (list) => {
        const set = list.filter((item): item is string => typeof item === 'string' && item !== '');
        const joined = spaceSeparated(...list);
        expect(joined).toBe(set.length === 0 ? undefined : set.join(' '));
      }),
    );
  });
});
