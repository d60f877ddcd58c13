import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  evalOn,
  keyPrefix,
  redisLimitStore,
  withinTime,
  type RedisClientLike,
} from '../../src/server/redis-limit-store.ts';

/** One call of a fake client's `eval`, as the store made it. */
type Call = unknown[];

/** An `eval` that records its calls and answers `answer`. */
function recordingEval(answer: () => Promise<unknown>) {
  const calls: Call[] = [];
  const evalScript = (...args: unknown[]): Promise<unknown> => {
    calls.push(args);
    return answer();
  };
  return { evalScript, calls };
}

/** A node-redis-shaped client (`eval(script, { keys, arguments })`) that records its calls and answers `answer`. */
function nodeRedis(answer: () => Promise<unknown>) {
  const { evalScript, calls } = recordingEval(answer);
  return { client: { eval: evalScript } as unknown as RedisClientLike, calls };
}

/** An ioredis-shaped client (`eval(script, numberOfKeys, ...keysAndArguments)`, told by its `defineCommand`). */
function ioredis(answer: () => Promise<unknown>) {
  const { evalScript, calls } = recordingEval(answer);
  return { client: { eval: evalScript, defineCommand: () => undefined } as unknown as RedisClientLike, calls };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('keyPrefix', () => {
  it('takes any non-empty text as it is', () => {
    expect(keyPrefix('shop-a:limit:', 'redisLimitStore', 'x:')).toBe('shop-a:limit:');
    expect(keyPrefix(' ', 'redisLimitStore', 'x:')).toBe(' ');
  });

  it.each([
    ['', 'an empty string'],
    [null, 'null'],
    [undefined, 'undefined'],
    [7, 'number'],
    [['a'], 'an array'],
  ])('refuses %j, naming the store, a prefix that works, and what it got', (prefix, got) => {
    expect(() => keyPrefix(prefix, 'redisCacheStore', 'shop-a:answer:')).toThrow(TypeError);
    expect(() => keyPrefix(prefix, 'redisCacheStore', 'shop-a:answer:')).toThrow(
      `redisCacheStore: \`prefix\` must be a non-empty string, its own for each shop or account on this Redis, e.g. 'shop-a:answer:' (got ${got}).`,
    );
  });
});

describe('evalOn', () => {
  it('calls node-redis with its keys and arguments named, and ioredis with them in a row after their count', async () => {
    const node = nodeRedis(() => Promise.resolve('n'));
    const io = ioredis(() => Promise.resolve('i'));
    expect(await evalOn(node.client, 'SCRIPT', ['k1', 'k2'], ['a1'])).toBe('n');
    expect(await evalOn(io.client, 'SCRIPT', ['k1', 'k2'], ['a1'])).toBe('i');
    expect(node.calls).toEqual([['SCRIPT', { keys: ['k1', 'k2'], arguments: ['a1'] }]]);
    expect(io.calls).toEqual([['SCRIPT', 2, 'k1', 'k2', 'a1']]);
  });
});

describe('withinTime', () => {
  it('answers what the work answers in time, and rejects, naming what did not answer, once the time is up', async () => {
    expect(await withinTime(Promise.resolve(5), 50, 'Redis')).toBe(5);
    await expect(withinTime(Promise.reject(new Error('down')), 50, 'Redis')).rejects.toThrow('down');
    vi.useFakeTimers();
    const late = withinTime(new Promise(() => undefined), 200, 'Redis');
    const settled = expect(late).rejects.toThrow('Redis did not answer within 200 ms');
    await vi.advanceTimersByTimeAsync(200);
    await settled;
  });

  it('leaves no timer behind once the work has answered', async () => {
    vi.useFakeTimers();
    await withinTime(Promise.resolve(1), 10_000, 'Redis');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('redisLimitStore', () => {
  const NOW = 1_800_000_015_000; // 15 s into a minute

  it('counts under a key that names the prefix, the window and the client, expiring a second after the window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const { client, calls } = nodeRedis(() => Promise.resolve([3, 45_000]));
    const store = redisLimitStore(client, { prefix: 'shop-a:' });
    expect(await store.hit('client:203.0.113.7', 60)).toEqual({ count: 3, resetMs: 45_000 });
    const [script, { keys, arguments: args }] = calls[0] as [string, { keys: string[]; arguments: string[] }];
    expect(script).toContain("redis.call('INCR', KEYS[1])");
    expect(keys).toEqual([`shop-a:60:${Math.floor(NOW / 60_000)}:client:203.0.113.7`]);
    expect(args).toEqual(['46000']);
  });

  it('takes the default prefix, and the time left from Redis only when it is sooner and known', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    let ttl = 10_000;
    const { client, calls } = ioredis(() => Promise.resolve([1, ttl]));
    const store = redisLimitStore(client);
    expect(await store.hit('total', 60)).toEqual({ count: 1, resetMs: 10_000 });
    expect(calls[0]?.[2]).toMatch(/^rae:limit:60:\d+:total$/u);
    ttl = -1; // a key without an expiry
    expect((await store.hit('total', 60)).resetMs).toBe(45_000);
    ttl = 90_000; // longer than the window has left
    expect((await store.hit('total', 60)).resetMs).toBe(45_000);
  });

  it('says it refuses when Redis is down, unless told to allow', () => {
    const { client } = nodeRedis(() => Promise.resolve([1, 1]));
    expect(redisLimitStore(client).unavailable).toBe('refuse');
    expect(redisLimitStore(client, { unavailable: 'allow' }).unavailable).toBe('allow');
  });

  it.each([
    ['something else than a count', () => Promise.resolve('OK'), /something else than a count/u],
    ['a count that is not whole', () => Promise.resolve([1.5, 100]), /something else than a count/u],
    ['a failure', () => Promise.reject(new Error('connection lost')), /connection lost/u],
  ])('rejects when Redis answers %s, so the proxy reads the store as unavailable', async (_what, answer, message) => {
    await expect(redisLimitStore(nodeRedis(answer).client).hit('total', 60)).rejects.toThrow(message);
  });

  it('rejects once Redis takes longer than timeoutMs', async () => {
    const store = redisLimitStore(nodeRedis(() => new Promise(() => undefined)).client, { timeoutMs: 20 });
    await expect(store.hit('total', 60)).rejects.toThrow('Redis did not answer within 20 ms');
  });

  it('says what to pass when given no client', () => {
    for (const client of [undefined, null, {}, { eval: 'yes' }]) {
      expect(() => redisLimitStore(client as unknown as RedisClientLike)).toThrow(
        /^redisLimitStore: pass a connected Redis client \(node-redis or ioredis\), which has `eval`/u,
      );
    }
  });
});
