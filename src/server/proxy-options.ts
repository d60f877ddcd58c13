import type { ProxyLimits } from './budgets.ts';
import type { ProxyCacheOption } from './answer-cache.ts';
import type { ProxyErrorEvent } from './proxy-errors.ts';

/** An upstream in this process instead of the service's URL, such as `createReferenceAddressApi()` of `react-address-entry/testing`. */
export interface InProcessUpstream {
  /** Answers one request of the proxy as the service would (called as a method). */
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
   * Signs what the service confirmed (an `addressToken` per confirmed address, street and house number), for `verifyAddress`.
   * A secret of its own, at least 32 characters, or a list for rotation whose first key signs. Without it nothing is signed.
   */
  signingKey?: string | readonly string[];
  /** How long a token is good for, in seconds: give `verifyAddress` the same `maxAgeSeconds`. @default 3600 */
  tokenMaxAgeSeconds?: number;
  /** Budgets of the shop's paid lookups (`perClient` with `clientKey`, `total`); over one the proxy answers 429. */
  limits?: ProxyLimits;
  /** Gives a repeated request the service's answer while its `Cache-Control: max-age` allows: `true` or `{ store, maxEntries, maxBytes }`. */
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

/** Options of `createAddressProxy`: the service's URL with `key` and `secret`, or an upstream in this process. A wrong one throws a `TypeError`. */
export type AddressProxyOptions = ServiceUpstreamOptions | InProcessUpstreamOptions;
