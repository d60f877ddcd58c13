import { describe, expect, it } from 'vitest';
import { RowSet } from '../../src/cli/row-set.ts';

describe('RowSet', () => {
  it('holds row numbers, each once', () => {
    const rows = new RowSet();
    expect([rows.add(1), rows.add(8), rows.add(1), rows.add(100_000)]).toEqual([true, true, false, true]);
    expect(rows.size).toBe(3);
    expect([1, 8, 100_000].every((row) => rows.has(row))).toBe(true);
    expect([2, 7, 9, 99_999].some((row) => rows.has(row))).toBe(false);
  });

  it('refuses a number that is not a whole number from 1 on, and never takes a big one for a small one', () => {
    const rows = new RowSet();
    for (const wrong of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => rows.add(wrong), String(wrong)).toThrow(RangeError);
      expect(rows.has(wrong)).toBe(false);
    }
    expect(rows.size).toBe(0);
    rows.add(4);
    // 4294967300 is 4 once cut to 32 bits, as `>>` and `&` cut it.
    expect(rows.has(4_294_967_300)).toBe(false);
    expect(rows.has(2 ** 35 + 4)).toBe(false);
  });
});
