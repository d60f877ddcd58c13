import type { AddressMessages } from './messages.ts';

/** The languages the UI speaks: the code of each {@link AddressLocale}. */
export type AddressLanguage = 'en' | 'nl' | 'fr' | 'de';

/**
 * The former name of {@link AddressLanguage}.
 * @deprecated Use {@link AddressLanguage}. Removed in the next minor version.
 */
export type AddressEntryLocale = AddressLanguage;

/**
 * A language for `AddressEntryProvider`'s `locale`: its code and every UI text in it. English is built in; a shop
 * downloads only the other languages it imports from `react-address-entry/locales`.
 * @example
 * ```tsx
 * import { nl } from 'react-address-entry/locales';
 * <AddressEntryProvider client={client} locale={nl}>…</AddressEntryProvider>
 * ```
 */
export interface AddressLocale {
  /** The language's code; also the language Belgian house numbers are asked in (`nl` for `en`). */
  readonly code: AddressLanguage;
  /** Every text, by key. A key a pack lacks (one made in JavaScript, say) shows in English. */
  readonly messages: Readonly<AddressMessages>;
}
