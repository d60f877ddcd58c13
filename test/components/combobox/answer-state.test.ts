import { describe, expect, it } from 'vitest';
import { isUnavailable } from '../../../src/components/combobox/answer-state.ts';
import { AddressApiError, type AddressApiErrorKind } from '../../../src/api/errors.ts';

describe('isUnavailable', () => {
  it('is false without an error', () => {
    expect(isUnavailable(null)).toBe(false);
  });

  it.each<AddressApiErrorKind>(['not-found', 'invalid-input'])(
    'is false for the service’s own word on the text (%s)',
    (kind) => {
      expect(isUnavailable(new AddressApiError(kind, 'the service answered'))).toBe(false);
    },
  );

  it.each<AddressApiErrorKind>(['server', 'timeout', 'network', 'rate-limited'])(
    'is true for a failure of the check itself (%s)',
    (kind) => {
      expect(isUnavailable(new AddressApiError(kind, 'no answer'))).toBe(true);
    },
  );
});
