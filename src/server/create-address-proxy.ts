import { basicAuthorization } from '../api/basic-auth.ts';
import { parseServicePath, type ServiceRoute } from '../api/parse-path.ts';
import { answerCache, cacheSeconds } from './answer-cache.ts';
import { budgetCheck } from './budgets.ts';
import { checkProxyOptions } from './check-options.ts';
import { routeProblem } from './check-route.ts';
import { decideOrigin, preflightHeaders } from './origin-policy.ts';
import { NOSNIFF, proxyError, refusalStatus, type ProxyErrorKind, type WithheldReason } from './proxy-errors.ts';
import type { AddressProxyOptions } from './proxy-options.ts';
import { readBounded } from './read-bounded.ts';
import { answerResponse, relayAnswer, type RelayedAnswer } from './relay-answer.ts';
import { secretDetector } from './secret-detector.ts';
import { isSigned, signAnswer } from './sign-answer.ts';
import { proxySigningKey } from './signing-keys.ts';
import { upstreamPath } from './upstream-path.ts';


const ALLOW = 'GET, HEAD, OPTIONS';
const ignore = (): undefined => undefined;
/** A redirect of the service (a 3xx but 304, which is an answer): never followed, never relayed. */
const isRedirect = (status: number): boolean => status >= 300 && status < 400 && status !== 304;

/**
 * A Fetch handler that lets a browser call the address service without its secret: it answers only `GET` (and
 * `HEAD`, and `OPTIONS` for CORS) for the operations of the specification, checks and re-encodes every path
 * element, adds the Basic credentials, streams the answer against a 2 MB limit, withholds any answer that holds the
 * secret in any encoding or is not JSON, and relays only a few headers each way, with `nosniff`. Everything else
 * gets an error in the service's own `{exception, exceptionId}` shape. Wrong options throw here, at creation.
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
  const { upstream, basePath, allowedOrigins, timeoutMs } = checkProxyOptions(options);
  const authorization = basicAuthorization(options);
  const holdsSecret = secretDetector(options.key, options.secret);
  const plainForms = [options.secret, authorization.slice('Basic '.length)];
  const sign = proxySigningKey(options);
  const spend = budgetCheck(options.limits);
  const cache = answerCache(options.cache);
  /** A failure's name and message for `onError`: the plain credentials masked, and no message that still holds them. */
  const describe = (cause: unknown): string | undefined => {
    if (!(cause instanceof Error)) return undefined;
    const text = plainForms.reduce((t, s) => t.split(s).join('***'), `${cause.name}: ${cause.message}`).slice(0, 1000);
    return holdsSecret(text) ? `${cause.name} (its message held the credentials in an encoding)` : text;
  };

  /** Tells `onError` (without the secret) and answers with the proxy's own error. */
  function fail(
    kind: ProxyErrorKind,
    path: string,
    cors: Record<string, string>,
    details: { status?: number; cause?: unknown; reason?: WithheldReason; budget?: 'per-client' | 'total' },
  ) {
    const { status, cause, reason, budget } = details;
    const described = describe(cause);
    options.onError?.({
      kind,
      status: refusalStatus(kind),
      path,
      ...(status === undefined ? {} : { upstreamStatus: status }),
      ...(reason === undefined ? {} : { reason }),
      ...(described === undefined ? {} : { cause: described }),
      ...(budget === undefined ? {} : { budget }),
    });
    return proxyError(kind, cors);
  }

  const prefix = `${basePath}/`;
  return async function addressProxy(request) {
    const origin = decideOrigin(request, allowedOrigins);
    if (!origin.allowed) return proxyError('origin', { Vary: 'Origin' });
    const cors = origin.corsHeaders;
    const { method, signal } = request;
    if (method === 'OPTIONS') {
      return new Response(null, { status: 204, headers: { Allow: ALLOW, ...preflightHeaders(cors), ...NOSNIFF } });
    }
    if (method !== 'GET' && method !== 'HEAD') return proxyError('method', { Allow: ALLOW, ...cors });

    const { pathname } = new URL(request.url);
    if (!pathname.startsWith(prefix)) return proxyError('outside-base-path', cors, basePath);
    // A router in front (Next.js, nginx) may have merged the `//` of an empty element: the parser puts it back.
    const route = parseServicePath(pathname.slice(basePath.length), { merged: true });
    if (typeof route === 'string') return proxyError(route, cors);
    const problem = routeProblem(route);
    if (problem !== undefined) return proxyError('invalid-parameter', cors, problem);

    const path = upstreamPath(route);
    // An answer the service lets be kept is given again, spending no budget and no paid lookup.
    const cached = cache === undefined ? undefined : await cache.get(path);
    if (cached !== undefined) {
      const age = String(Math.max(0, Math.floor((Date.now() - cached.storedAt) / 1000)));
      return finish({ status: cached.status, headers: { ...cors, ...cached.headers, Age: age }, text: cached.text }, { route, method, path, cors });
    }
    // Only a request the proxy would forward spends a budget: every refusal above spent nothing.
    if (spend !== undefined) {
      const spent = spend(request);
      const refused = spent instanceof Promise ? await spent : spent;
      if (refused?.budget === 'store-unavailable') return fail('limit-store-unavailable', path, cors, { cause: refused.cause });
      if (refused !== undefined) return fail('limit-exceeded', path, { ...cors, 'Retry-After': String(refused.retryAfterSeconds) }, { budget: refused.budget });
    }
    // One controller for the time limit and the browser's abort, and one listener (on the browser's signal): whatever
    // stops the request also cancels the body being read, also for a transport that does not tie its body to the
    // signal. (Node's event listeners and `AbortSignal.any` cost more than the rest of the proxy's checks.)
    const upstreamAbort = new AbortController();
    let reader: ReadableStreamDefaultReader<Uint8Array<ArrayBuffer>> | undefined;
    const stop = (reason: unknown): void => {
      upstreamAbort.abort(reason);
      reader?.cancel(reason).catch(ignore);
    };
    // The timeout's reason is made only when it fires: a DOMException is dear.
    const timer = setTimeout(() => {
      stop(new DOMException('The address service did not answer in time', 'TimeoutError'));
    }, timeoutMs);
    const forwardAbort = (): void => {
      stop(signal.reason);
    };
    signal.addEventListener('abort', forwardAbort);
    let answer: Response;
    let bytes: Uint8Array | undefined = new Uint8Array();
    try {
      answer = await (options.fetch ?? fetch)(upstream + path, {
        method: 'GET',
        headers: { Accept: 'application/json', Authorization: authorization, 'User-Agent': 'react-address-entry-proxy' },
        signal: upstreamAbort.signal,
        // A redirect is never followed (it would take the credentials elsewhere): `manual` hands it back to be
        // refused below. `error` would do the same on Node, but Cloudflare's runtime refuses that value.
        redirect: 'manual',
      });
      const { status, body } = answer;
      if (body !== null) {
        reader = body.getReader();
        // A refusal's text names the key and is never relayed, nor is a redirect's page: neither is read.
        if (status === 401 || status === 403 || isRedirect(status)) await reader.cancel().catch(ignore);
        else bytes = await readBounded(reader, answer.headers.get('Content-Length'), upstreamAbort.signal);
      }
    } catch (cause) {
      // A body begun before the abort (or one that failed) is let go.
      reader?.cancel(cause).catch(ignore);
      if (signal.aborted) return proxyError('aborted', cors);
      // The browser's abort was answered above, so an aborted upstream request means the time ran out.
      return fail(upstreamAbort.signal.aborted ? 'upstream-timeout' : 'upstream-unreachable', path, cors, { cause });
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', forwardAbort);
    }

    const { status } = answer;
    if (status === 401 || status === 403) return fail('upstream-refused-credentials', path, cors, { status });
    if (isRedirect(status)) return fail('upstream-answer-withheld', path, cors, { status, reason: 'redirect' });
    const relayed = bytes === undefined ? 'too-large' : relayAnswer(answer, bytes, cors, holdsSecret);
    if (typeof relayed === 'string') return fail('upstream-answer-withheld', path, cors, { status, reason: relayed });
    const keep = cache === undefined || status !== 200 ? 0 : cacheSeconds(answer.headers.get('Cache-Control'));
    if (cache !== undefined && keep > 0 && !holdsSecret(relayed.text)) {
      const headers = Object.fromEntries(Object.entries(relayed.headers).filter(([name]) => !(name in cors)));
      // Kept before signing: a cached answer is signed afresh each time it is given.
      await cache.set(path, { status, headers, text: relayed.text, storedAt: Date.now() }, keep);
    }
    return finish(relayed, { route, method, path, cors });
  };

  /**
   * Gives an answer (fresh or cached) to the browser: what the service confirmed is signed first, and the secret check
   * then covers the tokens too.
   */
  async function finish(
    relayed: RelayedAnswer,
    { route, method, path, cors }: { route: ServiceRoute; method: string; path: string; cors: Record<string, string> },
  ): Promise<Response> {
    const { status } = relayed;
    if (sign !== undefined && status === 200 && method === 'GET' && relayed.text !== '' && isSigned(route)) {
      relayed.text = await signAnswer(route, relayed.text, sign, Math.floor(Date.now() / 1000));
    }
    const response = answerResponse(relayed, method === 'HEAD', holdsSecret);
    return typeof response === 'string' ? fail('upstream-answer-withheld', path, cors, { status, reason: response }) : response;
  }
}
