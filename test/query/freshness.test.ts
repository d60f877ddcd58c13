import { describe, expect, it } from 'vitest';
import { ANSWER_STALE_TIME_MS } from '../../src/query/freshness.ts';
import { reuseSeconds } from '../../src/server/token-reuse.ts';

describe('ANSWER_STALE_TIME_MS', () => {
  it('is five minutes', () => {
    expect(ANSWER_STALE_TIME_MS).toBe(5 * 60 * 1000);
  });

  it.each([3600, 24 * 3600])(
    'keeps an answer no longer than the proxy gives a token of %i s life again',
    (tokenSeconds) => {
      expect(ANSWER_STALE_TIME_MS).toBeLessThanOrEqual(reuseSeconds(tokenSeconds) * 1000);
    },
  );
});
