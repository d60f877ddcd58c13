import { createContext, useContext } from 'react';
import type { AddressClient } from '../api/client.ts';

/** The languages the UI speaks. */
export type AddressEntryLocale = 'en' | 'nl' | 'fr' | 'de';

/**
 * UI texts that replace the built-in ones, by key. Texts may hold `{name}` placeholders, e.g.
 * `{ suggestionsAvailable: '{count} huisnummers gevonden' }`; the components list their keys.
 */
export type AddressEntryMessages = Readonly<Partial<Record<string, string>>>;

/** What {@link AddressEntryProvider} gives the hooks and components below it. */
export interface AddressEntryContextValue {
  client: AddressClient;
  locale: AddressEntryLocale;
  messages: AddressEntryMessages;
}

export const AddressEntryContext = createContext<AddressEntryContextValue | null>(null);

/**
 * The client, locale and messages of the nearest {@link AddressEntryProvider}.
 *
 * @param caller the hook or component that asks, named in the error when there is no provider
 * @example
 * ```ts
 * const { client, locale } = useAddressEntry();
 * ```
 */
export function useAddressEntry(caller = 'useAddressEntry'): AddressEntryContextValue {
  const value = useContext(AddressEntryContext);
  if (value === null) {
    throw new Error(
      `${caller} must be used inside <AddressEntryProvider client={createAddressClient({ baseUrl })}>.`,
    );
  }
  return value;
}
