/** The languages the UI speaks: the provider's `locale`, and the languages of every built-in text. */
export type AddressEntryLocale = 'en' | 'nl' | 'fr' | 'de';
