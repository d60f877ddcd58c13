import { parseCityCandidates } from './city-candidates.ts';
import { AddressApiError, type AddressApiErrorKind } from './errors.ts';

const KIND_OF_STATUS: Partial<Record<number, AddressApiErrorKind>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  409: 'city-not-unique',
  429: 'rate-limited',
};

/**
 * The error kind of a failing status. The status decides; the service's `exceptionId` is kept on the error
 * for logging but never matched (its vendor prefix and wording may change).
 */
export function kindOfStatus(status: number): AddressApiErrorKind {
  // Any other 4xx is a request the service refused as it was (400, 405, 414, ...).
  return KIND_OF_STATUS[status] ?? (status >= 400 && status < 500 ? 'invalid-input' : 'server');
}

const asString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Milliseconds from a `Retry-After` header (seconds or an HTTP date), or `undefined`. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  // No header, an empty one or a blank one is neither seconds nor a date (`Date.parse` gives NaN).
  if (/^\s*\d+(\.\d+)?\s*$/u.test(header ?? '')) return Math.round(Number(header) * 1000);
  const date = Date.parse(header ?? '');
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * The {@link AddressApiError} for a failing answer, with the service's `{exception, exceptionId}` as far as the
 * body has them. Its message names the kind and status; the service's text follows when there is one.
 */
export function errorFromResponse(response: Response, bodyText: string, requestedCity?: string): AddressApiError {
  const { status } = response;
  const kind = kindOfStatus(status);
  let body: Record<string, unknown> = {};
  try {
    body = Object(JSON.parse(bodyText)) as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy's HTML error page): the status alone decides.
  }
  const exception = asString(body['exception']);
  return new AddressApiError(kind, `${kind} (HTTP ${status})${exception === undefined ? '' : `: ${exception}`}`, {
    status,
    exception,
    exceptionId: asString(body['exceptionId']),
    retryAfterMs: parseRetryAfter(response.headers.get('Retry-After')),
    candidates: kind === 'city-not-unique' ? parseCityCandidates(exception ?? '', requestedCity) : undefined,
  });
}
