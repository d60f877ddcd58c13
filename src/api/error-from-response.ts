import { parseCityCandidates } from './city-candidates.ts';
import { AddressApiError, type AddressApiErrorKind } from './errors.ts';

/** The error kind of each failing status with its own kind (a 404 is decided by {@link ADDRESS_NOT_FOUND}). */
const KIND_OF_STATUS: Partial<Record<number, AddressApiErrorKind>> = {
  401: 'unauthorized',
  403: 'forbidden',
  409: 'city-not-unique',
  429: 'rate-limited',
};

/** The one 404 that answers about the address (by `exceptionId` after the vendor prefix); any other 404 is an outage. */
const ADDRESS_NOT_FOUND = /(?:^|_)AddressNotFoundException$/u;

/** The kind of a failing status: a 404 by its `exceptionId`, any other 4xx a refused request, a 5xx an outage. */
function kindOf(status: number, exceptionId = ''): AddressApiErrorKind {
  if (status === 404) return ADDRESS_NOT_FOUND.test(exceptionId) ? 'not-found' : 'server';
  return KIND_OF_STATUS[status] ?? (status >= 400 && status < 500 ? 'invalid-input' : 'server');
}

const asString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Milliseconds from a `Retry-After` header (seconds, or an HTTP date from now), or `undefined`. */
function parseRetryAfter(header: string | null): number | undefined {
  const text = header ?? '';
  const ms = /^\s*\d+(\.\d+)?\s*$/u.test(text) ? Number(text) * 1000 : Date.parse(text) - Date.now();
  return Number.isNaN(ms) ? undefined : Math.max(0, Math.round(ms));
}

/** The {@link AddressApiError} for a failing answer, with the service's `{exception, exceptionId}` where its body has them. */
export function errorFromResponse(response: Response, body: unknown, requestedCity?: string): AddressApiError {
  const { status } = response;
  const { exception, exceptionId } = Object(body) as Record<string, unknown>;
  const id = asString(exceptionId);
  const kind = kindOf(status, id);
  const text = asString(exception);
  return new AddressApiError(kind, `${kind} (HTTP ${status})${text === undefined ? '' : `: ${text}`}`, {
    status,
    exception: text,
    exceptionId: id,
    retryAfterMs: parseRetryAfter(response.headers.get('Retry-After')),
    candidates: kind === 'city-not-unique' ? parseCityCandidates(text ?? '', requestedCity) : undefined,
  });
}
