import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useMemo, useState, type ReactNode } from 'react';
import type { AddressClient } from '../api/client.ts';
import type { AddressLocale } from '../i18n/locales.ts';
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
  /**
   * The language of the UI texts: a locale of `react-address-entry/locales` (`import { nl } from
   * 'react-address-entry/locales'`, then `locale={nl}`). English is built in. A string (the former API) throws a
   * `TypeError` that says which import replaces it.
   * @default English
   */
  locale?: AddressLocale;
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

/** Refuses a locale that is no locale object (a string, as the former API took, from JavaScript), saying what to import. */
function assertLocale(locale: unknown): void {
  if (typeof (locale as Partial<AddressLocale> | null | undefined)?.code !== 'string') {
    throw new TypeError(`AddressEntryProvider: locale takes an object, not ${String(locale)}: import { nl } from 'react-address-entry/locales', then locale={nl}`);
  }
}

/**
 * Gives the address hooks and components their client, locale and messages. It shares the cache (and the
 * devtools) of a surrounding `QueryClientProvider` when there is one, otherwise uses `queryClient`, otherwise a
 * private one.
 *
 * @example
 * ```tsx
 * const client = createAddressClient({ baseUrl: '/api/address' });
 *
 * // import { nl } from 'react-address-entry/locales';
 * <AddressEntryProvider client={client} locale={nl}>
 *   <CheckoutForm />
 * </AddressEntryProvider>
 * ```
 */
export function AddressEntryProvider({
  client,
  queryClient,
  locale,
  messages = NO_MESSAGES,
  children,
}: AddressEntryProviderProps) {
  const surrounding = useContext(QueryClientContext);
  // Cheap to create; only mounted (and so only listening to focus and network) when it is used.
  const [own] = useState(() => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } }));
  if (locale !== undefined) assertLocale(locale);
  const value = useMemo<AddressEntryContextValue>(
    () => ({ client, language: locale?.code ?? 'en', localeMessages: locale?.messages ?? NO_MESSAGES, messages }),
    [client, locale, messages],
  );
  const tree = <AddressEntryContext.Provider value={value}>{children}</AddressEntryContext.Provider>;
  if (surrounding !== undefined) return tree;
  return <QueryClientProvider client={queryClient ?? own}>{tree}</QueryClientProvider>;
}
