import { memoryLimitStore, type LimitHit, type LimitStore } from './memory-limit-store.ts';

/** A budget: at most `requests` forwarded per `perSeconds` (a fixed window, e.g. `{ requests: 20000, perSeconds: 86400 }`). */
export interface Budget {
  requests: number;
  perSeconds: number;
}

/** The `limits` option of `createAddressProxy`: what the proxy may spend of the shop's paid lookups. */
export interface ProxyLimits {
  /** Each client's budget; needs `clientKey`. */
  perClient?: Budget;
  /** The shop's own cap, whoever asks. */
  total?: Budget;
  /**
   * Who the client is, from what the shop's platform vouches for (the header its load balancer or CDN sets, a
   * session id); `null` for a request it cannot tell, and all of those share one budget. The proxy trusts no
   * forwarding header on its own: one that anyone can send is not an identity.
   */
  clientKey?: (request: Request) => string | null;
  /** Where the counts live. @default memoryLimitStore() (this process) */
  store?: LimitStore;
}

/** Why a budget stopped a request: over it (with the seconds until its window frees), or its store could not count. */
export type BudgetRefusal = { budget: 'per-client' | 'total'; retryAfterSeconds: number } | { budget: 'store-unavailable'; cause: unknown };

/** The key the requests whose `clientKey` is `null` share. */
const UNKNOWN_CLIENT = '\u0000unknown';

const isBudget = (value: unknown): value is Budget => {
  const { requests, perSeconds } = (value ?? {}) as Partial<Record<keyof Budget, unknown>>;
  return Number.isSafeInteger(requests) && (requests as number) > 0 && typeof perSeconds === 'number' && Number.isFinite(perSeconds) && perSeconds > 0;
};

/**
 * The budget check of a proxy, or `undefined` without `limits` (nothing changes then). Wrong limits throw a
 * `TypeError` that says what to fix, when the proxy is created. The check counts a request under its client's budget
 * and then the shop's; one the client's budget refuses spends nothing of the shop's. It answers `undefined` when the
 * request may go on, else why not.
 */
export function budgetCheck(limits: ProxyLimits | undefined): ((request: Request) => Promise<BudgetRefusal | undefined>) | undefined {
  if (limits === undefined) return undefined;
  const fail = (fix: string): never => {
    throw new TypeError(`createAddressProxy: \`limits.${fix}.`);
  };
  if (typeof limits !== 'object' || (limits as unknown) === null) throw new TypeError('createAddressProxy: `limits` must be an object: { perClient?, total?, clientKey?, store? }.');
  const { perClient, total, clientKey, store = memoryLimitStore() } = limits;
  if (perClient === undefined && total === undefined) fail('perClient` or `limits.total` is needed: a limit without a budget limits nothing');
  for (const [name, budget] of [['perClient', perClient], ['total', total]] as const) {
    if (budget !== undefined && !isBudget(budget)) {
      fail(`${name}\` must be { requests, perSeconds }: a whole number of requests above 0 per a positive number of seconds, e.g. { requests: 100, perSeconds: 3600 }`);
    }
  }
  if (perClient !== undefined && typeof clientKey !== 'function') {
    fail('clientKey` is needed with `limits.perClient`: a function that says who the client is, e.g. (request) => request.headers.get(\'cf-connecting-ip\') on Cloudflare (see the README for your platform)');
  }
  if (clientKey !== undefined && typeof clientKey !== 'function') fail('clientKey` must be a function of the request');
  if (typeof (store as Partial<LimitStore> | null)?.hit !== 'function') fail('store` must have a `hit(key, windowSeconds)` method (see memoryLimitStore, redisLimitStore)');

  const count = async (key: string, budget: Budget): Promise<BudgetRefusal | undefined> => {
    const counted = store.hit(key, budget.perSeconds);
    // The in-process store answers at once; waiting only for a store that answers later keeps the check cheap.
    const { count: n, resetMs }: LimitHit = counted instanceof Promise ? await counted : counted;
    return n <= budget.requests ? undefined : { budget: key === 'total' ? 'total' : 'per-client', retryAfterSeconds: Math.max(1, Math.ceil(resetMs / 1000)) };
  };
  return async (request) => {
    // The shop's own function: what it throws is the shop's to see, not a store failure.
    const client = perClient === undefined || clientKey === undefined ? undefined : (clientKey(request) ?? UNKNOWN_CLIENT);
    try {
      if (perClient !== undefined && client !== undefined) {
        const refused = await count(`client:${client}`, perClient);
        if (refused !== undefined) return refused;
      }
      return total === undefined ? undefined : await count('total', total);
    } catch (cause) {
      return store.unavailable === 'allow' ? undefined : { budget: 'store-unavailable', cause };
    }
  };
}
