import type { ProxyLimits } from './budgets.ts';
import type { ProxyCacheOption } from './answer-cache.ts';
import type { ProxyErrorEvent } from './proxy-errors.ts';

/**
 * An upstream in this process instead of the service's URL: an object whose `fetch` answers a request as the service
 * would, such as `createReferenceAddressApi()` of `react-address-entry/testing`. The proxy calls it with each request
 * it would send over the network (the service's own path under an origin that is never resolved, `GET`, its own
 * headers, a signal that aborts on the time limit and the browser's abort) and treats its answer as the service's.
 */
export interface InProcessUpstream {
  /** Answers one request of the proxy as the service would; called as a method, so a class's `this` holds. */
  fetch(request: Request): Promise<Response>;
}

/** The options of `createAddressProxy` whatever its upstream. */
interface AddressProxyCommonOptions {
  /** The path the proxy is mounted at, starting with `/`, e.g. `/api/address`. @default '' */
  basePath?: string;
  /** Origins that may call the proxy cross-origin (with CORS), e.g. `https://shop.example`. Other cross-site requests are refused. @default [] */
  allowedOrigins?: readonly string[];
  /** Time limit of an upstream request, body included, in milliseconds. @default 5000 */
  timeoutMs?: number;
  /**
   * Signs what the service confirmed, so that the shop's server can trust a posted address with `verifyAddress`
   * and no second lookup: each confirmed address, street and validated house number in an answer gets an
   * `addressToken`, which the components post. A secret of its own (not the service's), at least 32 characters,
   * e.g. from `openssl rand -base64 32`; or a list for rotation, whose first key signs (`verifyAddress` takes the
   * whole list). Without it nothing is signed and no token is posted.
   */
  signingKey?: string | readonly string[];
  /**
   * How long a token is good for, in seconds: give `verifyAddress` the same `maxAgeSeconds`. A signed answer is never
   * kept longer than its tokens can be used: it goes to the browser with `Cache-Control: private, no-cache` and an
   * `ETag`, and is given again (a `304`, or from the answer cache without signing anew) only for a tenth of this
   * time, at most 5 minutes, so each token handed out has at least nine tenths of its life left for the shopper.
   * @default 3600
   */
  tokenMaxAgeSeconds?: number;
  /**
   * What the proxy may spend of the shop's paid lookups: `perClient` (with `clientKey`) and `total` budgets, each
   * `{ requests, perSeconds }`, counted in `store` (this process by default; `redisLimitStore` for several instances).
   * Only requests it would forward count; over a budget it answers 429 with `Retry-After`. Without it nothing changes.
   */
  limits?: ProxyLimits;
  /**
   * Gives a repeated request the answer the service gave, for as long as its `Cache-Control: max-age` allows (never
   * a `no-store` or `no-cache` answer or an error): `true` keeps up to 1000 answers and 32 MiB in this process,
   * `{ store, maxEntries, maxBytes }` bounds it otherwise or puts it elsewhere (`redisCacheStore` for several
   * instances). A cached answer spends no paid lookup but counts against `limits.cached`, carries `Age`, and goes
   * through the same checks (and signing) as a fresh one; its signed text is kept while its tokens may be reused.
   * Without it nothing changes.
   */
  cache?: ProxyCacheOption;
  /** The proxy's clock in milliseconds since 1970 (tokens' issue time, `Age`, reuse), for tests. @default Date.now */
  now?: () => number;
  /** Told about upstream failures and refused budgets, for logging; the event never holds the secret. */
  onError?: (event: ProxyErrorEvent) => void;
}

/** The service over the network: its URL and the account's credentials. */
interface ServiceUpstreamOptions extends AddressProxyCommonOptions {
  /** Absolute http(s) base URL of the address service, e.g. `https://api.example`; or an upstream in this process ({@link InProcessUpstream}). */
  upstream: string;
  /** The account's key (Basic user name): not empty, no `:`. Required with the service's URL; with an upstream in this process, only when it asks for credentials. */
  key: string;
  /** The account's secret (Basic password), at least 8 characters. It never leaves the server: not in an answer, a header or an error. Required with `key`. */
  secret: string;
  /** The transport to the service (with the service's URL only). @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** An upstream in this process: no key or secret needed, and no transport. */
interface InProcessUpstreamOptions extends AddressProxyCommonOptions {
  /** An object whose `fetch(request)` answers as the service would, such as `createReferenceAddressApi()`, called in this process. */
  upstream: InProcessUpstream;
  /** Credentials to send it, only for an upstream that asks for them (Basic): with `secret`, checked as the service's are. */
  key?: string;
  /** The secret to send it, with `key`: then kept out of every answer, header and error as the service's is. */
  secret?: string;
  /** Nothing to set: the upstream's own `fetch` is called. */
  fetch?: never;
}

/**
 * Options of `createAddressProxy`. Checked when the proxy is created: a wrong one throws a `TypeError` there.
 * `upstream` is the service's URL, with the account's `key` and `secret`; or an upstream in this process, such as
 * `createReferenceAddressApi()` of `react-address-entry/testing`, which needs neither (the proxy runs without the
 * paid service, for development and tests).
 */
export type AddressProxyOptions = ServiceUpstreamOptions | InProcessUpstreamOptions;
