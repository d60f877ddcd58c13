import type { LimitHit, LimitStore } from './memory-limit-store.ts';

/** The part of a Redis client the stores use: `eval`, as node-redis (v4 on) and ioredis write it. */
export type RedisClientLike =
  /** node-redis: `client.eval(script, { keys, arguments })`. */
  | { eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown> }
  /** ioredis: `client.eval(script, numberOfKeys, ...keysAndArguments)`; told apart by its `defineCommand`. */
  | {
      eval(script: string, numberOfKeys: number, ...keysAndArguments: string[]): Promise<unknown>;
      defineCommand: unknown;
    };

/** Options of {@link redisLimitStore}. */
export interface RedisLimitStoreOptions {
  /** Put before every key, so several proxies share one Redis and nothing of each other's counts. @default 'rae:limit:' */
  prefix?: string;
  /** What the proxy does when Redis does not answer: `refuse` (503) or `allow` the request. @default 'refuse' */
  unavailable?: 'refuse' | 'allow';
  /** How long to wait for Redis before it counts as unavailable. @default 500 */
  timeoutMs?: number;
}

/** One atomic step: count the request, start the window's expiry with its first, answer the count and time left. */
const HIT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;

/** A Redis store's `prefix`, checked: anything but a non-empty string throws a `TypeError`. */
export function keyPrefix(prefix: unknown, store: string, example: string): string {
  if (typeof prefix === 'string' && prefix !== '') return prefix;
  const got =
    prefix === null
      ? 'null'
      : typeof prefix === 'string'
        ? 'an empty string'
        : Array.isArray(prefix)
          ? 'an array'
          : typeof prefix;
  throw new TypeError(
    `${store}: \`prefix\` must be a non-empty string, its own for each shop or account on this Redis, e.g. '${example}' (got ${got}).`,
  );
}

export function evalOn(client: RedisClientLike, script: string, keys: string[], args: string[]): Promise<unknown> {
  return 'defineCommand' in client
    ? client.eval(script, keys.length, ...keys, ...args)
    : client.eval(script, { keys, arguments: args });
}

export function withinTime<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * A budget store in Redis, so that several instances of the proxy share one budget. Pass the shop's own connected
 * client, node-redis or ioredis.
 *
 * @example
 * ```ts
 * import { createClient } from 'redis';
 * const redis = await createClient({ url: process.env.REDIS_URL }).connect();
 * createAddressProxy({ ...options, limits: { total: { requests: 20000, perSeconds: 86400 }, store: redisLimitStore(redis) } });
 * ```
 */
export function redisLimitStore(client: RedisClientLike, options: RedisLimitStoreOptions = {}): LimitStore {
  const { unavailable = 'refuse', timeoutMs = 500 } = options;
  if (typeof (client as Partial<RedisClientLike> | null)?.eval !== 'function') {
    throw new TypeError('redisLimitStore: pass a connected Redis client (node-redis or ioredis), which has `eval`.');
  }
  const prefix = keyPrefix(
    options.prefix === undefined ? 'rae:limit:' : options.prefix,
    'redisLimitStore',
    'shop-a:limit:',
  );
  return {
    unavailable,
    async hit(key, windowSeconds): Promise<LimitHit> {
      const windowMs = windowSeconds * 1000;
      const now = Date.now();
      const index = Math.floor(now / windowMs);
      const resetMs = (index + 1) * windowMs - now;
      const answer = await withinTime(
        evalOn(client, HIT, [`${prefix}${windowSeconds}:${index}:${key}`], [String(Math.ceil(resetMs) + 1000)]),
        timeoutMs,
        'Redis',
      );
      const [count, ttl] = Array.isArray(answer) ? (answer as unknown[]).map(Number) : [];
      if (count === undefined || !Number.isSafeInteger(count))
        throw new Error('Redis answered the budget script with something else than a count');
      return { count, resetMs: ttl !== undefined && ttl > 0 ? Math.min(ttl, resetMs) : resetMs };
    },
  };
}
