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

/** An answer of the proxy itself, in the service's own `{exception, exceptionId}` shape. */
export function proxyError(status: number, id: string, exception: string, headers: Record<string, string> = {}): Response {
  const body: ServiceErrorBody = { exception, exceptionId: `Proxy_${id}` };
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}
