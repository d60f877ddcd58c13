import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addressKeys, AddressEntryProvider, useExactAddress, useHouseNumberAutocomplete } from '../../src/index.ts';
import { useAddressEntryContext } from '../../src/hooks/address-entry-context.ts';
import { setupReferenceServer } from '../support/msw.ts';

const { client } = setupReferenceServer();
const haarlem = { city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 };

function Postcode() {
  const { address } = useExactAddress(haarlem);
  return <p>{address?.postcode ?? 'loading'}</p>;
}

describe('AddressEntryProvider', () => {
  it('explains a hook used outside it', () => {
    // React logs the error it rethrows (React 18 also through the window's error event): expected here.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const swallow = (event: ErrorEvent) => {
      event.preventDefault();
    };
    window.addEventListener('error', swallow);
    expect(() => renderHook(() => useExactAddress(haarlem))).toThrow(/useExactAddress must be used inside <AddressEntryProvider/);
    expect(() => renderHook(() => useHouseNumberAutocomplete(null))).toThrow(/useHouseNumberAutocomplete must be used inside/);
    window.removeEventListener('error', swallow);
    quiet.mockRestore();
  });

  it('shares the cache of a surrounding QueryClientProvider', async () => {
    const outer = new QueryClient();
    const given = new QueryClient();
    render(
      <QueryClientProvider client={outer}>
        <AddressEntryProvider client={client()} queryClient={given}><Postcode /></AddressEntryProvider>
      </QueryClientProvider>,
    );
    await screen.findByText('2012ES');
    expect(outer.getQueryData(addressKeys.exact(haarlem))).toMatchObject({ postcode: '2012ES' });
    expect(given.getQueryCache().getAll()).toHaveLength(0);
  });

  it('uses the given queryClient when there is no surrounding one', async () => {
    const given = new QueryClient();
    render(<AddressEntryProvider client={client()} queryClient={given}><Postcode /></AddressEntryProvider>);
    await screen.findByText('2012ES');
    expect(given.getQueryData(addressKeys.exact(haarlem))).toMatchObject({ postcode: '2012ES' });
  });

  it('keeps a private cache otherwise, which lives as long as the provider', async () => {
    const { rerender } = render(<AddressEntryProvider client={client()}><Postcode /></AddressEntryProvider>);
    await screen.findByText('2012ES');
    rerender(<AddressEntryProvider client={client()}><Postcode /><Postcode /></AddressEntryProvider>);
    expect(screen.getAllByText('2012ES')).toHaveLength(2);
  });

  it('gives the locale and messages to what is below it', () => {
    const { result } = renderHook(() => useAddressEntryContext(), {
      wrapper: ({ children }) => (
        <AddressEntryProvider client={client()} locale="nl" messages={{ addressNotFound: 'Adres onbekend' }}>{children}</AddressEntryProvider>
      ),
    });
    expect(result.current).toMatchObject({ locale: 'nl', messages: { addressNotFound: 'Adres onbekend' } });
  });

  it('defaults to English and no messages', async () => {
    const { result } = renderHook(() => useAddressEntryContext(), {
      wrapper: ({ children }) => <AddressEntryProvider client={client()}>{children}</AddressEntryProvider>,
    });
    await waitFor(() => expect(result.current.locale).toBe('en'));
    expect(result.current.messages).toEqual({});
  });
});
