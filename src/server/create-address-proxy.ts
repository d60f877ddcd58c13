import { basicAuthorization } from '../api/basic-auth.ts';
import { parseServicePath } from '../api/parse-path.ts';
import { routeProblem } from './check-route.ts';
import { decideOrigin, preflightHeaders } from './origin-policy.ts';
import { proxyError, type ProxyErrorEvent, type ProxyErrorKind } from './proxy-errors.ts';
import { upstreamPath } from './upstream-path.ts';

/** Options of {@link createAddressProxy}. */
export interface AddressProxyOptions {
  /** Base URL of the address service, e.g. `https://api.example`. */
  upstream: string;
  /** The account's key (Basic user name). */
  key: string;
  /** The account's secret (Basic password). It never leaves the server: not in an answer, a header or an error. */
  secret: string;
  /** The path the proxy is mounted at, e.g. `/api/address`. @default '' */
  basePath?: string;
  /** Origins that may call the proxy cross-origin (with CORS). Other cross-site requests are refused. @default [] */
  allowedOrigins?: readonly string[];
  /** Time limit of an upstream request, body included. @default 5000 */
  timeoutMs?: number;
  /** The transport to the service. @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Told about upstream failures, for logging; the event never holds the secret. */
  onError?: (event: ProxyErrorEvent) => void;
}

/** Upstream headers that reach the browser; everything else (cookies, server details) stays behind. */
const RELAYED_HEADERS = ['Content-Type', 'Cache-Control', 'Retry-After'];
/** An answer larger than this is not relayed: the service's answers are a few kilobytes (1000 boxes: ~100 kB). */
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;
const ALLOW = 'GET, HEAD, OPTIONS';

/**
 * A Fetch handler that lets a browser call the address service without its secret: it answers only `GET` (and
 * `HEAD`, and `OPTIONS` for CORS) for the three operations of the specification, checks and re-encodes every path
 * element, adds the Basic credentials, and relays only a few headers each way. Everything else gets an error in the
 * service's own `{exception, exceptionId}` shape.
 *
 * @example
 * ```ts
 * // app/api/address/[...path]/route.ts (Next.js)
 * const proxy = createAddressProxy({
 *   upstream: process.env.ADDRESS_API_URL!, key: process.env.ADDRESS_API_KEY!, secret: process.env.ADDRESS_API_SECRET!,
 *   basePath: '/api/address',
 * });
 * export const GET = proxy;
 * export const HEAD = proxy;
 * ```
 */
export function createAddressProxy(options: AddressProxyOptions): (request: Request) => Promise<Response> {
  const upstream = options.upstream.replace(/\/+$/u, '');
  const basePath = (options.basePath ?? '').replace(/\/+$/u, '');
  const allowedOrigins = options.allowedOrigins ?? [];
  const timeoutMs = options.timeoutMs ?? 5000;
  const authorization = basicAuthorization(options);
  const secrets = [options.secret, authorization.slice('Basic '.length)].filter((s) => s.length >= 4);
  const scrub = (text: string): string => secrets.reduce((t, s) => t.split(s).join('***'), text);

  function fail(kind: ProxyErrorKind, status: number, path: string, detail: { upstreamStatus?: number; cause?: unknown } = {}) {
    const cause = detail.cause instanceof Error ? `${detail.cause.name}: ${detail.cause.message}` : undefined;
    options.onError?.({
      kind, status, path,
      ...(detail.upstreamStatus === undefined ? {} : { upstreamStatus: detail.upstreamStatus }),
      ...(cause === undefined ? {} : { cause: scrub(cause) }),
    });
  }

  return async function addressProxy(request) {
    const origin = decideOrigin(request, allowedOrigins);
    if (!origin.allowed) return proxyError(403, 'OriginNotAllowedException', 'Requests from this origin are not allowed.', { Vary: 'Origin' });
    const cors = origin.corsHeaders;
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: { Allow: ALLOW, ...preflightHeaders(cors) } });
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return proxyError(405, 'MethodNotAllowedException', 'Only GET requests are supported.', { Allow: ALLOW, ...cors });
    }

    const { pathname } = new URL(request.url);
    if (!pathname.startsWith(`${basePath}/`)) return proxyError(404, 'RouteNotFoundException', 'Unknown operation.', cors);
    const route = parseServicePath(pathname.slice(basePath.length));
    if (route === 'unknown-route') return proxyError(404, 'RouteNotFoundException', 'Unknown operation.', cors);
    if (route === 'missing-house-number') return proxyError(400, 'NoHouseNumberSpecifiedException', 'No house number specified.', cors);
    if (route === 'bad-encoding') return proxyError(400, 'InvalidParameterException', 'Invalid value for `path`.', cors);
    const problem = routeProblem(route);
    if (problem !== undefined) return proxyError(400, 'InvalidParameterException', `Invalid value for \`${problem}\`.`, cors);

    const path = upstreamPath(route);
    // One controller for the time limit and the browser's abort (cheaper than AbortSignal.timeout and .any).
    const upstreamAbort = new AbortController();
    const timeout = new DOMException('The address service did not answer in time', 'TimeoutError');
    const timer = setTimeout(() => {
      upstreamAbort.abort(timeout);
    }, timeoutMs);
    const forwardAbort = () => {
      upstreamAbort.abort(request.signal.reason);
    };
    request.signal.addEventListener('abort', forwardAbort, { once: true });
    let answer: Response;
    let body: string;
    try {
      answer = await (options.fetch ?? globalThis.fetch)(upstream + path, {
        method: 'GET',
        headers: { Accept: 'application/json', Authorization: authorization, 'User-Agent': 'react-address-entry-proxy' },
        signal: upstreamAbort.signal,
        redirect: 'error',
      });
      body = await answer.text();
    } catch (cause) {
      if (request.signal.aborted) return proxyError(499, 'ClientClosedRequestException', 'The request was aborted.', cors);
      if (upstreamAbort.signal.reason === timeout) {
        fail('upstream-timeout', 504, path, { cause });
        return proxyError(504, 'UpstreamTimeoutException', 'The address service did not answer in time.', cors);
      }
      fail('upstream-unreachable', 502, path, { cause });
      return proxyError(502, 'UpstreamUnavailableException', 'The address service could not be reached.', cors);
    } finally {
      clearTimeout(timer);
      request.signal.removeEventListener('abort', forwardAbort);
    }

    if (answer.status === 401 || answer.status === 403) {
      fail('upstream-refused-credentials', 502, path, { upstreamStatus: answer.status });
      return proxyError(502, 'UpstreamCredentialsException', 'The address service refused the proxy.', cors);
    }
    // A UTF-16 unit is at most 3 bytes of UTF-8: only a long body needs encoding to know its size.
    const tooLarge = body.length * 3 > MAX_ANSWER_BYTES && new TextEncoder().encode(body).length > MAX_ANSWER_BYTES;
    if (tooLarge || secrets.some((s) => body.includes(s))) {
      fail('upstream-answer-withheld', 502, path, { upstreamStatus: answer.status });
      return proxyError(502, 'UpstreamAnswerWithheldException', 'The address service answered something that cannot be relayed.', cors);
    }

    const headers = new Headers(cors);
    for (const name of RELAYED_HEADERS) {
      const value = answer.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    return new Response(request.method === 'HEAD' ? null : body, { status: answer.status, headers });
  };
}
