import type { CachedAnswer, CacheStore } from './answer-cache.ts';
import { evalOn, keyPrefix, withinTime, type RedisClientLike } from './redis-limit-store.ts';

/** Options of {@link redisCacheStore}. */
export interface RedisCacheStoreOptions {
  /** Put before every key, so several proxies share one Redis and none answers from another's cache. @default 'rae:answer:' */
  prefix?: string;
  /** How long to wait for Redis before a read counts as a miss. @default 200 */
  timeoutMs?: number;
}

const GET = "return redis.call('GET', KEYS[1])";
const SET = "redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2]) return 1";

const isCachedAnswer = (value: unknown): value is CachedAnswer => {
  const answer = value as Partial<CachedAnswer> | null;
  return (
    typeof answer?.status === 'number' &&
    typeof answer.text === 'string' &&
    typeof answer.storedAt === 'number' &&
    typeof answer.headers === 'object'
  );
};

/** An answer cache in Redis, shared by several instances of the proxy; a failed or late read is a miss. */
export function redisCacheStore(client: RedisClientLike, options: RedisCacheStoreOptions = {}): CacheStore {
  const { timeoutMs = 200 } = options;
  if (typeof (client as Partial<RedisClientLike> | null)?.eval !== 'function') {
    throw new TypeError('redisCacheStore: pass a connected Redis client (node-redis or ioredis), which has `eval`.');
  }
  const prefix = keyPrefix(
    options.prefix === undefined ? 'rae:answer:' : options.prefix,
    'redisCacheStore',
    'shop-a:answer:',
  );
  return {
    async get(key) {
      try {
        const text = await withinTime(evalOn(client, GET, [prefix + key], []), timeoutMs, 'Redis');
        if (typeof text !== 'string') return undefined;
        const answer: unknown = JSON.parse(text);
        return isCachedAnswer(answer) ? answer : undefined;
      } catch {
        return undefined;
      }
    },
    async set(key, answer, ttlSeconds) {
      await withinTime(
        evalOn(client, SET, [prefix + key], [JSON.stringify(answer), String(ttlSeconds)]),
        timeoutMs,
        'Redis',
      ).catch(() => undefined);
    },
  };
}
