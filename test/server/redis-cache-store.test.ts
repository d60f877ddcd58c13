import { describe, expect, it } from 'vitest';
import type { CachedAnswer } from '../../src/server/answer-cache.ts';
import { redisCacheStore } from '../../src/server/redis-cache-store.ts';
import type { RedisClientLike } from '../../src/server/redis-limit-store.ts';

const ANSWER: CachedAnswer = {
  status: 200,
  headers: { 'Content-Type': 'application/json' },
  text: '{"street":"Julianastraat"}',
  storedAt: 1_800_000_000_000,
};

/**
 * A node-redis-shaped client over a map, running the store's two scripts (GET, and SET with EX), that records what it
 * was given; `fail` makes every call answer so instead.
 */
function fakeRedis(fail?: () => Promise<never>) {
  const data = new Map<string, { value: string; ttl: string }>();
  const client = {
    eval(script: string, { keys, arguments: args }: { keys: string[]; arguments: string[] }): Promise<unknown> {
      if (fail !== undefined) return fail();
      const [key = ''] = keys;
      if (script.includes("'SET'")) {
        data.set(key, { value: args[0] ?? '', ttl: args[1] ?? '' });
        return Promise.resolve(1);
      }
      return Promise.resolve(data.get(key)?.value ?? null);
    },
  };
  return { client: client as RedisClientLike, data };
}

describe('redisCacheStore', () => {
  it('keeps an answer under its prefix for its time to live, and gives it back', async () => {
    const { client, data } = fakeRedis();
    const store = redisCacheStore(client, { prefix: 'shop-a:' });
    await store.set('/nl/v1/addresses/postcode/2012ES/30', ANSWER, 86400);
    expect(data.get('shop-a:/nl/v1/addresses/postcode/2012ES/30')).toEqual({
      value: JSON.stringify(ANSWER),
      ttl: '86400',
    });
    expect(await store.get('/nl/v1/addresses/postcode/2012ES/30')).toEqual(ANSWER);
    expect(await store.get('/nl/v1/addresses/postcode/2012ES/32')).toBeUndefined();
  });

  it('writes under rae:answer: by default', async () => {
    const { client, data } = fakeRedis();
    await redisCacheStore(client).set('/path', ANSWER, 60);
    expect([...data.keys()]).toEqual(['rae:answer:/path']);
  });

  it.each([
    ['text that is not JSON', '{"status":200,'],
    ['JSON of another shape', JSON.stringify({ status: '200', text: 'x', storedAt: 1, headers: {} })],
    ['an answer without headers', JSON.stringify({ status: 200, text: 'x', storedAt: 1 })],
    ['null', 'null'],
  ])('reads %s as a miss', async (_what, text) => {
    const { client, data } = fakeRedis();
    data.set('rae:answer:/path', { value: text, ttl: '60' });
    expect(await redisCacheStore(client).get('/path')).toBeUndefined();
  });

  it('is a miss when Redis fails or is slow, and lets a failed write go', async () => {
    const failing = redisCacheStore(fakeRedis(() => Promise.reject(new Error('down'))).client);
    expect(await failing.get('/path')).toBeUndefined();
    await expect(failing.set('/path', ANSWER, 60)).resolves.toBeUndefined();
    const slow = redisCacheStore(fakeRedis(() => new Promise<never>(() => undefined)).client, { timeoutMs: 20 });
    expect(await slow.get('/path')).toBeUndefined();
    await expect(slow.set('/path', ANSWER, 60)).resolves.toBeUndefined();
  });

  it('says what to pass when given no client, or a prefix that cannot keep shops apart', () => {
    expect(() => redisCacheStore({} as RedisClientLike)).toThrow(/^redisCacheStore: pass a connected Redis client/u);
    expect(() => redisCacheStore(fakeRedis().client, { prefix: '' })).toThrow(
      /^redisCacheStore: `prefix` must be a non-empty string/u,
    );
  });
});
