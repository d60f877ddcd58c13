import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AddressApiError, type AddressApiErrorKind } from '../../src/api/errors.ts';
import { AUTOCOMPLETE_RETRIES, retryDelay, retryPolicy } from '../../src/query/retry-policy.ts';

const KINDS: AddressApiErrorKind[] = [
  'city-not-unique',
  'not-found',
  'invalid-input',
  'unauthorized',
  'forbidden',
  'rate-limited',
  'server',
  'timeout',
  'network',
  'invalid-response',
];
const TRANSIENT: AddressApiErrorKind[] = ['server', 'network', 'timeout'];
const failure = (kind: AddressApiErrorKind, retryAfterMs?: number) => new AddressApiError(kind, kind, { retryAfterMs });

describe('retryPolicy', () => {
  it.each(TRANSIENT)('tries a lookup that failed with %s again once', (kind) => {
    const retry = retryPolicy('lookup');
    expect([retry(0, failure(kind)), retry(1, failure(kind)), retry(2, failure(kind))]).toEqual([true, false, false]);
  });

  it('never tries a lookup again after a refusal (4xx, 429 included), an answer it cannot read, or an abort', () => {
    const retry = retryPolicy('lookup');
    for (const kind of KINDS.filter((k) => !TRANSIENT.includes(k))) expect(retry(0, failure(kind)), kind).toBe(false);
    expect(retry(0, new DOMException('aborted', 'AbortError'))).toBe(false);
    expect(retry(0, new TypeError('fetch failed'))).toBe(false);
  });

  it('waits for a Retry-After of up to ten seconds, and gives up on a longer one', () => {
    const retry = retryPolicy('lookup');
    expect(retry(0, failure('server', 10_000))).toBe(true);
    expect(retry(0, failure('server', 10_001))).toBe(false);
    expect(retry(0, failure('server', 120_000))).toBe(false);
  });

  it('never tries an autocomplete again, whatever failed (property)', () => {
    expect(AUTOCOMPLETE_RETRIES).toBe(0);
    const retry = retryPolicy('autocomplete');
    fc.assert(
      fc.property(
        fc.nat(5),
        fc.constantFrom(...KINDS),
        fc.option(fc.nat(20_000), { nil: undefined }),
        (count, kind, after) => {
          expect(retry(count, failure(kind, after))).toBe(false);
        },
      ),
    );
  });

  it('tries a lookup again only the first time, and only after a transient failure (property)', () => {
    const retry = retryPolicy('lookup');
    fc.assert(
      fc.property(
        fc.nat(5),
        fc.constantFrom(...KINDS),
        fc.option(fc.nat(20_000), { nil: undefined }),
        (count, kind, after) => {
          if (retry(count, failure(kind, after))) {
            expect(count).toBe(0);
            expect(TRANSIENT).toContain(kind);
          }
        },
      ),
    );
  });
});

describe('retryDelay', () => {
  it('waits what the service’s Retry-After asked for', () => {
    expect(retryDelay(0, failure('server', 2000))).toBe(2000);
    expect(retryDelay(3, failure('server', 0))).toBe(0);
  });

  it('backs off from 250 ms, doubling, to at most 2 s without a Retry-After', () => {
    expect([0, 1, 2, 3, 4, 20].map((count) => retryDelay(count, failure('network')))).toEqual([
      250, 500, 1000, 2000, 2000, 2000,
    ]);
    expect(retryDelay(0, new TypeError('fetch failed'))).toBe(250);
  });
});
