import { isAddressApiError, type AddressApiError } from '../api/errors.ts';

// An autocomplete is not retried: the next keystroke asks anew.
export const AUTOCOMPLETE_RETRIES = 0;
const LOOKUP_RETRIES = 1;
// Nobody at a checkout waits for a longer `Retry-After`.
const MAX_RETRY_WAIT_MS = 10_000;

const isTransient = (error: unknown): error is AddressApiError =>
  isAddressApiError(error) && (error.kind === 'server' || error.kind === 'network' || error.kind === 'timeout');

/** Retries only a transient failure (`server`, `network`, `timeout`), never a 4xx, an abort or a long `Retry-After`. */
export function retryPolicy(operation: 'lookup' | 'autocomplete') {
  return (failureCount: number, error: unknown): boolean =>
    failureCount < (operation === 'lookup' ? LOOKUP_RETRIES : AUTOCOMPLETE_RETRIES) &&
    isTransient(error) &&
    (error.retryAfterMs ?? 0) <= MAX_RETRY_WAIT_MS;
}

/** The service's `Retry-After`, otherwise a short back-off. */
export function retryDelay(failureCount: number, error: unknown): number {
  const asked = isAddressApiError(error) ? error.retryAfterMs : undefined;
  return asked ?? Math.min(250 * 2 ** failureCount, 2000);
}
