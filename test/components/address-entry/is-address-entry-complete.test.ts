import { describe, expect, it } from 'vitest';
import { isAddressEntryComplete } from '../../../src/index.ts';

describe('isAddressEntryComplete', () => {
  it('isAddressEntryComplete: a confirmed address, or the shopper’s own choice to go on; nothing else', () => {
    expect(isAddressEntryComplete(null)).toBe(false);
    expect(isAddressEntryComplete({ status: '' })).toBe(false);
    for (const status of ['validated', 'unknown', 'unverified'] as const)
      expect(isAddressEntryComplete({ status })).toBe(true);
  });

  it('is false for a value a form library has not set yet', () => {
    expect(isAddressEntryComplete(undefined)).toBe(false);
  });
});
