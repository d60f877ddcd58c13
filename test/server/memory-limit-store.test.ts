import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoryLimitStore, type LimitHit, type LimitStore } from '../../src/server/memory-limit-store.ts';

const MINUTE = 60_000;
/** A time at the start of a minute (and of an hour): windows start at multiples of their length since 1970. */
const START = 1_800_000_000_000;

/** A hit on `store`, which answers at once (the proxy then checks a budget without a wait). */
function hitOn(store: LimitStore, key: string, seconds: number): LimitHit {
  const hit = store.hit(key, seconds);
  if (hit instanceof Promise) throw new Error('the in-process store answered with a promise');
  return hit;
}

describe('memoryLimitStore', () => {
  it('counts each key in its window and says how long the window has left', () => {
    let now = START + 15_000;
    const store = memoryLimitStore({ now: () => now });
    expect(hitOn(store, 'a', 60)).toEqual({ count: 1, resetMs: 45_000 });
    now += 5000;
    expect(hitOn(store, 'a', 60)).toEqual({ count: 2, resetMs: 40_000 });
    expect(hitOn(store, 'b', 60)).toEqual({ count: 1, resetMs: 40_000 });
  });

  it('starts again when the window ends, on the same boundaries on every instance', () => {
    let now = START + MINUTE - 1;
    const [one, other] = [memoryLimitStore({ now: () => now }), memoryLimitStore({ now: () => now })];
    hitOn(one, 'a', 60);
    expect(hitOn(one, 'a', 60)).toEqual({ count: 2, resetMs: 1 });
    expect(hitOn(other, 'a', 60)).toEqual({ count: 1, resetMs: 1 });
    now += 1;
    expect(hitOn(one, 'a', 60)).toEqual({ count: 1, resetMs: MINUTE });
  });

  it('counts windows of different lengths apart', () => {
    const store = memoryLimitStore({ now: () => START + 30_000 });
    hitOn(store, 'a', 60);
    expect(hitOn(store, 'a', 60).count).toBe(2);
    expect(hitOn(store, 'a', 3600)).toEqual({ count: 1, resetMs: 3_570_000 });
  });

  it('keeps at most maxKeys keys a window; new keys past it share one count, and known keys keep theirs', () => {
    const store = memoryLimitStore({ maxKeys: 2, now: () => START });
    hitOn(store, 'a', 60);
    hitOn(store, 'b', 60);
    expect([hitOn(store, 'c', 60).count, hitOn(store, 'd', 60).count, hitOn(store, 'e', 60).count]).toEqual([1, 2, 3]);
    expect(hitOn(store, 'a', 60).count).toBe(2);
  });

  it('answers each hit with the number of hits of its key in its window so far, whatever the order', () => {
    const hit = fc.record({
      key: fc.constantFrom('a', 'b', 'c'),
      wait: fc.integer({ min: 0, max: 40_000 }),
      seconds: fc.constantFrom(1, 10, 60),
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.array(hit, { maxLength: 60 }), (start, hits) => {
        let now = start;
        const store = memoryLimitStore({ now: () => now });
        const seen: { key: string; window: string }[] = [];
        for (const { key, wait, seconds } of hits) {
          now += wait;
          const windowMs = seconds * 1000;
          const window = `${seconds}:${Math.floor(now / windowMs)}`;
          seen.push({ key, window });
          const { count, resetMs } = hitOn(store, key, seconds);
          expect(count).toBe(seen.filter((s) => s.key === key && s.window === window).length);
          expect(resetMs).toBe(windowMs - (now % windowMs));
        }
      }),
    );
  });
});
