/** A service answer as the cache keeps it: before any token is signed into it. */
export interface CachedAnswer {
  status: number;
  /** The relayed headers of the service, without the proxy's own. */
  headers: Record<string, string>;
  text: string;
  /** When it was stored, in milliseconds since 1970: its `Age` counts from here. */
  storedAt: number;
  /** Set on the proxy's own in-process copies of signed answers; never in a shop's store. */
  signed?: true;
}

/** Where the proxy keeps answers it may give again, each for `ttlSeconds`; a store that fails is a miss. */
export interface CacheStore {
  get(key: string): CachedAnswer | undefined | Promise<CachedAnswer | undefined>;
  set(key: string, answer: CachedAnswer, ttlSeconds: number): void | Promise<void>;
}

/** A directive that forbids keeping: `no-store`, `no-cache`, `no-cache="…"`. */
const KEEP_NOTHING = /(?:^|,)\s*no-(?:store|cache)\s*(?:[,=]|$)/iu;
const MAX_AGE = /(?:^|,)\s*max-age=(\d{1,10})\s*(?:,|$)/iu;

let last = { value: '', seconds: 0 };

/** How long the service lets an answer be kept: its `max-age`, or 0 for `no-store`, `no-cache` or none (`private` is fine: the proxy is the account's own client). */
export function cacheSeconds(cacheControl: string | null): number {
  if (cacheControl === null) return 0;
  // The service sends the same value with every answer of a kind.
  if (cacheControl === last.value) return last.seconds;
  const maxAge = KEEP_NOTHING.test(cacheControl) ? undefined : MAX_AGE.exec(cacheControl)?.[1];
  last = { value: cacheControl, seconds: maxAge === undefined ? 0 : Number(maxAge) };
  return last.seconds;
}

/** Options of {@link memoryCacheStore}. */
export interface MemoryCacheStoreOptions {
  /** The most answers kept; the least recently used goes first. @default 1000 */
  maxEntries?: number;
  /** The most memory the answers take, in bytes (two a character); a larger answer is not kept. @default 33554432 (32 MiB) */
  maxBytes?: number;
  /** The clock, for tests. @default Date.now */
  now?: () => number;
}

/** The in-process cache store: it answers at once. */
export interface MemoryCacheStore extends CacheStore {
  get(key: string): CachedAnswer | undefined;
  set(key: string, answer: CachedAnswer, ttlSeconds: number): void;
}

/** A little for the entry itself, beyond its texts at two bytes a character. */
const ENTRY_BYTES = 200;
const bytesOf = (key: string, { headers, text }: CachedAnswer): number =>
  ENTRY_BYTES +
  2 *
    (key.length +
      text.length +
      Object.entries(headers).reduce((sum, [name, value]) => sum + name.length + value.length, 0));

/** The default cache: in this process, at most `maxEntries` answers and `maxBytes` of them, each until its `max-age` ends. */
export function memoryCacheStore(options: MemoryCacheStoreOptions = {}): MemoryCacheStore {
  const { maxEntries = 1000, maxBytes = 32 * 2 ** 20, now = Date.now } = options;
  const entries = new Map<string, { answer: CachedAnswer; expires: number; bytes: number }>();
  let kept = 0;
  const drop = (key: string): void => {
    const entry = entries.get(key);
    if (entry === undefined) return;
    entries.delete(key);
    kept -= entry.bytes;
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      entries.delete(key);
      if (entry.expires <= now()) {
        kept -= entry.bytes;
        return undefined;
      }
      entries.set(key, entry); // most recently used last
      return entry.answer;
    },
    set(key, answer, ttlSeconds) {
      drop(key);
      const bytes = bytesOf(key, answer);
      if (bytes > maxBytes) return;
      entries.set(key, { answer, expires: now() + ttlSeconds * 1000, bytes });
      kept += bytes;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && kept <= maxBytes) break;
        drop(oldest);
      }
    },
  };
}

/** The `cache` option of `createAddressProxy`. */
export type ProxyCacheOption = boolean | { store?: CacheStore; maxEntries?: number; maxBytes?: number };

/** The cache store of a proxy's `cache` option, `undefined` without one; a wrong option throws a `TypeError`. */
export function answerCache(
  option: ProxyCacheOption | undefined,
  now: () => number = Date.now,
): CacheStore | undefined {
  if (option === undefined || option === false) return undefined;
  if (option === true) return memoryCacheStore({ now });
  const { store, maxEntries, maxBytes } = (
    typeof option === 'object' && (option as unknown) !== null ? option : {}
  ) as Partial<Record<'store' | 'maxEntries' | 'maxBytes', unknown>>;
  if (typeof option !== 'object' || (option as unknown) === null)
    throw new TypeError('createAddressProxy: `cache` must be true or { store?, maxEntries?, maxBytes? }.');
  for (const [name, value, example] of [
    ['maxEntries', maxEntries, '1000'],
    ['maxBytes', maxBytes, '33554432'],
  ] as const) {
    if (value !== undefined && !(Number.isSafeInteger(value) && (value as number) > 0)) {
      throw new TypeError(`createAddressProxy: \`cache.${name}\` must be a whole number above 0, e.g. ${example}.`);
    }
  }
  if (store === undefined) {
    return memoryCacheStore({
      now,
      ...(maxEntries === undefined ? {} : { maxEntries: maxEntries as number }),
      ...(maxBytes === undefined ? {} : { maxBytes: maxBytes as number }),
    });
  }
  const { get, set } = store as Partial<CacheStore>;
  if (typeof get !== 'function' || typeof set !== 'function')
    throw new TypeError(
      'createAddressProxy: `cache.store` must have `get(key)` and `set(key, answer, ttlSeconds)` (see redisCacheStore).',
    );
  // The cache never stops a paid lookup: a failing store is a miss, and an answer it cannot keep is still given.
  const shops = store as CacheStore;
  return {
    get: async (key) => {
      try {
        return await shops.get(key);
      } catch {
        return undefined;
      }
    },
    set: async (key, answer, ttlSeconds) => {
      try {
        await shops.set(key, answer, ttlSeconds);
      } catch {
        // Kept nowhere; the answer is given all the same.
      }
    },
  };
}
