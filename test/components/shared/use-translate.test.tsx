import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useTranslate } from '../../../src/components/shared/use-translate.ts';
import { createAddressClient } from '../../../src/index.ts';
import { AddressEntryContext, type AddressEntryContextValue } from '../../../src/hooks/address-entry-context.ts';
import { houseNumberMessages } from '../../../src/i18n/house-number-messages.ts';
import type { AddressMessages } from '../../../src/i18n/messages.ts';

const client = createAddressClient({ baseUrl: 'https://service.test/api' });

function provider(localeMessages: Partial<AddressMessages>, messages: Partial<AddressMessages>) {
  const value: AddressEntryContextValue = { client, language: 'nl', localeMessages, messages };
  return ({ children }: { children: ReactNode }) => (
    <AddressEntryContext.Provider value={value}>{children}</AddressEntryContext.Provider>
  );
}

describe('useTranslate', () => {
  it('takes each key from the component’s messages, then the provider’s, then the locale’s, then English', () => {
    const wrapper = provider(
      { houseNumberLabel: 'Huisnummer', searching: 'Huisnummers zoeken…', statusValidated: 'geverifieerd' },
      { searching: 'Shop: searching', statusValidated: 'Shop: verified' },
    );
    const { result } = renderHook(
      () => useTranslate(houseNumberMessages, { statusValidated: 'Field: verified' }, 'Test'),
      { wrapper },
    );
    const t = result.current;
    expect(t('statusValidated')).toBe('Field: verified');
    expect(t('searching')).toBe('Shop: searching');
    expect(t('houseNumberLabel')).toBe('Huisnummer');
    expect(t('houseNumberRequired')).toBe(houseNumberMessages.houseNumberRequired);
  });

  it('fills in the values a text names', () => {
    const { result } = renderHook(() => useTranslate(houseNumberMessages, undefined, 'Test'), {
      wrapper: provider({}, {}),
    });
    expect(result.current('otherPostcode', { postcode: '2020' })).toBe('postcode 2020');
  });

  it('keeps the same translator across renders while its texts stay the same', () => {
    const messages = { searching: 'Looking…' };
    const { result, rerender } = renderHook(() => useTranslate(houseNumberMessages, messages, 'Test'), {
      wrapper: provider({}, {}),
    });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });

  it('names the caller when there is no provider', () => {
    expect(() => renderHook(() => useTranslate(houseNumberMessages, undefined, 'useHouseNumberCombobox'))).toThrow(
      /useHouseNumberCombobox must be used inside <AddressEntryProvider/,
    );
  });
});
