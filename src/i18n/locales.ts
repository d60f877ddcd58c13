/** The languages the components speak. */
export type MessagesLocale = 'en' | 'nl' | 'fr' | 'de';
