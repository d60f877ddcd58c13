import type { ServiceErrorBody } from '../api/types.ts';

/** What went wrong between the proxy and the service, as `onError` reports it. */
export type ProxyErrorKind =
  /** The service did not answer within `timeoutMs`. */
  | 'upstream-timeout'
  /** The service could not be reached. */
  | 'upstream-unreachable'
  /** The service refused the proxy's key or secret (401/403). */
  | 'upstream-refused-credentials'
  /** The service's answer could not be relayed safely (too large, or it held the credentials). */
  | 'upstream-answer-withheld';

/** What `onError` is told. It never holds the secret. */
export interface ProxyErrorEvent {
  kind: ProxyErrorKind;
  /** The status the proxy answered with. */
  status: number;
  /** The upstream path that was called (the secret is never in a path). */
  path: string;
  /** The upstream status, when there was an answer. */
  upstreamStatus?: number;
  /** The underlying failure's name and message, with the secret removed. */
  cause?: string;
}

/** Why the proxy answers itself instead of relaying the service's answer. */
export type ProxyRefusal =
  | 'origin'
  | 'method'
  | 'unknown-route'
  | 'missing-house-number'
  | 'bad-encoding'
  | 'aborted'
  | ProxyErrorKind;

/** Status, `exceptionId` (after `Proxy_`, before `Exception`) and text of each answer of the proxy itself. */
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
  'upstream-answer-withheld': [502, 'UpstreamAnswerWithheld', 'The address service answered something that cannot be relayed.'],
};

/** The status the proxy answers with for a refusal. */
export const refusalStatus = (refusal: ProxyRefusal): number => REFUSALS[refusal][0];

/** An answer of the proxy itself, in the service's own `{exception, exceptionId}` shape. */
export function proxyError(refusal: ProxyRefusal | 'invalid-parameter', headers: HeadersInit, parameter = ''): Response {
  const [status, id, exception] =
    refusal === 'invalid-parameter' ? [400, 'InvalidParameter', `Invalid value for \`${parameter}\`.`] : REFUSALS[refusal];
  const body: ServiceErrorBody = { exception, exceptionId: `Proxy_${id}Exception` };
  const answer = Response.json(body, { status, headers });
  answer.headers.set('Cache-Control', 'no-store');
  return answer;
}
