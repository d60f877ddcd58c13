import { parseCityCandidates } from './city-candidates.ts';
import { AddressApiError, type AddressApiErrorKind } from './errors.ts';

/**
 * The error kind of each failing status with its own kind. The status decides; the service's `exceptionId` is kept
 * on the error for logging but never matched (its vendor prefix and wording may change).
 */
const KIND_OF_STATUS: Partial<Record<number, AddressApiErrorKind>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  409: 'city-not-unique',
  429: 'rate-limited',
};

const asString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Milliseconds from a `Retry-After` header (seconds, or an HTTP date from now), or `undefined`. */
export function parseRetryAfter(header: string | null): number | undefined {
  // No header, an empty or a blank one is neither seconds nor a date: `Date.parse` gives NaN.
  const text = header ?? '';
  const ms = /^\s*\d+(\.\d+)?\s*$/u.test(text) ? Number(text) * 1000 : Date.parse(text) - Date.now();
  return Number.isNaN(ms) ? undefined : Math.max(0, Math.round(ms));
}

/**
 * The {@link AddressApiError} for a failing answer, with the service's `{exception, exceptionId}` as far as its
 * parsed body has them (`undefined` when it was not JSON: a proxy's HTML error page, where the status alone decides).
 * Its message names the kind and status; the service's text follows when there is one.
 */
export function errorFromResponse(response: Response, body: unknown, requestedCity?: string): AddressApiError {
  const { status } = response;
  // Any other 4xx is a request the service refused as it was (400, 405, 414, ...).
  const kind = KIND_OF_STATUS[status] ?? (status >= 400 && status < 500 ? 'invalid-input' : 'server');
  const { exception, exceptionId } = Object(body) as Record<string, unknown>;
  const text = asString(exception);
  return new AddressApiError(kind, `${kind} (HTTP ${status})${text === undefined ? '' : `: ${text}`}`, {
    status,
    exception: text,
    exceptionId: asString(exceptionId),
    retryAfterMs: parseRetryAfter(response.headers.get('Retry-After')),
    candidates: kind === 'city-not-unique' ? parseCityCandidates(text ?? '', requestedCity) : undefined,
  });
}
