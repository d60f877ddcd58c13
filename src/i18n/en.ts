import { addressEntryMessages } from './address-entry-messages.ts';
import { dutchLookupMessages } from './dutch-lookup-messages.ts';
import { houseNumberMessages } from './house-number-messages.ts';
import type { AddressLocale } from './locales.ts';
import { pickupMessages } from './pickup-messages.ts';
import { addressFieldsMessages } from './address-fields-messages.ts';

/**
 * English: every UI text together, for a shop that switches languages at run time or shows texts in its own UI.
 * @example
 * ```ts
 * import { en, nl } from 'react-address-entry/locales';
 * en.messages.addressNotFound; // 'Address not found.'
 * ```
 */
export const en: AddressLocale = {
  code: 'en',
  messages: {
    ...houseNumberMessages,
    ...addressFieldsMessages,
    ...dutchLookupMessages,
    ...pickupMessages,
    ...addressEntryMessages,
  },
};
