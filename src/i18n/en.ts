import { addressEntryMessages } from './address-entry-messages.ts';
import { dutchLookupMessages } from './dutch-lookup-messages.ts';
import { houseNumberMessages } from './house-number-messages.ts';
import type { AddressLocale } from './locales.ts';
import { pickupMessages } from './pickup-messages.ts';
import { addressFieldsMessages } from './address-fields-messages.ts';

/**
 * English: every UI text of every component, the families' built-in tables together. The provider needs none of it
 * (without a `locale` each component shows its own English); it is here for a shop that switches languages at run time
 * or renders texts in its own UI.
 *
 * @example
 * ```ts
 * import { en, nl } from 'react-address-entry/locales';
 *
 * const LOCALES = { en, nl };
 * en.messages.addressNotFound; // 'Address not found.'
 * ```
 */
export const en: AddressLocale = {
  code: 'en',
  messages: { ...houseNumberMessages, ...addressFieldsMessages, ...dutchLookupMessages, ...pickupMessages, ...addressEntryMessages },
};
