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
  /** The React Query client, used when there is no surrounding `QueryClientProvider`. */
  queryClient?: QueryClient;
  /** The language of the UI texts: a locale of `react-address-entry/locales`. @default English */
  locale?: AddressLocale;
  /** UI texts that replace built-in ones, by key, for every component below. @default {} */
  messages?: Partial<AddressMessages>;
  children?: ReactNode;
}

const NO_MESSAGES: Partial<AddressMessages> = {};

// A string locale (the former API, from JavaScript) throws, naming the import that replaces it.
function assertLocale(locale: unknown): void {
  if (typeof (locale as Partial<AddressLocale> | null | undefined)?.code !== 'string') {
    throw new TypeError(
      `AddressEntryProvider: locale takes an object, not ${String(locale)}: import { nl } from 'react-address-entry/locales', then locale={nl}`,
    );
  }
}

/**
 * Gives the address hooks and components their client, locale and messages.
 * @example <AddressEntryProvider client={client} locale={nl}><CheckoutForm /></AddressEntryProvider>
 */
export function AddressEntryProvider({
  client,
  queryClient,
  locale,
  messages = NO_MESSAGES,
  children,
}: AddressEntryProviderProps) {
  const surrounding = useContext(QueryClientContext);
  // Cheap to create; it listens to focus and network only once mounted, when it is used.
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
