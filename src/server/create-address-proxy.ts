import { basicAuthorization } from '../api/basic-auth.ts';
import { parseServicePath, type ServiceRoute } from '../api/parse-path.ts';
import { answerCache, cacheSeconds, memoryCacheStore } from './answer-cache.ts';
import { budgetCheck, type BudgetCheck } from './budgets.ts';
import { causeDescriber } from './describe-cause.ts';
import { checkProxyOptions } from './check-options.ts';
import { routeProblem } from './check-route.ts';
import { decideOrigin, preflightHeaders } from './origin-policy.ts';
import {
  NOSNIFF,
  proxyError,
  refusalStatus,
  type ProxyErrorEvent,
  type ProxyErrorKind,
  type WithheldReason,
} from './proxy-errors.ts';
import { addressChecker, type AddressProxy } from './check-address.ts';
import type { AddressProxyOptions } from './proxy-options.ts';
import { answerResponse, relayAnswer, type RelayedAnswer } from './relay-answer.ts';
import { secretDetector } from './secret-detector.ts';
import { isSigned, signAnswer } from './sign-answer.ts';
import { proxySigningKey } from './signing-keys.ts';
import { tokenReuse } from './token-reuse.ts';
import { upstreamPath } from './upstream-path.ts';
import { callUpstream } from './upstream-call.ts';
import { upstreamTransport } from './upstream-transport.ts';
import { verifyPosted } from './verify-address.ts';

const ALLOW = 'GET, HEAD, OPTIONS';
/** A signed answer's tokens expire: the browser keeps it only as a copy to ask about. */
const SIGNED_CACHE_CONTROL = 'private, no-cache';
const KEPT_SIGNED_BYTES = 8 * 2 ** 20;
type ProxyRoute = { route: ServiceRoute; method: string; path: string; cors: Record<string, string> };
const holdsNothing = (): boolean => false;
/** A 3xx other than 304: never followed, never relayed. */
const isRedirect = (status: number): boolean => status >= 300 && status < 400 && status !== 304;
/** A refusal's text names the key and a redirect's page is never relayed: neither is read. */
const readsBody = (status: number): boolean => status !== 401 && status !== 403 && !isRedirect(status);

/**
 * A Fetch handler that lets a browser call the address service without its secret: only the specification's
 * operations, every path element checked, the answer withheld if it holds the secret or is not JSON. Wrong options
 * throw here, at creation. See docs/server/proxy.mdx.
 * @example
 * ```ts
 * // app/api/address/[...path]/route.ts (Next.js)
 * const proxy = createAddressProxy({
 *   upstream: process.env.ADDRESS_API_URL!, key: process.env.ADDRESS_API_KEY!, secret: process.env.ADDRESS_API_SECRET!,
 *   basePath: '/api/address',
 * });
 * // Without an account: the reference API of react-address-entry/testing, in this process.
 * // const proxy = createAddressProxy({ upstream: createReferenceAddressApi(), basePath: '/api/address' });
 * export const GET = proxy;
 * export const HEAD = proxy;
 * ```
 */
export function createAddressProxy(options: AddressProxyOptions): AddressProxy {
  const { upstream, credentials, basePath, allowedOrigins, timeoutMs, tokenMaxAgeSeconds, now } =
    checkProxyOptions(options);
  const authorization = credentials === undefined ? undefined : basicAuthorization(credentials);
  const holdsSecret = credentials === undefined ? holdsNothing : secretDetector(credentials.key, credentials.secret);
  const plainForms =
    credentials === undefined || authorization === undefined
      ? []
      : [credentials.secret, authorization.slice('Basic '.length)];
  const describe = causeDescriber(holdsSecret, plainForms, upstream);
  const ask = upstreamTransport(options, authorization);
  const sign = proxySigningKey(options);
  const reuse = sign === undefined ? undefined : tokenReuse(sign, tokenMaxAgeSeconds);
  const budgets = budgetCheck(options.limits);
  const cache = answerCache(options.cache, now);
  // Signed answers kept while their tokens may be reused: a hit costs no parsing, signing or secret scan.
  const signedKept =
    cache === undefined || reuse === undefined || reuse.seconds === 0
      ? undefined
      : memoryCacheStore({ maxBytes: KEPT_SIGNED_BYTES, now });
  const seconds = (): number => Math.floor(now() / 1000);

  function fail(
    kind: ProxyErrorKind,
    path: string,
    cors: Record<string, string>,
    details: { status?: number; cause?: unknown; reason?: WithheldReason; budget?: ProxyErrorEvent['budget'] },
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

  async function overBudget(
    check: BudgetCheck,
    request: Request,
    path: string,
    cors: Record<string, string>,
  ): Promise<Response | undefined> {
    const spent = check(request);
    const refused = spent instanceof Promise ? await spent : spent;
    if (refused?.budget === 'store-unavailable')
      return fail('limit-store-unavailable', path, cors, { cause: refused.cause });
    if (refused !== undefined)
      return fail(
        'limit-exceeded',
        path,
        { ...cors, 'Retry-After': String(refused.retryAfterSeconds) },
        { budget: refused.budget },
      );
    return undefined;
  }

  const prefix = `${basePath}/`;
  // Requests of `checkAddress` (this process), with the client each is made for: on budgets of their own.
  const fromChecks = new WeakMap<Request, string | null | undefined>();
  const addressProxy = async function addressProxy(request: Request): Promise<Response> {
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
    const ctx = { route, method, path, cors };
    // Given without a paid lookup (a young 304, a kept signed answer, the cache): counts against `limits.cached`.
    const ifNoneMatch = reuse === undefined ? null : request.headers.get('If-None-Match');
    const fresh = browsersCopyFresh(ifNoneMatch, route);
    const again = (typeof fresh === 'boolean' ? fresh : await fresh)
      ? 'not-modified'
      : (signedKept?.get(path) ?? (cache === undefined ? undefined : await cache.get(path)));
    const isCheck = fromChecks.has(request);
    if (again !== undefined) {
      const cachedCheck = isCheck ? undefined : budgets?.cached;
      const refused = cachedCheck === undefined ? undefined : await overBudget(cachedCheck, request, path, cors);
      if (refused !== undefined) return refused;
      if (again === 'not-modified') return notModified(ifNoneMatch ?? '', cors);
      if (again.signed === true)
        return new Response(method === 'HEAD' ? null : again.text, {
          status: again.status,
          headers: { ...cors, ...again.headers },
        });
      return finish(
        { status: again.status, headers: { ...cors, ...again.headers }, text: again.text },
        ctx,
        again.storedAt,
        true,
      );
    }
    // Only a request the proxy would forward spends a budget: every refusal above spent nothing.
    const checks = budgets === undefined || !isCheck ? undefined : () => budgets.checks(fromChecks.get(request));
    const paidCheck = isCheck ? checks : budgets?.paid;
    const refused = paidCheck === undefined ? undefined : await overBudget(paidCheck, request, path, cors);
    if (refused !== undefined) return refused;
    const called = await callUpstream(ask, upstream + path, signal, { timeoutMs, reads: readsBody });
    if ('stopped' in called) {
      const { stopped, cause } = called;
      if (stopped === 'aborted') return proxyError('aborted', cors);
      return fail(stopped === 'timeout' ? 'upstream-timeout' : 'upstream-unreachable', path, cors, { cause });
    }
    const { answer, bytes } = called;
    const { status } = answer;
    if (status === 401 || status === 403) return fail('upstream-refused-credentials', path, cors, { status });
    if (isRedirect(status)) return fail('upstream-answer-withheld', path, cors, { status, reason: 'redirect' });
    const relayed = bytes === undefined ? 'too-large' : relayAnswer(answer, bytes, cors, holdsSecret);
    if (typeof relayed === 'string') return fail('upstream-answer-withheld', path, cors, { status, reason: relayed });
    const storedAt = now();
    const keep = cache === undefined || status !== 200 ? 0 : cacheSeconds(answer.headers.get('Cache-Control'));
    if (cache !== undefined && keep > 0 && !holdsSecret(relayed.text)) {
      const headers = Object.fromEntries(Object.entries(relayed.headers).filter(([name]) => !(name in cors)));
      // Kept before signing: signed afresh once its kept signed text is too old to reuse.
      await cache.set(path, { status, headers, text: relayed.text, storedAt }, keep);
    }
    return finish(relayed, ctx, storedAt, false);
  };
  const checkAddress = addressChecker({
    basePath,
    timeoutMs,
    signs: sign !== undefined,
    perClient: budgets?.perClient === true,
    forward: (request, client) => {
      fromChecks.set(request, client);
      return addressProxy(request);
    },
    verifies: async (fields) => {
      const { signingKey = [] } = options;
      // A pickup reaches this only when the check was allowed one (`germanPickup`).
      return (
        await verifyPosted(fields, { signingKey, maxAgeSeconds: tokenMaxAgeSeconds, now: now(), germanPickup: true })
      ).ok;
    },
  });
  return Object.assign(addressProxy, { checkAddress });

  function browsersCopyFresh(ifNoneMatch: string | null, route: ServiceRoute): boolean | Promise<boolean> {
    return ifNoneMatch !== null && reuse !== undefined && isSigned(route) && reuse.stillFresh(ifNoneMatch, seconds());
  }

  function notModified(etag: string, cors: Record<string, string>): Response {
    return new Response(null, {
      status: 304,
      headers: { ...cors, ETag: etag.trim(), 'Cache-Control': SIGNED_CACHE_CONTROL, ...NOSNIFF },
    });
  }

  /** Gives an answer: checked for the secret, then signed (`no-cache` with an `ETag`: its tokens expire). */
  async function finish(
    relayed: RelayedAnswer,
    { route, method, path, cors }: ProxyRoute,
    storedAt: number,
    cached: boolean,
  ): Promise<Response> {
    const { status } = relayed;
    if (holdsSecret(relayed.text))
      return fail('upstream-answer-withheld', path, cors, { status, reason: 'holds-credentials' });
    const issuedAt = seconds();
    let reusable = 0;
    let signedNow = false;
    if (
      sign !== undefined &&
      reuse !== undefined &&
      status === 200 &&
      method === 'GET' &&
      relayed.text !== '' &&
      isSigned(route)
    ) {
      const signing = signAnswer(route, relayed.text, sign, issuedAt);
      const signed = typeof signing === 'string' ? signing : await signing;
      if (signed !== relayed.text) {
        relayed.text = signed;
        signedNow = true;
        const serviceUntil = Math.floor(storedAt / 1000) + cacheSeconds(relayed.headers['Cache-Control'] ?? null);
        reusable = Math.max(0, Math.min(issuedAt + reuse.seconds, serviceUntil) - issuedAt);
        relayed.headers['Cache-Control'] = SIGNED_CACHE_CONTROL;
        if (reusable > 0) {
          const etag = reuse.etag(issuedAt + reusable);
          relayed.headers.ETag = typeof etag === 'string' ? etag : await etag;
        }
      }
    }
    if (cached && !signedNow) {
      relayed.headers.Age = String(Math.max(0, Math.floor((now() - storedAt) / 1000)));
    }
    const response = answerResponse(relayed, method === 'HEAD');
    if (signedKept !== undefined && reusable > 0) {
      const headers = Object.fromEntries(Object.entries(relayed.headers).filter(([name]) => !(name in cors)));
      signedKept.set(path, { status, headers, text: relayed.text, storedAt: now(), signed: true }, reusable);
    }
    return response;
  }
}
