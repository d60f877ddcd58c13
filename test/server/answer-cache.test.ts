import { describe, expect, it } from 'vitest';
import { createAddressProxy, memoryCacheStore, type ProxyErrorEvent } from '../../src/server/index.ts';
import { answerCache, cacheSeconds, type CachedAnswer } from '../../src/server/answer-cache.ts';
import { KEY, proxyHarness, SECRET, UPSTREAM } from '../support/proxy-harness.ts';
import { SIGNING_KEY } from '../support/signed-addresses.ts';

const PATH = '/api/address/nl/v1/addresses/postcode/2012ES/30';

/** An upstream that answers with `cacheControl` and counts what it was asked. */
function answering(cacheControl: string | null, status = 200, body: unknown = { street: 'Julianastraat' }) {
  return () =>
    Promise.resolve(
      Response.json(body, { status, headers: cacheControl === null ? {} : { 'Cache-Control': cacheControl } }),
    );
}

describe('a shared answer cache (cache)', () => {
  it('answers a repeated request from the cache while max-age holds, with Age, spending no paid lookup and no budget', async () => {
    const events: ProxyErrorEvent[] = [];
    const { call, calls } = proxyHarness({
      cache: true,
      limits: { total: { requests: 1, perSeconds: 3600 } },
      onError: (e) => events.push(e),
    });
    const first = await call(PATH);
    const again = await call(PATH);
    const third = await call(PATH, { method: 'HEAD' });
    expect([first.status, again.status, third.status]).toEqual([200, 200, 200]);
    expect(await again.text()).toBe(await first.text());
    expect(again.headers.get('Age')).toMatch(/^\d+$/u);
    expect(again.headers.get('Cache-Control')).toBe(first.headers.get('Cache-Control'));
    expect(again.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(calls).toHaveLength(1);
    expect(events).toEqual([]);
    // Another request is not in the cache and the budget (1) is spent.
    expect((await call('/api/address/nl/v1/addresses/postcode/2012ES/32')).status).toBe(429);
  });

  it.each([
    ['no-store', 'no-store'],
    ['no-cache', 'private, no-cache'],
    ['no max-age', 'private'],
    ['no Cache-Control at all', null],
    ['max-age=0', 'max-age=0'],
  ])('never keeps an answer with %s', async (_what, cacheControl) => {
    const { call, calls } = proxyHarness({ cache: true }, answering(cacheControl));
    await call(PATH);
    await call(PATH);
    expect(calls).toHaveLength(2);
  });

  it('never keeps an error, and keeps a private answer (the proxy is the account’s own client)', async () => {
    const errors = proxyHarness(
      { cache: true },
      answering('max-age=600', 404, { exception: 'Address not found.', exceptionId: 'X' }),
    );
    await errors.call(PATH);
    await errors.call(PATH);
    expect(errors.calls).toHaveLength(2);
    const kept = proxyHarness({ cache: true }, answering('private, max-age=600'));
    await kept.call(PATH);
    await kept.call(PATH);
    expect(kept.calls).toHaveLength(1);
  });

  it('forgets an answer when its max-age ends, and the least recently used one past maxEntries', async () => {
    let now = 1_000_000;
    const store = memoryCacheStore({ maxEntries: 2, now: () => now });
    const { call, calls } = proxyHarness({ cache: { store } }, answering('max-age=60'));
    await call(PATH);
    now += 59_000;
    await call(PATH);
    expect(calls).toHaveLength(1);
    now += 2000;
    await call(PATH);
    expect(calls).toHaveLength(2);
    await call('/api/address/nl/v1/addresses/postcode/2012ES/31');
    await call('/api/address/nl/v1/addresses/postcode/2012ES/32');
    await call(PATH); // pushed out by the two after it
    expect(calls).toHaveLength(5);
  });

  it('gives a cached answer’s signed text again while its tokens are young, and signs afresh after (never a token of when it was kept)', async () => {
    let now = Date.UTC(2026, 10, 25, 12);
    const { call, calls } = proxyHarness({ cache: true, signingKey: SIGNING_KEY, now: () => now });
    const first = await (await call(PATH)).text();
    now += 299_000;
    expect(await (await call(PATH)).text()).toBe(first);
    now += 2000;
    const again = (await (await call(PATH)).json()) as { addressToken: string };
    expect(calls).toHaveLength(1);
    expect(again.addressToken).toMatch(/^v\d\.n\./u);
    expect(again.addressToken).not.toBe((JSON.parse(first) as { addressToken: string }).addressToken);
  });

  it('relays a cached answer through the secret check too', async () => {
    // A store that was written to by something else: an answer holding the secret is withheld, cached or not.
    const store = {
      get: () => ({
        status: 200,
        headers: { 'Content-Type': 'application/json' },
        text: JSON.stringify({ street: SECRET }),
        storedAt: Date.now(),
      }),
      set: () => undefined,
    };
    const { call } = proxyHarness({ cache: { store } });
    expect((await call(PATH)).status).toBe(502);
  });

  it.each([
    [
      'throws',
      () => {
        throw new Error('store down');
      },
    ],
    ['rejects', () => Promise.reject(new Error('store down'))],
  ])(
    'answers from the service when a store of the shop’s own %s: the cache never stops a lookup',
    async (_how, fail) => {
      const store = { get: fail, set: fail };
      const { call, calls } = proxyHarness({ cache: { store } }, answering('max-age=600'));
      const answers = [await call(PATH), await call(PATH)];
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(await answers[1]?.json()).toMatchObject({ street: 'Julianastraat' });
      expect(calls).toHaveLength(2);
    },
  );

  it('checks the option when the proxy is created', () => {
    const create = (cache: unknown) => () =>
      createAddressProxy({ upstream: UPSTREAM, key: KEY, secret: SECRET, cache: cache as true });
    expect(create({ maxEntries: 0 })).toThrow(/`cache.maxEntries` must be a whole number above 0/u);
    expect(create({ store: {} })).toThrow(/`cache.store` must have `get\(key\)` and `set/u);
    expect(create('yes')).toThrow(/`cache` must be true or/u);
    expect(create(true)).not.toThrow();
    expect(create(false)).not.toThrow();
  });

  it('finds the reference API’s Cache-Control per operation: a day for a lookup, an hour for suggestions, never an error', async () => {
    const { call } = proxyHarness();
    const header = async (path: string) => (await call(`/api/address${path}`)).headers.get('Cache-Control');
    expect(await header('/nl/v1/addresses/postcode/2012ES/30')).toBe('private, max-age=86400');
    expect(await header('/nl/v1/addresses/exact/Haarlem/Julianastraat/30')).toBe('private, max-age=86400');
    expect(await header('/be/v1/autocomplete/postal-area/Wilr')).toBe('private, max-age=3600');
    expect(await header('/be/v1/autocomplete/street/11002//Europ')).toBe('private, max-age=3600');
    expect(await header('/be/v1/autocomplete/house-number/11002/824/2610/nl/none/36')).toBe('private, max-age=3600');
    expect(await header('/nl/v1/addresses/postcode/2012ES/9999')).toBe('no-store');
  });

  it('reads Cache-Control as the proxy keeps answers by it', () => {
    expect(cacheSeconds('private, max-age=86400')).toBe(86400);
    expect(cacheSeconds('Max-Age=60, Private')).toBe(60);
    expect(cacheSeconds('max-age=60, no-store')).toBe(0);
    expect(cacheSeconds('no-cache="set-cookie", max-age=60')).toBe(0);
    expect(cacheSeconds('max-age=abc')).toBe(0);
    expect(cacheSeconds(null)).toBe(0);
    // Whole directives only: a longer name that begins like one is another directive.
    expect(cacheSeconds('no-storey, s-maxage=5, max-age=7')).toBe(7);
    expect(cacheSeconds('no-cache-please, max-age=7')).toBe(7);
    expect(cacheSeconds('max-age=7x')).toBe(0);
    expect(cacheSeconds('max-age = 7')).toBe(0);
    expect(cacheSeconds(' max-age=7 ,private')).toBe(7);
    expect(cacheSeconds('max-age=12345678901')).toBe(0);
    expect(cacheSeconds('private,No-Store')).toBe(0);
  });
});

describe('memoryCacheStore', () => {
  const answer = (text: string): CachedAnswer => ({
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    text,
    storedAt: 0,
  });

  it('keeps an answer until its time to live ends, not a moment longer', () => {
    let now = 1_000_000;
    const store = memoryCacheStore({ now: () => now });
    store.set('/a', answer('{}'), 60);
    now += 59_999;
    expect(store.get('/a')).toEqual(answer('{}'));
    now += 1;
    expect(store.get('/a')).toBeUndefined();
  });

  it('lets the least recently used answer go first: one read lately stays', () => {
    const store = memoryCacheStore({ maxEntries: 2 });
    store.set('/a', answer('a'), 60);
    store.set('/b', answer('b'), 60);
    store.get('/a');
    store.set('/c', answer('c'), 60);
    expect([store.get('/a')?.text, store.get('/b')?.text, store.get('/c')?.text]).toEqual(['a', undefined, 'c']);
  });

  it('keeps no answer larger than maxBytes, and lets old ones go to stay within it', () => {
    // An answer takes two bytes a character of its key, text and headers, and a little for the entry: room for two.
    const text = 'x'.repeat(42);
    const twoCharacterBytes = 2 * ('/a'.length + text.length + 'Content-Type'.length + 'application/json'.length);
    const store = memoryCacheStore({ maxBytes: Math.floor(2.5 * (twoCharacterBytes + 200)) });
    store.set('/a', answer(text), 60);
    store.set('/b', answer(text), 60);
    expect(store.get('/a')?.text).toBe(text);
    store.set('/c', answer(text), 60);
    expect([store.get('/a'), store.get('/b'), store.get('/c')].map((kept) => kept !== undefined)).toEqual([
      true,
      false,
      true,
    ]);
    store.set('/huge', answer('x'.repeat(1000)), 60);
    expect(store.get('/huge')).toBeUndefined();
    expect(store.get('/a')?.text).toBe(text);
  });

  it('replaces an answer kept under the same key', () => {
    const store = memoryCacheStore({ maxEntries: 1 });
    store.set('/a', answer('old'), 60);
    store.set('/a', answer('new'), 60);
    expect(store.get('/a')?.text).toBe('new');
  });
});

describe('answerCache', () => {
  it('makes no cache without the option, and the in-process one with true or bounds alone', () => {
    expect(answerCache(undefined)).toBeUndefined();
    expect(answerCache(false)).toBeUndefined();
    const bounded = answerCache({ maxEntries: 1 });
    void bounded?.set('/a', { status: 200, headers: {}, text: 'a', storedAt: 0 }, 60);
    void bounded?.set('/b', { status: 200, headers: {}, text: 'b', storedAt: 0 }, 60);
    expect(bounded?.get('/a')).toBeUndefined();
    expect(answerCache(true)?.get('/a')).toBeUndefined();
  });

  it('turns a shop store that throws or rejects into a miss, and a failed write into nothing', async () => {
    const broken = answerCache({
      store: {
        get: () => {
          throw new Error('down');
        },
        set: () => Promise.reject(new Error('down')),
      },
    });
    expect(await broken?.get('/a')).toBeUndefined();
    await expect(broken?.set('/a', { status: 200, headers: {}, text: 'a', storedAt: 0 }, 60)).resolves.toBeUndefined();
  });

  it.each([
    [{ maxEntries: 1.5 }, /`cache.maxEntries` must be a whole number above 0, e.g. 1000/u],
    [{ maxBytes: -1 }, /`cache.maxBytes` must be a whole number above 0, e.g. 33554432/u],
    [{ store: { get: () => undefined } }, /`cache.store` must have `get\(key\)` and `set\(key, answer, ttlSeconds\)`/u],
    [null, /`cache` must be true or \{ store\?, maxEntries\?, maxBytes\? \}/u],
  ])('refuses %j with a TypeError that says what to fix', (option, message) => {
    expect(() => answerCache(option as never)).toThrow(TypeError);
    expect(() => answerCache(option as never)).toThrow(message);
  });
});
