import { describe, expect, it } from 'vitest';
import { redisCacheStore, redisLimitStore, type RedisClientLike } from '../../src/server/index.ts';
import { proxyHarness } from '../support/proxy-harness.ts';
import { redisForTests } from '../support/redis-server.ts';

/*
 * Two shops (or two accounts of one shop) on one Redis, told apart by the stores' `prefix`: with different prefixes
 * neither sees the other's counts or answers, with the same prefix they share them. Debian's redis-server on a free
 * loopback port, one connection per store as separate processes would have.
 */

const PATH = '/api/address/nl/v1/addresses/postcode/2012ES/30';
const redis = redisForTests();
const connect = () => redis.connect();
const fresh = (name: string) => redis.freshPrefix(name);

describe('redisLimitStore prefix', () => {
  it('keeps the counts of two prefixes apart, and shares those of one prefix', async () => {
    const [shopA, shopB] = [fresh('shop-a'), fresh('shop-b')];
    const store = async (prefix: string) => redisLimitStore(await connect(), { prefix });
    const [a1, a2, b] = [await store(shopA), await store(shopA), await store(shopB)];
    expect((await a1.hit('total', 3600)).count).toBe(1);
    expect((await a2.hit('total', 3600)).count).toBe(2);
    expect((await b.hit('total', 3600)).count).toBe(1);
    expect((await a1.hit('total', 3600)).count).toBe(3);
  });

  it('gives two proxies with different prefixes a budget each on one Redis', async () => {
    const limits = async (prefix: string) => ({
      total: { requests: 2, perSeconds: 3600 },
      store: redisLimitStore(await connect(), { prefix }),
    });
    const [a, b] = [
      proxyHarness({ limits: await limits(fresh('a')) }),
      proxyHarness({ limits: await limits(fresh('b')) }),
    ];
    const statuses = [];
    for (const proxy of [a, a, a, b, b, b]) statuses.push((await proxy.call(PATH)).status);
    expect(statuses).toEqual([200, 200, 429, 200, 200, 429]);
  });

  it('keeps the default key names, so that counts already in Redis still count', async () => {
    const client = await connect();
    await redisLimitStore(client).hit(redis.freshPrefix('default'), 60);
    expect((await client.keys('rae:limit:60:*')).length).toBeGreaterThan(0);
  });
});

describe('redisCacheStore prefix', () => {
  it('answers from the cache of its own prefix only', async () => {
    const [shopA, shopB] = [fresh('shop-a'), fresh('shop-b')];
    const proxy = async (prefix: string) =>
      proxyHarness({ cache: { store: redisCacheStore(await connect(), { prefix }) } });
    const [a1, a2, b] = [await proxy(shopA), await proxy(shopA), await proxy(shopB)];
    for (const p of [a1, a2, b]) expect((await p.call(PATH)).status).toBe(200);
    // a2 answered from what a1 paid for; b, with its own prefix, paid for its own.
    expect([a1.calls.length, a2.calls.length, b.calls.length]).toEqual([1, 0, 1]);
    const client = await connect();
    expect([await client.keys(`${shopA}*`), await client.keys(`${shopB}*`)].map((keys) => keys.length)).toEqual([1, 1]);
  });

  it('keeps the default key names', async () => {
    const client = await connect();
    const store = redisCacheStore(client);
    await store.set('/prefix-test', { status: 200, headers: {}, text: '{}', storedAt: Date.now() }, 60);
    expect(await client.exists('rae:answer:/prefix-test')).toBe(1);
  });
});

describe('the prefix option', () => {
  const client = { eval: () => Promise.resolve(null) } as unknown as RedisClientLike;
  it.each([[''], [42], [null], [['a']]])('refuses %j with a TypeError that says what to pass', (prefix) => {
    const wrong = { prefix } as unknown as { prefix: string };
    expect(() => redisLimitStore(client, wrong)).toThrow(TypeError);
    expect(() => redisLimitStore(client, wrong)).toThrow(
      /^redisLimitStore: `prefix` must be a non-empty string, its own for each shop or account on this Redis, e\.g\. 'shop-a:limit:'/u,
    );
    expect(() => redisCacheStore(client, wrong)).toThrow(
      /^redisCacheStore: `prefix` must be a non-empty string, .* e\.g\. 'shop-a:answer:'/u,
    );
  });
});
