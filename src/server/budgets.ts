import { countedClientKey } from './client-key.ts';
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
  /** The shop's cap of the lookups browsers ask for through the proxy, whoever asks (checks have `checks`). */
  total?: Budget;
  /**
   * Each client's budget of answers given without a paid lookup (from the cache, or a `304`). Needs `clientKey`.
   * @default with `perClient`: ten times its requests in the same window
   */
  cached?: Budget;
  /** The shop-wide budget of the paid lookups of checks (`proxy.checkAddress`); checks never spend `total`. */
  checks?: Budget;
  /** Who the client is, from what the shop's platform vouches for; `null` when it cannot tell. IPs count by network. */
  clientKey?: (request: Request) => string | null;
  /** Where the counts live. @default memoryLimitStore() (this process) */
  store?: LimitStore;
}

type BudgetRefusal =
  | { budget: 'per-client' | 'total' | 'cached' | 'checks'; retryAfterSeconds: number }
  | { budget: 'store-unavailable'; cause: unknown };

export type BudgetCheck = (request: Request) => BudgetRefusal | undefined | Promise<BudgetRefusal | undefined>;

/** The checks of a proxy's budgets: `paid` before forwarding, `cached` before an answer is given again, `checks` for a check's lookups. */
export interface Budgets {
  paid: BudgetCheck;
  cached: BudgetCheck;
  checks: (client: string | null | undefined) => ReturnType<BudgetCheck>;
  perClient: boolean;
}

const CACHED_PER_PAID = 10;

const UNKNOWN_CLIENT = '\u0000unknown';

const clientOf = (key: string | null | undefined): string =>
  typeof key === 'string' ? countedClientKey(key) : UNKNOWN_CLIENT;

const isBudget = (value: unknown): value is Budget => {
  const { requests, perSeconds } = (value ?? {}) as Partial<Record<keyof Budget, unknown>>;
  return (
    Number.isSafeInteger(requests) &&
    (requests as number) > 0 &&
    typeof perSeconds === 'number' &&
    Number.isFinite(perSeconds) &&
    perSeconds > 0
  );
};

/** The budget check of a proxy, `undefined` without `limits`; wrong limits throw a `TypeError` at creation. */
export function budgetCheck(limits: ProxyLimits | undefined): Budgets | undefined {
  if (limits === undefined) return undefined;
  const fail = (fix: string): never => {
    throw new TypeError(`createAddressProxy: \`limits.${fix}.`);
  };
  if (typeof limits !== 'object' || (limits as unknown) === null)
    throw new TypeError('createAddressProxy: `limits` must be an object: { perClient?, total?, clientKey?, store? }.');
  const { perClient, total, clientKey, store = memoryLimitStore() } = limits;
  if (perClient === undefined && total === undefined && limits.checks === undefined) {
    fail('perClient`, `limits.total` or `limits.checks` is needed: a limit without a budget limits nothing');
  }
  for (const [name, budget] of [
    ['perClient', perClient],
    ['total', total],
    ['cached', limits.cached],
    ['checks', limits.checks],
  ] as const) {
    if (budget !== undefined && !isBudget(budget)) {
      fail(
        `${name}\` must be { requests, perSeconds }: a whole number of requests above 0 per a positive number of seconds, e.g. { requests: 100, perSeconds: 3600 }`,
      );
    }
  }
  if ((perClient !== undefined || limits.cached !== undefined) && typeof clientKey !== 'function') {
    fail(
      "clientKey` is needed with `limits.perClient` and `limits.cached`: a function that says who the client is, e.g. (request) => request.headers.get('cf-connecting-ip') on Cloudflare (see the README for your platform)",
    );
  }
  if (clientKey !== undefined && typeof clientKey !== 'function') fail('clientKey` must be a function of the request');
  if (typeof (store as Partial<LimitStore> | null)?.hit !== 'function')
    fail('store` must have a `hit(key, windowSeconds)` method (see memoryLimitStore, redisLimitStore)');

  const cached =
    limits.cached ??
    (perClient === undefined
      ? undefined
      : { requests: perClient.requests * CACHED_PER_PAID, perSeconds: perClient.perSeconds });
  const verdict = (
    { count, resetMs }: LimitHit,
    budget: Budget,
    which: 'per-client' | 'total' | 'cached' | 'checks',
  ): BudgetRefusal | undefined =>
    count <= budget.requests ? undefined : { budget: which, retryAfterSeconds: Math.max(1, Math.ceil(resetMs / 1000)) };
  const unavailableFor = (cause: unknown): BudgetRefusal | undefined =>
    store.unavailable === 'allow' ? undefined : { budget: 'store-unavailable', cause };
  const shopWide = (): BudgetRefusal | undefined | Promise<BudgetRefusal | undefined> => {
    if (total === undefined) return undefined;
    const hit = store.hit('total', total.perSeconds);
    return hit instanceof Promise
      ? hit.then((h) => verdict(h, total, 'total'), unavailableFor)
      : verdict(hit, total, 'total');
  };
  // At once where the store answers at once (the in-process one): no promise at all.
  const paid: BudgetCheck = (request) => {
    // The shop's own function: what it throws is the shop's to see, not a store failure.
    const client = perClient === undefined || clientKey === undefined ? undefined : clientOf(clientKey(request));
    try {
      if (perClient === undefined || client === undefined) return shopWide();
      const hit = store.hit(`client:${client}`, perClient.perSeconds);
      if (!(hit instanceof Promise)) return verdict(hit, perClient, 'per-client') ?? shopWide();
      return hit.then((h) => verdict(h, perClient, 'per-client') ?? shopWide(), unavailableFor);
    } catch (cause) {
      return unavailableFor(cause);
    }
  };
  const free: BudgetCheck = (request) => {
    if (cached === undefined || clientKey === undefined) return undefined;
    const client = clientOf(clientKey(request));
    try {
      const hit = store.hit(`cached:${client}`, cached.perSeconds);
      return hit instanceof Promise
        ? hit.then((h) => verdict(h, cached, 'cached'), unavailableFor)
        : verdict(hit, cached, 'cached');
    } catch (cause) {
      return unavailableFor(cause);
    }
  };
  // A check: the caller's own budget when made for one, then the checks' budget; never `total`, the shoppers' share.
  const { checks: checkBudget } = limits;
  const checksWide = (): BudgetRefusal | undefined | Promise<BudgetRefusal | undefined> => {
    if (checkBudget === undefined) return undefined;
    const hit = store.hit('checks', checkBudget.perSeconds);
    return hit instanceof Promise
      ? hit.then((h) => verdict(h, checkBudget, 'checks'), unavailableFor)
      : verdict(hit, checkBudget, 'checks');
  };
  const checks = (client: string | null | undefined): ReturnType<BudgetCheck> => {
    try {
      if (client === undefined || perClient === undefined) return checksWide();
      const hit = store.hit(`client:${clientOf(client)}`, perClient.perSeconds);
      if (!(hit instanceof Promise)) return verdict(hit, perClient, 'per-client') ?? checksWide();
      return hit.then((h) => verdict(h, perClient, 'per-client') ?? checksWide(), unavailableFor);
    } catch (cause) {
      return unavailableFor(cause);
    }
  };
  return { paid, cached: free, checks, perClient: perClient !== undefined };
}
