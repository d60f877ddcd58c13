import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import {
  redisCacheStore,
  redisLimitStore,
  type ProxyErrorEvent,
  type ProxyLimits,
  type RedisClientLike,
} from '../../src/server/index.ts';
import { proxyHarness } from '../support/proxy-harness.ts';
import { redisForTests } from '../support/redis-server.ts';

/*
 * Budgets shared by several proxy instances through a real Redis (Debian's redis-server on a free loopback port),
 * with each of the two clients a shop may have: node-redis and ioredis. Each instance has its own connection, as
 * separate processes would.
 */

const PATH = '/api/address/nl/v1/addresses/postcode/2012ES/30';
const redis = redisForTests();

const CLIENTS: [name: string, connect: () => Promise<RedisClientLike>][] = [
  ['node-redis', () => redis.connect()],
  [
    'ioredis',
    async () => {
      const client = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
      client.on('error', () => undefined);
      await client.connect();
      redis.closeAfterAll(() => client.disconnect());
      return client;
    },
  ],
];

/** Two proxy instances, each with its own connection, on one Redis store (a fresh key prefix per test). */
async function twoInstances(
  connect: () => Promise<RedisClientLike>,
  limits: Omit<ProxyLimits, 'store'>,
  unavailable?: 'refuse' | 'allow',
  timeoutMs = 300,
) {
  const prefix = redis.freshPrefix('test');
  const events: ProxyErrorEvent[] = [];
  const make = async () => {
    const store = redisLimitStore(await connect(), {
      prefix,
      ...(unavailable === undefined ? {} : { unavailable }),
      timeoutMs,
    });
    return proxyHarness({ limits: { ...limits, store }, onError: (event) => events.push(event) });
  };
  const [a, b] = [await make(), await make()];
  return { a, b, events, forwarded: () => a.calls.length + b.calls.length };
}

describe.each(CLIENTS)('redisLimitStore with %s', (_name, connect) => {
  it('gives two instances one budget, exact under 200 concurrent requests split between them', async () => {
    // Exactness is what is tested here, not the time limit: 200 requests at once on a busy machine may queue in Redis
    // for longer than the 300 ms the outage tests give it.
    const { a, b, forwarded } = await twoInstances(
      connect,
      { total: { requests: 37, perSeconds: 3600 } },
      undefined,
      5000,
    );
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? a : b).call(PATH).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(37);
    expect(statuses.filter((s) => s === 429)).toHaveLength(163);
    expect(forwarded()).toBe(37);
  }, 20_000);

  it('counts each client apart across the instances, and frees the budget when its window ends', async () => {
    const clientKey = (request: Request) => request.headers.get('x-client');
    const { a, b } = await twoInstances(connect, { perClient: { requests: 2, perSeconds: 1 }, clientKey });
    // Start at the beginning of a second, so that the burst falls in one window.
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 20));
    const ask = (proxy: typeof a, client: string) =>
      proxy.call(PATH, { headers: { 'x-client': client } }).then((r) => r.status);
    expect([await ask(a, 'x'), await ask(b, 'x'), await ask(a, 'x'), await ask(b, 'y')]).toEqual([200, 200, 429, 200]);
    const refused = await b.call(PATH, { headers: { 'x-client': 'x' } });
    expect(refused.headers.get('Retry-After')).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 20));
    expect(await ask(b, 'x')).toBe(200);
  }, 20_000);

  it('still answers when Redis stops mid-run: 503 with onError by default, or through when the store allows it', async () => {
    const refusing = await twoInstances(connect, { total: { requests: 100, perSeconds: 3600 } });
    const allowing = await twoInstances(connect, { total: { requests: 100, perSeconds: 3600 } }, 'allow');
    expect((await refusing.a.call(PATH)).status).toBe(200);
    await redis.stop();
    try {
      const started = Date.now();
      const answer = await refusing.b.call(PATH);
      expect(answer.status).toBe(503);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(refusing.events.at(-1)).toMatchObject({ kind: 'limit-store-unavailable', status: 503 });
      expect((await allowing.a.call(PATH)).status).toBe(200);
      expect(refusing.forwarded()).toBe(1);
    } finally {
      await redis.start();
    }
  }, 20_000);
});

describe.each(CLIENTS)('redisCacheStore with %s', (_name, connect) => {
  it('gives two instances one cache: what one paid for, the other answers from Redis, with Age', async () => {
    const prefix = redis.freshPrefix('cache');
    const [a, b] = [
      proxyHarness({ cache: { store: redisCacheStore(await connect(), { prefix }) } }),
      proxyHarness({ cache: { store: redisCacheStore(await connect(), { prefix }) } }),
    ];
    const first = await a.call(PATH);
    const fromCache = await b.call(PATH);
    expect([first.status, fromCache.status]).toEqual([200, 200]);
    expect(await fromCache.text()).toBe(await first.text());
    expect(fromCache.headers.get('Age')).toMatch(/^\d+$/u);
    expect([a.calls.length, b.calls.length]).toEqual([1, 0]);
  }, 20_000);

  it('is a miss, not a failure, while Redis is down', async () => {
    const { call, calls } = proxyHarness({
      cache: { store: redisCacheStore(await connect(), { prefix: redis.freshPrefix('down') }) },
    });
    await redis.stop();
    try {
      expect((await call(PATH)).status).toBe(200);
      expect(calls).toHaveLength(1);
    } finally {
      await redis.start();
    }
  }, 20_000);
});

describe('redisLimitStore', () => {
  it('says what to pass when given no client', () => {
    expect(() => redisLimitStore({} as RedisClientLike)).toThrow(
      /pass a connected Redis client \(node-redis or ioredis\)/u,
    );
    expect(() => redisCacheStore({} as RedisClientLike)).toThrow(/pass a connected Redis client/u);
  });
});
