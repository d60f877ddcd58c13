import { basicAuthorization } from '../api/basic-auth.ts';
import { parseServicePath } from '../api/parse-path.ts';
import { routeProblem } from './check-route.ts';
import { decideOrigin, preflightHeaders } from './origin-policy.ts';
import { proxyError, refusalStatus, type ProxyErrorEvent, type ProxyErrorKind } from './proxy-errors.ts';
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

  /** Tells `onError` (without the secret) and answers with the proxy's own error. */
  function fail(kind: ProxyErrorKind, path: string, cors: HeadersInit, { status, cause }: { status?: number; cause?: unknown }) {
    options.onError?.({
      kind,
      status: refusalStatus(kind),
      path,
      ...(status === undefined ? {} : { upstreamStatus: status }),
      ...(cause instanceof Error ? { cause: scrub(`${cause.name}: ${cause.message}`) } : {}),
    });
    return proxyError(kind, cors);
  }

  return async function addressProxy(request) {
    const origin = decideOrigin(request, allowedOrigins);
    if (!origin.allowed) return proxyError('origin', { Vary: 'Origin' });
    const cors = origin.corsHeaders;
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: { Allow: ALLOW, ...preflightHeaders(cors) } });
    if (request.method !== 'GET' && request.method !== 'HEAD') return proxyError('method', { Allow: ALLOW, ...cors });

    const { pathname } = new URL(request.url);
    const route = pathname.startsWith(`${basePath}/`) ? parseServicePath(pathname.slice(basePath.length)) : 'unknown-route';
    if (typeof route === 'string') return proxyError(route, cors);
    const problem = routeProblem(route);
    if (problem !== undefined) return proxyError('invalid-parameter', cors, problem);

    const path = upstreamPath(route);
    // One controller for the time limit and the browser's abort (cheaper than AbortSignal.timeout and .any).
    // The timeout's reason is made only when it fires: a DOMException costs more than the rest of the proxy's checks.
    const upstreamAbort = new AbortController();
    const timer = setTimeout(() => {
      upstreamAbort.abort(new DOMException('The address service did not answer in time', 'TimeoutError'));
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
      if (request.signal.aborted) return proxyError('aborted', cors);
      // The browser's abort was answered above, so an aborted upstream request means the time ran out.
      return fail(upstreamAbort.signal.aborted ? 'upstream-timeout' : 'upstream-unreachable', path, cors, { cause });
    } finally {
      clearTimeout(timer);
      request.signal.removeEventListener('abort', forwardAbort);
    }

    const { status } = answer;
    if (status === 401 || status === 403) return fail('upstream-refused-credentials', path, cors, { status });
    // A UTF-16 unit is at most 3 bytes of UTF-8: only a long body needs encoding to know its size.
    const tooLarge = body.length * 3 > MAX_ANSWER_BYTES && new TextEncoder().encode(body).length > MAX_ANSWER_BYTES;
    if (tooLarge || secrets.some((s) => body.includes(s))) return fail('upstream-answer-withheld', path, cors, { status });

    const headers = new Headers(cors);
    for (const name of RELAYED_HEADERS) {
      const value = answer.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    return new Response(request.method === 'HEAD' ? null : body, { status, headers });
  };
}
