import { isAddressApiError, type AddressApiError } from '../api/errors.ts';

/** An autocomplete is never tried again, whatever failed: the next keystroke asks anew. */
export const AUTOCOMPLETE_RETRIES = 0;
/** A lookup is tried again once, at the most. */
const LOOKUP_RETRIES = 1;
/** A `Retry-After` longer than this is not waited for: nobody at a checkout waits that long. */
const MAX_RETRY_WAIT_MS = 10_000;

const isTransient = (error: unknown): error is AddressApiError =>
  isAddressApiError(error) && (error.kind === 'server' || error.kind === 'network' || error.kind === 'timeout');

/**
 * The retry decision of the address queries: a transient failure (`server`, `network`, `timeout`) is tried again
 * once for a lookup and never for autocomplete (the next keystroke asks anew); a 4xx (including 429) and an abort are
 * never retried, nor is a failure whose `Retry-After` asks for longer than {@link MAX_RETRY_WAIT_MS}.
 */
export function retryPolicy(operation: 'lookup' | 'autocomplete') {
  return (failureCount: number, error: unknown): boolean =>
    failureCount < (operation === 'lookup' ? LOOKUP_RETRIES : AUTOCOMPLETE_RETRIES) &&
    isTransient(error) &&
    (error.retryAfterMs ?? 0) <= MAX_RETRY_WAIT_MS;
}

/** The wait before a retry: what the service's `Retry-After` asked for, otherwise a short back-off. */
export function retryDelay(failureCount: number, error: unknown): number {
  const asked = isAddressApiError(error) ? error.retryAfterMs : undefined;
  return asked ?? Math.min(250 * 2 ** failureCount, 2000);
}
