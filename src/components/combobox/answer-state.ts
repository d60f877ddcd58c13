import type { AddressApiError, AddressApiErrorKind } from '../../api/errors.ts';

/** Failures that say nothing about the typed text: the service (or the way to it) is unavailable. */
const UNAVAILABLE: ReadonlySet<AddressApiErrorKind> = new Set<AddressApiErrorKind>([
  'network', 'timeout', 'server', 'unauthorized', 'forbidden', 'rate-limited', 'invalid-response',
]);

/** Whether an error means the check is unavailable, so the typed text may be used unverified. */
export const isUnavailable = (error: AddressApiError | null): boolean => error !== null && UNAVAILABLE.has(error.kind);
