import { createContext, useContext, type Context } from 'react';
import type { AddressClient } from '../api/client.ts';
// The language and the texts are declared by the i18n layer, which imports nothing; only their types come here.
import type { AddressLanguage } from '../i18n/locales.ts';
import type { AddressMessages } from '../i18n/messages.ts';

/** What {@link AddressEntryProvider} gives the hooks and components below it. */
export interface AddressEntryContextValue {
  client: AddressClient;
  /** The language of the provider's locale (`'en'` without one): the Belgian house-number autocomplete asks in it. */
  language: AddressLanguage;
  /** The texts of the provider's locale; none for the built-in English, which each component holds itself. */
  localeMessages: Partial<AddressMessages>;
  /** Texts that replace built-in ones, by key: the same type as every component's `messages`. */
  messages: Partial<AddressMessages>;
}

/** Where the one context is kept: `globalThis`, under a registered symbol. */
type SharedContexts = Record<symbol, Context<AddressEntryContextValue | null> | undefined>;

/**
 * One context however a shop loads the package. It ships an ES module build and a CommonJS build, two copies of this
 * module: a shop that `import`s the package in one place and `require`s it in another (a dependency built as
 * CommonJS, a tool) loads both, and a provider of one copy must reach the hooks and components of the other. So the
 * copy that loads first creates the context and keeps it on `globalThis` under `Symbol.for('react-address-entry')`,
 * where the other finds it.
 */
export const AddressEntryContext = ((globalThis as SharedContexts)[Symbol.for('react-address-entry')] ??= createContext<AddressEntryContextValue | null>(null));

/**
 * The client, language, locale's texts and messages of the nearest {@link AddressEntryProvider}.
 *
 * @param caller the hook or component that asks, named in the error when there is no provider
 * @example
 * ```ts
 * const { client, language } = useAddressEntryContext();
 * ```
 */
export function useAddressEntryContext(caller = 'useAddressEntryContext'): AddressEntryContextValue {
  const value = useContext(AddressEntryContext);
  if (value === null) {
    throw new Error(
      `${caller} must be used inside <AddressEntryProvider client={createAddressClient({ baseUrl })}>.`,
    );
  }
  return value;
}
