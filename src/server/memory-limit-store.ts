/** What a store says of one counted request: the count in its window so far (this one included). */
export interface LimitHit {
  count: number;
  /** Milliseconds until the window ends. */
  resetMs: number;
}

/**
 * Where the proxy's budgets count requests: `hit` counts one under `key` in its fixed window and must be atomic. A
 * store that cannot count rejects; `unavailable` says what the proxy does then.
 */
export interface LimitStore {
  hit(key: string, windowSeconds: number): LimitHit | Promise<LimitHit>;
  unavailable?: 'refuse' | 'allow';
}

/** Options of {@link memoryLimitStore}. */
export interface MemoryLimitStoreOptions {
  /** The most keys counted in one window; past it, every new key shares one count. @default 100000 */
  maxKeys?: number;
  /** The clock, for tests. @default Date.now */
  now?: () => number;
}

const OVERFLOW = '\u0000overflow';

/** The default store: counts in this process, at most `maxKeys` keys per window. For several instances, `redisLimitStore`. */
export function memoryLimitStore(options: MemoryLimitStoreOptions = {}): LimitStore {
  const { maxKeys = 100_000, now = Date.now } = options;
  const windows = new Map<number, { index: number; counts: Map<string, number> }>();
  return {
    hit(key, windowSeconds) {
      const windowMs = windowSeconds * 1000;
      const time = now();
      const index = Math.floor(time / windowMs);
      let window = windows.get(windowMs);
      if (window?.index !== index) {
        window = { index, counts: new Map() };
        windows.set(windowMs, window);
      }
      const { counts } = window;
      const counted = counts.has(key) || counts.size < maxKeys ? key : OVERFLOW;
      const count = (counts.get(counted) ?? 0) + 1;
      counts.set(counted, count);
      return { count, resetMs: (index + 1) * windowMs - time };
    },
  };
}
