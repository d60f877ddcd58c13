import { createContext, useContext, type Context } from 'react';
import type { AddressClient } from '../api/client.ts';
import type { AddressLanguage } from '../i18n/locales.ts';
import type { AddressMessages } from '../i18n/messages.ts';

/** What {@link AddressEntryProvider} gives the hooks and components below it. */
export interface AddressEntryContextValue {
  client: AddressClient;
  /** The locale's language (`'en'` without one): the Belgian house-number autocomplete asks in it. */
  language: AddressLanguage;
  /** The locale's texts; none for the built-in English, which each component holds itself. */
  localeMessages: Partial<AddressMessages>;
  messages: Partial<AddressMessages>;
}

type SharedContexts = Record<symbol, Context<AddressEntryContextValue | null> | undefined>;

// One context for the ES module and CommonJS builds, which a shop may load both of (docs/testing.mdx).
export const AddressEntryContext = ((globalThis as SharedContexts)[Symbol.for('react-address-entry')] ??=
  createContext<AddressEntryContextValue | null>(null));

/** The nearest provider's context; without one, an error that names `caller`. */
export function useAddressEntryContext(caller = 'useAddressEntryContext'): AddressEntryContextValue {
  const value = useContext(AddressEntryContext);
  if (value === null) {
    throw new Error(`${caller} must be used inside <AddressEntryProvider client={createAddressClient({ baseUrl })}>.`);
  }
  return value;
}
