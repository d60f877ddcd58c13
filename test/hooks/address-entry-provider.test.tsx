import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addressKeys, AddressEntryProvider, useExactAddress, useHouseNumberAutocomplete } from '../../src/index.ts';
import { useAddressEntryContext } from '../../src/hooks/address-entry-context.ts';
import { nl, type AddressLocale } from '../../src/locales.ts';
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
    expect(() => renderHook(() => useExactAddress(haarlem))).toThrow(
      /useExactAddress must be used inside <AddressEntryProvider/,
    );
    expect(() => renderHook(() => useHouseNumberAutocomplete(null))).toThrow(
      /useHouseNumberAutocomplete must be used inside/,
    );
    window.removeEventListener('error', swallow);
    quiet.mockRestore();
  });

  it('shares the cache of a surrounding QueryClientProvider', async () => {
    const outer = new QueryClient();
    const given = new QueryClient();
    render(
      <QueryClientProvider client={outer}>
        <AddressEntryProvider client={client()} queryClient={given}>
          <Postcode />
        </AddressEntryProvider>
      </QueryClientProvider>,
    );
    await screen.findByText('2012ES');
    expect(outer.getQueryData(addressKeys.exact(haarlem))).toMatchObject({ postcode: '2012ES' });
    expect(given.getQueryCache().getAll()).toHaveLength(0);
  });

  it('uses the given queryClient when there is no surrounding one', async () => {
    const given = new QueryClient();
    render(
      <AddressEntryProvider client={client()} queryClient={given}>
        <Postcode />
      </AddressEntryProvider>,
    );
    await screen.findByText('2012ES');
    expect(given.getQueryData(addressKeys.exact(haarlem))).toMatchObject({ postcode: '2012ES' });
  });

  it('keeps a private cache otherwise, which lives as long as the provider', async () => {
    const { rerender } = render(
      <AddressEntryProvider client={client()}>
        <Postcode />
      </AddressEntryProvider>,
    );
    await screen.findByText('2012ES');
    rerender(
      <AddressEntryProvider client={client()}>
        <Postcode />
        <Postcode />
      </AddressEntryProvider>,
    );
    expect(screen.getAllByText('2012ES')).toHaveLength(2);
  });

  it('gives the code and the texts of the locale, and the messages, to what is below it', () => {
    const { result } = renderHook(() => useAddressEntryContext(), {
      wrapper: ({ children }) => (
        <AddressEntryProvider client={client()} locale={nl} messages={{ addressNotFound: 'Adres onbekend' }}>
          {children}
        </AddressEntryProvider>
      ),
    });
    expect(result.current).toMatchObject({ language: 'nl', messages: { addressNotFound: 'Adres onbekend' } });
    expect(result.current.localeMessages).toBe(nl.messages);
  });

  it('defaults to English (built into the components: no texts of its own) and no messages', async () => {
    const { result } = renderHook(() => useAddressEntryContext(), {
      wrapper: ({ children }) => <AddressEntryProvider client={client()}>{children}</AddressEntryProvider>,
    });
    await waitFor(() => expect(result.current.language).toBe('en'));
    expect(result.current.localeMessages).toEqual({});
    expect(result.current.messages).toEqual({});
  });

  it.each(['nl', 'en', null, { nl: true }])(
    'refuses the locale %j (a string is the former API) with a TypeError that says what to import',
    (given) => {
      // React logs the error it rethrows (React 18 also through the window's error event): expected here.
      const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const swallow = (event: ErrorEvent) => {
        event.preventDefault();
      };
      window.addEventListener('error', swallow);
      // What a JavaScript caller (or a cast) can still pass.
      const locale = given as unknown as AddressLocale;
      expect(() => render(<AddressEntryProvider client={client()} locale={locale} />)).toThrow(TypeError);
      expect(() => render(<AddressEntryProvider client={client()} locale={locale} />)).toThrow(
        /locale takes an object, not .*: import \{ nl \} from 'react-address-entry\/locales', then locale=\{nl\}/u,
      );
      window.removeEventListener('error', swallow);
      quiet.mockRestore();
    },
  );
});
