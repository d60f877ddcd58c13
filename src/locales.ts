// `react-address-entry/locales`: the UI texts of each language, one object per language for `AddressEntryProvider`'s
// `locale`. English is built into the components; a shop imports the other languages it speaks, and downloads only
// those. No React; safe anywhere. test/harness/package/public-surface.test.ts lists its exports.
export { en } from './i18n/en.ts';
export { nl } from './i18n/nl.ts';
export { fr } from './i18n/fr.ts';
export { de } from './i18n/de.ts';
export type { AddressLanguage, AddressLocale } from './i18n/locales.ts';
// The former name, kept one minor version (issue 59: one word per concept).
// eslint-disable-next-line @typescript-eslint/no-deprecated -- exported for the shops that still use it
export type { AddressEntryLocale } from './i18n/locales.ts';
