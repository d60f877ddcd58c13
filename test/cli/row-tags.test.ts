import { describe, expect, it } from 'vitest';
import { RowTags } from '../../src/cli/row-tags.ts';

const tag = (byte: number): Uint8Array => new Uint8Array(16).fill(byte);

describe('RowTags', () => {
  it('holds a tag and a status for each row, the first one given', () => {
    const tags = new RowTags();
    expect([tags.set(1, tag(1), 1), tags.set(5000, tag(2), 3), tags.set(1, tag(9), 2)]).toEqual([true, true, false]);
    expect(tags.size).toBe(2);
    expect([tags.statusOf(1), tags.statusOf(5000), tags.statusOf(2), tags.statusOf(4999)]).toEqual([1, 3, 0, 0]);
    expect([
      tags.matches(1, tag(1)),
      tags.matches(1, tag(9)),
      tags.matches(5000, tag(2)),
      tags.matches(2, tag(0)),
    ]).toEqual([true, false, true, false]);
  });

  it('refuses what is not a row, a tag or a status', () => {
    const tags = new RowTags();
    for (const row of [0, -1, 1.5, Number.NaN, 2 ** 53])
      expect(() => tags.set(row, tag(1), 1), String(row)).toThrow(RangeError);
    expect(() => tags.set(1, new Uint8Array(15), 1)).toThrow(RangeError);
    for (const status of [0, 256, 1.5]) expect(() => tags.set(1, tag(1), status)).toThrow(RangeError);
    expect(tags.size).toBe(0);
    expect(tags.matches(0, tag(0))).toBe(false);
  });
});
