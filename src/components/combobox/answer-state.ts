import type { AddressApiError } from '../../api/errors.ts';

/**
 * Whether an error means the check is unavailable, so the typed text may be used unverified: every failure but the
 * service's own word on the text (not found, or refused as invalid).
 */
export const isUnavailable = (error: AddressApiError | null): boolean =>
  error !== null && error.kind !== 'not-found' && error.kind !== 'invalid-input';
