import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { AddressApiError, createAddressClient } from '../../src/index.ts';
import { budgetCheck } from '../../src/server/budgets.ts';
import {
  createAddressProxy,
  memoryLimitStore,
  type ProxyErrorEvent,
  type ProxyLimits,
} from '../../src/server/index.ts';
import { KEY, proxyHarness, SECRET, UPSTREAM } from '../support/proxy-harness.ts';

const PATH = '/api/address/nl/v1/addresses/postcode/2012ES/30';
const fromClient = (client: string, init: RequestInit = {}) => ({
  ...init,
  headers: { 'x-client': client, ...(init.headers as Record<string, string> | undefined) },
});
const clientKey = (request: Request) => request.headers.get('x-client');

function limited(limits: ProxyLimits) {
  const events: ProxyErrorEvent[] = [];
  const harness = proxyHarness({ limits, onError: (event) => events.push(event) });
  return { ...harness, events };
}

describe('budgets in the proxy (limits)', () => {
  it('answers a client over its budget with 429, Retry-After and the service’s error shape, and tells onError', async () => {
    const { call, calls, events } = limited({ perClient: { requests: 2, perSeconds: 60 }, clientKey });
    expect((await call(PATH, fromClient('a'))).status).toBe(200);
    expect((await call(PATH, fromClient('a'))).status).toBe(200);
    const refused = await call(PATH, fromClient('a'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(60);
    expect(refused.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(await refused.json()).toEqual({
      exception: expect.any(String) as string,
      exceptionId: 'Proxy_LimitExceededException',
    });
    expect(events).toEqual([expect.objectContaining({ kind: 'limit-exceeded', status: 429, budget: 'per-client' })]);
    // Another client has its own budget; the refused request reached nobody.
    expect((await call(PATH, fromClient('b'))).status).toBe(200);
    expect(calls).toHaveLength(3);
  });

  it('counts only what it would forward: a refused path, method or origin spends nothing', async () => {
    const { call, calls } = limited({ total: { requests: 2, perSeconds: 60 } });
    expect((await call('/api/address/nl/v9/nothing')).status).toBe(404);
    expect((await call(PATH, { method: 'POST', body: 'x' })).status).toBe(405);
    expect(
      (await call(PATH, { headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' } })).status,
    ).toBe(403);
    expect((await call('/api/address/nl/v1/addresses/exact/Haarlem/Julianastraat/100000')).status).toBe(400);
    expect((await call(PATH, { method: 'OPTIONS' })).status).toBe(204);
    expect((await call(PATH)).status).toBe(200);
    expect((await call(PATH)).status).toBe(200);
    expect((await call(PATH)).status).toBe(429);
    expect(calls).toHaveLength(2);
  });

  it('a request its client’s budget refuses spends nothing of the shop’s total', async () => {
    const { call } = limited({
      perClient: { requests: 1, perSeconds: 60 },
      total: { requests: 3, perSeconds: 60 },
      clientKey,
    });
    expect((await call(PATH, fromClient('greedy'))).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await call(PATH, fromClient('greedy'))).status).toBe(429);
    expect((await call(PATH, fromClient('b'))).status).toBe(200);
    expect((await call(PATH, fromClient('c'))).status).toBe(200);
    const shopWide = limited({
      perClient: { requests: 1, perSeconds: 60 },
      total: { requests: 3, perSeconds: 60 },
      clientKey,
    });
    for (const c of ['1', '2', '3']) expect((await shopWide.call(PATH, fromClient(c))).status).toBe(200);
    expect((await shopWide.call(PATH, fromClient('4'))).status).toBe(429);
    expect(shopWide.events.at(-1)).toMatchObject({ kind: 'limit-exceeded', budget: 'total' });
  });

  it('never trusts a forwarding header: requests the clientKey cannot tell share one budget', async () => {
    const { call, calls } = limited({ perClient: { requests: 2, perSeconds: 60 }, clientKey: () => null });
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await call(PATH, { headers: { 'X-Forwarded-For': `10.0.0.${i}`, 'X-Real-IP': `10.1.0.${i}` } })).status,
      );
    expect(statuses).toEqual([200, 200, 429, 429, 429]);
    expect(calls).toHaveLength(2);
  });

  it('is exact under concurrency: 50 requests at once against a budget of 10 forward 10', async () => {
    const { call, calls } = limited({ total: { requests: 10, perSeconds: 60 } });
    const statuses = await Promise.all(Array.from({ length: 50 }, () => call(PATH).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40);
    expect(calls).toHaveLength(10);
  });

  it('frees the budget when its window ends, and says so in Retry-After', async () => {
    let now = 1_800_000_000_000; // a whole minute
    const { call } = limited({ total: { requests: 1, perSeconds: 60 }, store: memoryLimitStore({ now: () => now }) });
    now += 45_500;
    expect((await call(PATH)).status).toBe(200);
    const refused = await call(PATH);
    expect([refused.status, refused.headers.get('Retry-After')]).toEqual([429, '15']);
    now += 14_600;
    expect((await call(PATH)).status).toBe(200);
  });

  it('refuses with 503 (and tells onError) while its store cannot count, or lets requests through when the store says so', async () => {
    const broken = { hit: () => Promise.reject(new Error('store down')) };
    const { call, calls, events } = limited({ total: { requests: 5, perSeconds: 60 }, store: broken });
    const answer = await call(PATH);
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({ exceptionId: 'Proxy_LimitStoreUnavailableException' });
    expect(events).toEqual([
      expect.objectContaining({ kind: 'limit-store-unavailable', status: 503, cause: 'Error: store down' }),
    ]);
    expect(calls).toHaveLength(0);
    const open = limited({ total: { requests: 5, perSeconds: 60 }, store: { ...broken, unavailable: 'allow' } });
    expect((await open.call(PATH)).status).toBe(200);
  });

  it('gives the client a rate-limited error with retryAfterMs, which the components treat as an outage', async () => {
    const { proxy } = limited({ total: { requests: 0 + 1, perSeconds: 60 } });
    const client = createAddressClient({
      baseUrl: 'https://shop.test/api/address',
      fetch: (input, init) => proxy(new Request(input, init)),
    });
    await client.lookupPostcode({ postcode: '2012ES', houseNumber: 30 });
    const error = await client.lookupPostcode({ postcode: '2012ES', houseNumber: 30 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AddressApiError);
    expect(error).toMatchObject({ kind: 'rate-limited', status: 429 });
    expect((error as AddressApiError).retryAfterMs).toBeGreaterThan(0);
  });

  it('checks its options when the proxy is created, with a message that says what to fix', () => {
    const create = (limits: unknown) => () =>
      createAddressProxy({ upstream: UPSTREAM, key: KEY, secret: SECRET, limits: limits as ProxyLimits });
    expect(create({ perClient: { requests: 10, perSeconds: 60 } })).toThrow(
      /`limits.clientKey` is needed with `limits.perClient`/u,
    );
    expect(create({ total: { requests: 0, perSeconds: 60 } })).toThrow(
      /`limits.total` must be \{ requests, perSeconds \}/u,
    );
    expect(create({ total: { requests: 10, perSeconds: -1 } })).toThrow(/`limits.total` must be/u);
    expect(create({ total: { requests: 1.5, perSeconds: 60 } })).toThrow(TypeError);
    expect(create({})).toThrow(/a limit without a budget limits nothing/u);
    expect(create({ total: { requests: 1, perSeconds: 60 }, store: {} })).toThrow(/`limits.store` must have a `hit/u);
    expect(create({ total: { requests: 1, perSeconds: 60 }, clientKey: 'x-forwarded-for' })).toThrow(
      /`limits.clientKey` must be a function/u,
    );
    expect(create(undefined)).not.toThrow();
  });
});

describe('the in-process store, by property', () => {
  it('never forwards more than a budget allows in any window, whatever the interleaving of clients and times', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          perClient: fc.integer({ min: 1, max: 4 }),
          total: fc.integer({ min: 1, max: 12 }),
          perSeconds: fc.integer({ min: 1, max: 5 }),
        }),
        fc.array(
          fc.record({
            client: fc.constantFrom('a', 'b', 'c', 'd', null),
            wait: fc.integer({ min: 0, max: 1500 }),
            burst: fc.integer({ min: 1, max: 4 }),
          }),
          { maxLength: 40 },
        ),
        async ({ perClient, total, perSeconds }, steps) => {
          let now = 1_700_000_000_000;
          const upstream = vi.fn(() => Promise.resolve(Response.json({})));
          const proxy = createAddressProxy({
            upstream: UPSTREAM,
            key: KEY,
            secret: SECRET,
            fetch: upstream,
            limits: {
              perClient: { requests: perClient, perSeconds },
              total: { requests: total, perSeconds },
              clientKey,
              store: memoryLimitStore({ now: () => now }),
            },
          });
          const forwarded = new Map<string, number>();
          for (const { client, wait, burst } of steps) {
            now += wait;
            const window = Math.floor(now / (perSeconds * 1000));
            const statuses = await Promise.all(
              Array.from({ length: burst }, () =>
                proxy(
                  new Request(
                    `https://shop.test${PATH.replace('/api/address', '')}`,
                    client === null ? {} : fromClient(client),
                  ),
                ).then((r) => r.status),
              ),
            );
            const passed = statuses.filter((s) => s === 200).length;
            for (const key of [`${client ?? '∅'}@${window}`, `total@${window}`])
              forwarded.set(key, (forwarded.get(key) ?? 0) + passed);
          }
          for (const [key, n] of forwarded) expect(n).toBeLessThanOrEqual(key.startsWith('total') ? total : perClient);
          expect(upstream).toHaveBeenCalledTimes(
            [...forwarded].filter(([k]) => k.startsWith('total')).reduce((sum, [, n]) => sum + n, 0),
          );
        },
      ),
      { numRuns: 150 },
    );
  });

  it('keeps at most maxKeys clients a window; new ones past it share one count', () => {
    const store = memoryLimitStore({ maxKeys: 3, now: () => 0 });
    for (const key of ['a', 'b', 'c']) expect(store.hit(key, 60)).toMatchObject({ count: 1 });
    expect(store.hit('d', 60)).toMatchObject({ count: 1 });
    expect(store.hit('e', 60)).toMatchObject({ count: 2 });
    expect(store.hit('a', 60)).toMatchObject({ count: 2 });
  });
});

describe('budgetCheck', () => {
  const request = (client: string) =>
    new Request('https://shop.test/nl/v1/addresses/postcode/2012ES/30', { headers: { 'x-client': client } });
  const store = () => memoryLimitStore({ now: () => 1_800_000_000_000 });

  it('checks nothing without limits', () => {
    expect(budgetCheck(undefined)).toBeUndefined();
  });

  it('gives a client ten times its paid lookups in answers given again, by default', () => {
    const budgets = budgetCheck({ perClient: { requests: 2, perSeconds: 60 }, clientKey, store: store() });
    const given = Array.from({ length: 21 }, () => budgets?.cached(request('a')));
    expect(given.slice(0, 20)).toEqual(Array(20).fill(undefined));
    expect(given[20]).toEqual({ budget: 'cached', retryAfterSeconds: 60 });
    expect(budgets?.perClient).toBe(true);
  });

  it('charges a check to its caller’s own budget, then the checks’ budget, never the browser’s total', () => {
    const budgets = budgetCheck({
      perClient: { requests: 1, perSeconds: 60 },
      total: { requests: 1, perSeconds: 60 },
      checks: { requests: 2, perSeconds: 60 },
      clientKey,
      store: store(),
    });
    expect(budgets?.checks('a')).toBeUndefined();
    expect(budgets?.checks('a')).toMatchObject({ budget: 'per-client' });
    expect(budgets?.checks(undefined)).toBeUndefined();
    expect(budgets?.checks(null)).toMatchObject({ budget: 'checks' });
    // The browser's total is untouched by the checks.
    expect(budgets?.paid(request('b'))).toBeUndefined();
  });

  it('counts a client key that is an IP address by its network', () => {
    const budgets = budgetCheck({ perClient: { requests: 1, perSeconds: 60 }, clientKey, store: store() });
    expect(budgets?.paid(request('2001:db8:0:1::1'))).toBeUndefined();
    expect(budgets?.paid(request('[2001:DB8:0:1:ffff::9]:443'))).toMatchObject({ budget: 'per-client' });
    expect(budgets?.paid(request('2001:db8:0:2::1'))).toBeUndefined();
  });

  it('answers at once, with no promise, when the store does; and says a store that throws is unavailable', () => {
    const budgets = budgetCheck({ total: { requests: 5, perSeconds: 60 }, store: store() });
    expect(budgets?.paid(request('a'))).toBeUndefined();
    const cause = new Error('store down');
    const broken = {
      hit: () => {
        throw cause;
      },
    };
    expect(budgetCheck({ total: { requests: 5, perSeconds: 60 }, store: broken })?.paid(request('a'))).toEqual({
      budget: 'store-unavailable',
      cause,
    });
    expect(
      budgetCheck({ total: { requests: 5, perSeconds: 60 }, store: { ...broken, unavailable: 'allow' } })?.paid(
        request('a'),
      ),
    ).toBeUndefined();
  });
});
