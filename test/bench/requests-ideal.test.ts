import { describe, expect, it } from 'vitest';
import { ideal, TIMER_SLACK_MS } from '../../scripts/bench/typing-ideal.ts';

/** Steps typed into one field at the given page times (ms); `waitMs` is what the script planned, and must not count. */
const typed = (field: string, keys: string, times: number[]) =>
  Array.from(keys, (key, i) => ({ field, key, waitMs: 100, at: times[i] ?? Number.NaN }));

const perField = {
  debounceMs: 150,
  keyOf: (values: Record<string, string>, field: string) => (values[field] ? `${field}|${values[field]}` : null),
  sameRequest: (a: { field: string }, b: { field: string }) => a.field === b.field,
};

describe('the requests benchmark’s ideal, from the gaps the page saw', () => {
  it('counts an input whose key came later than planned, past the debounce', () => {
    // Planned 100 ms apart; the page saw the third key 400 ms after the second (a busy machine).
    expect(ideal(typed('Street', 'Eur', [0, 100, 500]), perField)).toEqual({ min: 2, max: 2, naive: 3 });
  });

  it('does not count an input the page saw change within the debounce, whatever the plan said', () => {
    const steps = typed('Street', 'Eu', [0, 149]).map((step) => ({ ...step, waitMs: 600 }));
    expect(ideal(steps, perField)).toEqual({ min: 1, max: 1, naive: 2 });
  });

  it('leaves a gap just past the debounce undecided: the ideal becomes a range', () => {
    expect(ideal(typed('Street', 'Eu', [0, 150 + TIMER_SLACK_MS / 2]), perField)).toEqual({ min: 1, max: 2, naive: 2 });
  });

  it('counts a text typed again once, and ends a field’s input only at a change of that field', () => {
    const steps = [
      ...typed('Town', 'W', [0]),
      ...typed('Street', 'E', [50]),
      { field: 'Town', key: 'Backspace', waitMs: 100, at: 1000 },
      ...typed('Town', 'W', [2000]),
    ];
    // "W" settled twice (asked once, then from the cache); "E" once; the emptied town asks nothing.
    expect(ideal(steps, perField)).toEqual({ min: 2, max: 2, naive: 3 });
  });

  it('asks at once on leaving a field that asks on leave, however short the gap', () => {
    const joint = {
      ...perField,
      debounceMs: 750,
      sameRequest: () => true,
      keyOf: (v: Record<string, string>) => (v['Number'] ? `n|${v['Number']}` : null),
      asksOnLeave: ['Number'],
    };
    const steps = [...typed('Number', '12', [0, 100]), ...typed('Addition', 'A', [200])];
    expect(ideal(steps, joint)).toEqual({ min: 1, max: 1, naive: 3 });
  });

  it('keeps an input settled through a key that asks the same (a space after a word: the steps send the text trimmed)', () => {
    const trimmed = {
      ...perField,
      keyOf: (values: Record<string, string>, field: string) =>
        values[field]?.trim() ? `${field}|${values[field].trim()}` : null,
    };
    // "bus" asked for 200 ms (the space asked nothing new), then "bus 1".
    expect(ideal(typed('Number', 'bus 1', [0, 10, 20, 120, 220]), trimmed)).toEqual({ min: 2, max: 2, naive: 5 });
  });
});
