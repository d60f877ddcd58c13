import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useMemo, useState, type ReactNode } from 'react';
import type { AddressClient } from '../api/client.ts';
import type { AddressEntryLocale } from '../i18n/locales.ts';
import type { AddressMessages } from '../i18n/messages.ts';
import { AddressEntryContext, type AddressEntryContextValue } from './address-entry-context.ts';

/** Props of {@link AddressEntryProvider}. */
export interface AddressEntryProviderProps {
  /** The address client every hook and component below uses. */
  client: AddressClient;
  /**
   * The React Query client, used when there is no surrounding `QueryClientProvider`. Without either, the
   * provider keeps a private one.
   */
  queryClient?: QueryClient;
  /** The language of the UI texts. @default 'en' */
  locale?: AddressEntryLocale;
  /**
   * UI texts that replace built-in ones, by key, for every component below (a component's own `messages` win over
   * these). The same type as the components' `messages`: a key that is no text's key does not compile. Texts may hold
   * `{name}` placeholders, e.g. `{ suggestionsOther: '{count} huisnummers gevonden' }`.
   * @default {}
   */
  messages?: Partial<AddressMessages>;
  children?: ReactNode;
}

const NO_MESSAGES: Partial<AddressMessages> = {};

/**
 * Gives the address hooks and components their client, locale and messages. It shares the cache (and the
 * devtools) of a surrounding `QueryClientProvider` when there is one, otherwise uses `queryClient`, otherwise a
 * private one.
 *
 * @example
 * ```tsx
 * const client = createAddressClient({ baseUrl: '/api/address' });
 *
 * <AddressEntryProvider client={client} locale="nl">
 *   <CheckoutForm />
 * </AddressEntryProvider>
 * ```
 */
export function AddressEntryProvider({
  client,
  queryClient,
  locale = 'en',
  messages = NO_MESSAGES,
  children,
}: AddressEntryProviderProps) {
  const surrounding = useContext(QueryClientContext);
  // Cheap to create; only mounted (and so only listening to focus and network) when it is used.
  const [own] = useState(() => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } }));
  const value = useMemo<AddressEntryContextValue>(() => ({ client, locale, messages }), [client, locale, messages]);
  const tree = <AddressEntryContext.Provider value={value}>{children}</AddressEntryContext.Provider>;
  if (surrounding !== undefined) return tree;
  return <QueryClientProvider client={queryClient ?? own}>{tree}</QueryClientProvider>;
}
