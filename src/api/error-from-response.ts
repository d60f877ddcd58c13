import { parseCityCandidates } from './city-candidates.ts';
import { AddressApiError, type AddressApiErrorKind } from './errors.ts';
import type { ServiceErrorBody } from './types.ts';

/**
 * The error kind of a failing status. The status decides; the service's `exceptionId` is kept on the error
 * for logging but never matched (its vendor prefix and wording may change).
 */
export function kindOfStatus(status: number): AddressApiErrorKind {
  switch (status) {
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not-found';
    case 409:
      return 'city-not-unique';
    case 429:
      return 'rate-limited';
    default:
      // Any other 4xx is a request the service refused as it was (400, 405, 414, ...).
      return status >= 500 || status < 400 ? 'server' : 'invalid-input';
  }
}

/** Milliseconds from a `Retry-After` header (seconds or an HTTP date), or `undefined`. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  if (/^\s*\d+(\.\d+)?\s*$/u.test(header)) return Math.round(Number(header) * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The `{exception, exceptionId}` body of a failing answer, as far as it is there. */
function serviceErrorBody(text: string): Partial<ServiceErrorBody> {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== 'object' || body === null) return {};
    const { exception, exceptionId } = body as Record<string, unknown>;
    return {
      ...(typeof exception === 'string' ? { exception } : {}),
      ...(typeof exceptionId === 'string' ? { exceptionId } : {}),
    };
  } catch {
    return {};
  }
}

const SUMMARY: Record<AddressApiErrorKind, string> = {
  'city-not-unique': 'The city name is not unique',
  'not-found': 'The address does not exist',
  'invalid-input': 'The service refused the request',
  unauthorized: 'The service refused the credentials',
  forbidden: 'The account has no access to the service',
  'rate-limited': 'Too many requests to the service',
  server: 'The service failed',
  timeout: 'The service did not answer in time',
  network: 'The service could not be reached',
  'invalid-response': 'The service answered something unexpected',
};

/** The {@link AddressApiError} for a failing answer. */
export function errorFromResponse(response: Response, text: string, requestedCity?: string): AddressApiError {
  const kind = kindOfStatus(response.status);
  const { exception, exceptionId } = serviceErrorBody(text);
  const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'));
  const message = `${SUMMARY[kind]} (HTTP ${response.status})${exception === undefined ? '' : `: ${exception}`}`;
  return new AddressApiError(kind, message, {
    status: response.status,
    ...(exception === undefined ? {} : { exception }),
    ...(exceptionId === undefined ? {} : { exceptionId }),
    ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    ...(kind === 'city-not-unique' ? { candidates: parseCityCandidates(exception ?? '', requestedCity) } : {}),
  });
}

/** The summary sentence of an error kind, for errors made without a response. */
export const summaryOf = (kind: AddressApiErrorKind): string => SUMMARY[kind];
