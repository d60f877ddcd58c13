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
   * Each client's budget of answers given without a paid lookup: from the answer cache, or a `304` that lets the
   * browser reuse its copy. Cheap to give, but not free (a large answer is still sent), so a script cannot draw
   * them without end. Needs `clientKey`. @default with `perClient`: ten times its requests in the same window
   */
  cached?: Budget;
  /**
   * The shop-wide budget of the paid lookups of checks (`proxy.checkAddress`: an address book, an API order). A check
   * made for a caller (`checkAddress(input, { clientKey })`) first spends that caller's `perClient` budget, which its
   * lookups in the browser share. Checks never spend `total`, the browser's share: without `checks`, a check made for
   * no caller is not limited. A check over a budget is `over-budget`.
   */
  checks?: Budget;
  /**
   * Who the client is, from what the shop's platform vouches for (the header its load balancer or CDN sets, a
   * session id); `null` for a request it cannot tell, and all of those share one budget. A key that is an IP address
   * is counted by its network: an IPv6 address by its /64, an IPv4 address as itself (`clientKeyFromHeader` keys a
   * header so). The proxy trusts no forwarding header on its own: one that anyone can send is not an identity.
   */
  clientKey?: (request: Request) => string | null;
  /** Where the counts live. @default memoryLimitStore() (this process) */
  store?: LimitStore;
}

/** Why a budget stopped a request: over it (with the seconds until its window frees), or its store could not count. */
type BudgetRefusal = { budget: 'per-client' | 'total' | 'cached' | 'checks'; retryAfterSeconds: number } | { budget: 'store-unavailable'; cause: unknown };

/** A budget check: `undefined` when the request may go on, else why not; at once when the store answers at once. */
export type BudgetCheck = (request: Request) => BudgetRefusal | undefined | Promise<BudgetRefusal | undefined>;

/**
 * The checks of a proxy's budgets: `paid` before a request is forwarded, `cached` before an answer is given again,
 * `checks` before a lookup of a check (`proxy.checkAddress`) is forwarded, with the client the check was made for
 * (`undefined`: the shop's own, `null`: a caller it cannot tell).
 */
export interface Budgets {
  paid: BudgetCheck;
  cached: BudgetCheck;
  checks: (client: string | null | undefined) => ReturnType<BudgetCheck>;
  /** Whether checks can be charged to a client: `limits.perClient` is set. */
  perClient: boolean;
}

/** How many more answers a client may have from the cache than paid lookups, by default. */
const CACHED_PER_PAID = 10;

/** The key the requests whose `clientKey` is `null` share. */
const UNKNOWN_CLIENT = '\u0000unknown';

/** The key a client's budgets are counted under: an IP address by its network ({@link countedClientKey}). */
const clientOf = (key: string | null | undefined): string => (typeof key === 'string' ? countedClientKey(key) : UNKNOWN_CLIENT);

const isBudget = (value: unknown): value is Budget => {
  const { requests, perSeconds } = (value ?? {}) as Partial<Record<keyof Budget, unknown>>;
  return Number.isSafeInteger(requests) && (requests as number) > 0 && typeof perSeconds === 'number' && Number.isFinite(perSeconds) && perSeconds > 0;
};

/**
 * The budget check of a proxy, or `undefined` without `limits` (nothing changes then). Wrong limits throw a
 * `TypeError` that says what to fix, when the proxy is created. The check counts a request under its client's budget
 * and then the shop's; one the client's budget refuses spends nothing of the shop's. It answers `undefined` when the
 * request may go on, else why not; at once when the store answers at once.
 */
export function budgetCheck(limits: ProxyLimits | undefined): Budgets | undefined {
  if (limits === undefined) return undefined;
  const fail = (fix: string): never => {
    throw new TypeError(`createAddressProxy: \`limits.${fix}.`);
  };
  if (typeof limits !== 'object' || (limits as unknown) === null) throw new TypeError('createAddressProxy: `limits` must be an object: { perClient?, total?, clientKey?, store? }.');
  const { perClient, total, clientKey, store = memoryLimitStore() } = limits;
  if (perClient === undefined && total === undefined && limits.checks === undefined) {
    fail('perClient`, `limits.total` or `limits.checks` is needed: a limit without a budget limits nothing');
  }
  for (const [name, budget] of [['perClient', perClient], ['total', total], ['cached', limits.cached], ['checks', limits.checks]] as const) {
    if (budget !== undefined && !isBudget(budget)) {
      fail(`${name}\` must be { requests, perSeconds }: a whole number of requests above 0 per a positive number of seconds, e.g. { requests: 100, perSeconds: 3600 }`);
    }
  }
  if ((perClient !== undefined || limits.cached !== undefined) && typeof clientKey !== 'function') {
    fail('clientKey` is needed with `limits.perClient` and `limits.cached`: a function that says who the client is, e.g. (request) => request.headers.get(\'cf-connecting-ip\') on Cloudflare (see the README for your platform)');
  }
  if (clientKey !== undefined && typeof clientKey !== 'function') fail('clientKey` must be a function of the request');
  if (typeof (store as Partial<LimitStore> | null)?.hit !== 'function') fail('store` must have a `hit(key, windowSeconds)` method (see memoryLimitStore, redisLimitStore)');

  const cached = limits.cached ?? (perClient === undefined ? undefined : { requests: perClient.requests * CACHED_PER_PAID, perSeconds: perClient.perSeconds });
  const verdict = ({ count, resetMs }: LimitHit, budget: Budget, which: 'per-client' | 'total' | 'cached' | 'checks'): BudgetRefusal | undefined =>
    count <= budget.requests ? undefined : { budget: which, retryAfterSeconds: Math.max(1, Math.ceil(resetMs / 1000)) };
  const unavailableFor = (cause: unknown): BudgetRefusal | undefined => (store.unavailable === 'allow' ? undefined : { budget: 'store-unavailable', cause });
  const shopWide = (): BudgetRefusal | undefined | Promise<BudgetRefusal | undefined> => {
    if (total === undefined) return undefined;
    const hit = store.hit('total', total.perSeconds);
    return hit instanceof Promise ? hit.then((h) => verdict(h, total, 'total'), unavailableFor) : verdict(hit, total, 'total');
  };
  // Without a wait where the store answers at once (the in-process one): the check then costs no promise at all.
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
      return hit instanceof Promise ? hit.then((h) => verdict(h, cached, 'cached'), unavailableFor) : verdict(hit, cached, 'cached');
    } catch (cause) {
      return unavailableFor(cause);
    }
  };
  // A check (`proxy.checkAddress`): the caller's own budget when it is made for one (shared with that client's
  // lookups), then the checks' shop-wide budget. Never `total`, the browser's share: an anonymous caller of an endpoint
  // that checks what is posted must not spend what the shoppers' lookups need.
  const { checks: checkBudget } = limits;
  const checksWide = (): BudgetRefusal | undefined | Promise<BudgetRefusal | undefined> => {
    if (checkBudget === undefined) return undefined;
    const hit = store.hit('checks', checkBudget.perSeconds);
    return hit instanceof Promise ? hit.then((h) => verdict(h, checkBudget, 'checks'), unavailableFor) : verdict(hit, checkBudget, 'checks');
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
