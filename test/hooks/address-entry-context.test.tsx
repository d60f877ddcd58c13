import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  AddressEntryContext,
  useAddressEntryContext,
  type AddressEntryContextValue,
} from '../../src/hooks/address-entry-context.ts';
import { createAddressClient } from '../../src/index.ts';

const value: AddressEntryContextValue = {
  client: createAddressClient({ baseUrl: 'https://address.test/api' }),
  language: 'nl',
  localeMessages: { houseNumberLabel: 'Huisnummer' },
  messages: { searching: 'Even zoeken…' },
};

/** Runs `act` with React's expected error logs (React 18 also reports through the window's error event) kept quiet. */
function quietly(act: () => void): void {
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const swallow = (event: ErrorEvent) => {
    event.preventDefault();
  };
  window.addEventListener('error', swallow);
  try {
    act();
  } finally {
    window.removeEventListener('error', swallow);
    quiet.mockRestore();
  }
}

describe('useAddressEntryContext', () => {
  it('gives what the nearest provider of the context holds', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AddressEntryContext.Provider value={value}>{children}</AddressEntryContext.Provider>
    );
    const { result } = renderHook(() => useAddressEntryContext(), { wrapper });
    expect(result.current).toBe(value);
  });

  it('throws outside a provider, naming the hook or component that asked and how to add one', () => {
    quietly(() => {
      expect(() => renderHook(() => useAddressEntryContext('useStreetAutocomplete'))).toThrow(
        'useStreetAutocomplete must be used inside <AddressEntryProvider client={createAddressClient({ baseUrl })}>.',
      );
      expect(() => renderHook(() => useAddressEntryContext())).toThrow(/^useAddressEntryContext must be used inside/u);
    });
  });
});

describe('AddressEntryContext', () => {
  it('is one context for every copy of the module (an ES module and a CommonJS build loaded together)', async () => {
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('react-address-entry')]).toBe(AddressEntryContext);
    vi.resetModules();
    const copy = await import('../../src/hooks/address-entry-context.ts');
    // A second evaluation of the module, as a second build of the package is.
    expect(copy.useAddressEntryContext).not.toBe(useAddressEntryContext);
    expect(copy.AddressEntryContext).toBe(AddressEntryContext);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AddressEntryContext.Provider value={value}>{children}</AddressEntryContext.Provider>
    );
    expect(renderHook(() => copy.useAddressEntryContext(), { wrapper }).result.current).toBe(value);
  });
});
