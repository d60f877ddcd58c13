import type { AddressMessages } from './messages.ts';

/** The languages the UI speaks: the code of each {@link AddressLocale}. */
export type AddressLanguage = 'en' | 'nl' | 'fr' | 'de';

/**
 * The former name of {@link AddressLanguage}.
 *
 * @deprecated Use {@link AddressLanguage}. Removed in the next minor version.
 */
export type AddressEntryLocale = AddressLanguage;

/**
 * A language for `AddressEntryProvider`'s `locale`: its code and every UI text of every component in it. English is
 * built in; the others come from `react-address-entry/locales`, one import each, so a shop downloads only the
 * languages it passes.
 *
 * @example
 * ```tsx
 * import { nl } from 'react-address-entry/locales';
 *
 * <AddressEntryProvider client={client} locale={nl}>…</AddressEntryProvider>
 * ```
 */
export interface AddressLocale {
  /**
   * The language's code. Besides the texts it sets the language the Belgian house-number autocomplete asks in
   * (`nl`, `fr` or `de`; `nl` for any other).
   */
  readonly code: AddressLanguage;
  /** Every text, by key. A key a pack lacks (one made in JavaScript, say) shows in English. */
  readonly messages: Readonly<AddressMessages>;
}
