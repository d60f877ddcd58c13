import { dutchLookupMessages } from './dutch-lookup-messages.ts';
import { houseNumberMessages } from './house-number-messages.ts';
import { wholeAddressMessages } from './whole-address-messages.ts';
import type { AddressEntryLocale } from './locales.ts';
import type { AddressMessages } from './messages.ts';

const merged = (locale: AddressEntryLocale): AddressMessages => ({ ...wholeAddressMessages[locale], ...houseNumberMessages[locale], ...dutchLookupMessages[locale] });

/** Every built-in text of each locale: all families together, for your own UI (components import only their own). */
export const builtInMessages: Record<AddressEntryLocale, AddressMessages> = { en: merged('en'), nl: merged('nl'), fr: merged('fr'), de: merged('de') };
