import { describe, expect, it, vi } from 'vitest';
import { memoryCacheStore, type CachedAnswer, type ProxyErrorEvent } from '../../src/server/index.ts';
import { proxyHarness, SECRET } from '../support/proxy-harness.ts';
import { SIGNING_KEY } from '../support/signed-addresses.ts';

/*
 * What the answer cache costs the shop: a hit spends no paid lookup, but counts against a budget of its own
 * (`limits.cached`, by default ten times a client's paid budget), and the cache is bounded by bytes as well as entries.
 * A failure's message reaches `onError` only when the whole of it holds no secret.
 */
const PATH = '/api/address/nl/v1/addresses/postcode/2012ES/30';
const oneClient = () => 'one-client';

describe('cache hits are cheap, not free', () => {
  it('counts hits against a budget of their own: ten times a client’s paid budget by default', async () => {
    const events: ProxyErrorEvent[] = [];
    const { call, calls } = proxyHarness({
      cache: true,
      signingKey: SIGNING_KEY,
      onError: (event) => events.push(event),
      limits: { perClient: { requests: 3, perSeconds: 3600 }, clientKey: oneClient },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 300; i++) statuses.push((await call(PATH)).status);
    expect(calls).toHaveLength(1);
    // One paid lookup and thirty from the cache: not three hundred.
    expect(statuses.filter((status) => status === 200)).toHaveLength(31);
    expect(statuses.at(-1)).toBe(429);
    expect(events.at(-1)).toMatchObject({ kind: 'limit-exceeded', budget: 'cached' });
  });

  it('takes limits.cached as given, also for a browser’s conditional request (304)', async () => {
    const { call } = proxyHarness({
      signingKey: SIGNING_KEY,
      limits: {
        perClient: { requests: 100, perSeconds: 3600 },
        cached: { requests: 2, perSeconds: 3600 },
        clientKey: oneClient,
      },
    });
    const etag = (await call(PATH)).headers.get('ETag') ?? '';
    const again = () => call(PATH, { headers: { 'If-None-Match': etag } });
    expect([(await again()).status, (await again()).status, (await again()).status]).toEqual([304, 304, 429]);
    // Paid lookups have their own budget still.
    expect((await call('/api/address/nl/v1/addresses/postcode/2012ES/32')).status).toBe(200);
    expect(() =>
      proxyHarness({ limits: { total: { requests: 5, perSeconds: 60 }, cached: { requests: 0, perSeconds: 60 } } }),
    ).toThrow(/limits\.cached/u);
    expect(() =>
      proxyHarness({ limits: { total: { requests: 5, perSeconds: 60 }, cached: { requests: 5, perSeconds: 60 } } }),
    ).toThrow(/clientKey/u);
  });
});

describe('the cache is bounded by bytes as well as entries', () => {
  const answer = (text: string): CachedAnswer => ({
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    text,
    storedAt: 0,
  });
  const large = 'x'.repeat(114_000);

  it('keeps 1,000 spellings of one large answer within maxBytes, the least recently used going first', () => {
    const store = memoryCacheStore({ maxBytes: 2 ** 20 });
    for (let i = 0; i < 1000; i++) store.set(`/nl/v1/addresses/exact/Spelling${i}/Straat/1`, answer(large), 600);
    const kept = Array.from({ length: 1000 }, (_, i) =>
      store.get(`/nl/v1/addresses/exact/Spelling${i}/Straat/1`),
    ).filter(Boolean);
    // 1 MiB holds four answers of 228 kB (two bytes a character).
    expect(kept).toHaveLength(4);
    expect(store.get('/nl/v1/addresses/exact/Spelling999/Straat/1')).toBeDefined();
    expect(store.get('/nl/v1/addresses/exact/Spelling0/Straat/1')).toBeUndefined();
  });

  it('does not keep an answer larger than maxBytes, and checks the option', () => {
    const store = memoryCacheStore({ maxBytes: 100_000 });
    store.set('/small', answer('{}'), 600);
    store.set('/large', answer(large), 600);
    expect(store.get('/large')).toBeUndefined();
    expect(store.get('/small')).toBeDefined();
    expect(() => proxyHarness({ cache: { maxBytes: -1 } })).toThrow(/`cache.maxBytes` must be a whole number above 0/u);
  });
});

describe('onError never gets part of the secret', () => {
  it('checks the whole message before it is cut: an encoded secret across the cut is not passed on in part', async () => {
    const encoded = Array.from(
      new TextEncoder().encode(SECRET),
      (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    ).join('');
    const message = `${'x'.repeat(1000 - 'TypeError: '.length - 30)}${encoded}`;
    const onError = vi.fn<(event: ProxyErrorEvent) => void>();
    const { call } = proxyHarness({ onError }, () => Promise.reject(new TypeError(message)));
    expect((await call(PATH)).status).toBe(502);
    const cause = onError.mock.calls[0]?.[0].cause ?? '';
    expect(cause).toBe('TypeError (its message held the credentials in an encoding)');
    expect(cause).not.toContain(encoded.slice(0, 12));
  });

  it('still cuts a long message without the secret at 1000 characters', async () => {
    const onError = vi.fn<(event: ProxyErrorEvent) => void>();
    const { call } = proxyHarness({ onError }, () => Promise.reject(new TypeError('y'.repeat(5000))));
    await call(PATH);
    expect(onError.mock.calls[0]?.[0].cause).toHaveLength(1000);
  });
});
