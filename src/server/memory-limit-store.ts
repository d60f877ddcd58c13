/** What a store says of one counted request: the count in its window so far (this one included), and when the window ends. */
export interface LimitHit {
  count: number;
  /** Milliseconds until the window ends and the count starts again. */
  resetMs: number;
}

/**
 * Where the proxy's budgets count requests. One call counts one request under `key` in the fixed window of
 * `windowSeconds` it falls in (windows start at multiples of the window since 1970, the same on every instance) and
 * answers the count so far in that window, this request included. It must be atomic: two requests at once get two
 * different counts. A store that cannot count (its server is down) rejects; `unavailable` says what the proxy does
 * then: `refuse` (503, the default: a budget that cannot be checked is not spent) or `allow`.
 */
export interface LimitStore {
  hit(key: string, windowSeconds: number): LimitHit | Promise<LimitHit>;
  unavailable?: 'refuse' | 'allow';
}

/** Options of {@link memoryLimitStore}. */
export interface MemoryLimitStoreOptions {
  /**
   * The most keys counted in one window; past it, every new key shares one count (so an attack with ever new client
   * keys spends one budget, and memory stays bounded). @default 100000
   */
  maxKeys?: number;
  /** The clock, for tests. @default Date.now */
  now?: () => number;
}

/** The key new clients share once a window holds `maxKeys`. */
const OVERFLOW = '\u0000overflow';

/**
 * The default store: counts in this process, one map of counts per window length for the current window only (a
 * window that ended is dropped whole), at most `maxKeys` keys per window. Right for one instance; several instances
 * share a budget through `redisLimitStore` (or a store of your own).
 */
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
