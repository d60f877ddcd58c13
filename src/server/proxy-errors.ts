import type { ServiceErrorBody } from '../api/types.ts';

/** What went wrong between the proxy and the service, as `onError` reports it. */
export type ProxyErrorKind =
  /** The service did not answer within `timeoutMs`. */
  | 'upstream-timeout'
  /** The service could not be reached. */
  | 'upstream-unreachable'
  /** The service refused the proxy's key or secret (401/403). */
  | 'upstream-refused-credentials'
  /** The service's answer could not be relayed safely (see {@link ProxyErrorEvent.reason}). */
  | 'upstream-answer-withheld'
  /** A budget of `limits` refused the request (429; see {@link ProxyErrorEvent.budget}). */
  | 'limit-exceeded'
  /** The budgets' store could not count (503), and its `unavailable` is `refuse`. */
  | 'limit-store-unavailable';

/** Why an answer of the service was withheld. */
export type WithheldReason =
  /** Larger than the 2 MB the proxy relays. */
  | 'too-large'
  /** Its body or a relayed header kept the secret, in some encoding. */
  | 'holds-credentials'
  /** A body that is not declared JSON (an HTML error page, say). */
  | 'not-json'
  /** A status no HTTP answer can have (a network-error `Response`, an opaque redirect). */
  | 'bad-status'
  /** A redirect (3xx but 304): never followed, it would take the credentials elsewhere. */
  | 'redirect'
  /** A member named `addressToken`: only the proxy writes tokens, so one from the service would pass as signed. */
  | 'holds-token';

/** What `onError` is told. It never holds the secret. */
export interface ProxyErrorEvent {
  kind: ProxyErrorKind;
  /** The status the proxy answered with. */
  status: number;
  /** The upstream path that was called (the secret is never in a path). */
  path: string;
  /** The upstream status, when there was an answer. */
  upstreamStatus?: number;
  /** Why the answer was withheld, for kind `upstream-answer-withheld`. */
  reason?: WithheldReason;
  /** The failure's name and message, then its causes' (at most eight, 1000 characters), credentials as `***`, the upstream as `<upstream>`. */
  cause?: string;
  /** Which budget refused, for kind `limit-exceeded`. */
  budget?: 'per-client' | 'total' | 'cached' | 'checks';
}

export type ProxyRefusal =
  'origin' | 'method' | 'unknown-route' | 'missing-house-number' | 'bad-encoding' | 'aborted' | ProxyErrorKind;

/** Status, `exceptionId` (between `Proxy_` and `Exception`) and text of each answer of the proxy itself. */
const REFUSALS: Record<ProxyRefusal, [status: number, id: string, exception: string]> = {
  origin: [403, 'OriginNotAllowed', 'Requests from this origin are not allowed.'],
  method: [405, 'MethodNotAllowed', 'Only GET requests are supported.'],
  'unknown-route': [404, 'RouteNotFound', 'Unknown operation.'],
  'missing-house-number': [400, 'NoHouseNumberSpecified', 'No house number specified.'],
  'bad-encoding': [400, 'InvalidParameter', 'Invalid value for `path`.'],
  aborted: [499, 'ClientClosedRequest', 'The request was aborted.'],
  'upstream-timeout': [504, 'UpstreamTimeout', 'The address service did not answer in time.'],
  'upstream-unreachable': [502, 'UpstreamUnavailable', 'The address service could not be reached.'],
  'upstream-refused-credentials': [502, 'UpstreamCredentials', 'The address service refused the proxy.'],
  'upstream-answer-withheld': [
    502,
    'UpstreamAnswerWithheld',
    'The address service answered something that cannot be relayed.',
  ],
  'limit-exceeded': [429, 'LimitExceeded', 'Too many address lookups: try again later.'],
  'limit-store-unavailable': [
    503,
    'LimitStoreUnavailable',
    'The address lookups cannot be counted now: try again later.',
  ],
};

/**
 * The proxy's own body for a 404, 429 or 5xx relayed without the upstream's body: it never says what the page said,
 * and its `exceptionId` is never the service's not-found, so a client reads a relayed 404 as an outage.
 */
export function upstreamErrorBody(status: number): ServiceErrorBody {
  const exception =
    status === 429
      ? 'The address service is busy (HTTP 429): try again later.'
      : status === 404
        ? 'The address service did not find this operation (HTTP 404).'
        : `The address service is unavailable (HTTP ${status}): try again later.`;
  return { exception, exceptionId: 'Proxy_UpstreamErrorException' };
}

export const refusalStatus = (refusal: ProxyRefusal): number => REFUSALS[refusal][0];

/** No browser may read a relayed body as anything but its declared type. */
export const NOSNIFF = { 'X-Content-Type-Options': 'nosniff' } as const;

/** An answer of the proxy itself; `detail` names an invalid parameter, or the base path of `outside-base-path`. */
export function proxyError(
  refusal: ProxyRefusal | 'invalid-parameter' | 'outside-base-path',
  headers: Record<string, string>,
  detail = '',
): Response {
  const [status, id, exception] =
    refusal === 'invalid-parameter'
      ? [400, 'InvalidParameter', `Invalid value for \`${detail}\`.`]
      : refusal === 'outside-base-path'
        ? [404, 'OutsideBasePath', `Not an address request: this proxy answers only paths under ${detail}/.`]
        : REFUSALS[refusal];
  const body: ServiceErrorBody = { exception, exceptionId: `Proxy_${id}Exception` };
  return Response.json(body, { status, headers: { ...headers, 'Cache-Control': 'no-store', ...NOSNIFF } });
}
