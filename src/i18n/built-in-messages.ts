import { dutchLookupMessages } from './dutch-lookup-messages.ts';
import { translatorFor, type MessageValues, type Translate } from './format-message.ts';
import { houseNumberMessages } from './house-number-messages.ts';
import { wholeAddressMessages } from './whole-address-messages.ts';
import type { MessagesLocale } from './locales.ts';
import type { AddressMessages } from './messages.ts';

const merged = (locale: MessagesLocale): AddressMessages => ({ ...wholeAddressMessages[locale], ...houseNumberMessages[locale], ...dutchLookupMessages[locale] });

/** Every built-in text of each locale: all families together, for your own UI (components import only their own). */
export const builtInMessages: Record<MessagesLocale, AddressMessages> = { en: merged('en'), nl: merged('nl'), fr: merged('fr'), de: merged('de') };

/**
 * The translator of a locale over every built-in text, with overrides applied in order (later ones win).
 *
 * @example
 * ```ts
 * const t = createTranslator('nl', { addressNotFound: 'Onbekend adres' });
 * t('addressNotFound'); // 'Onbekend adres'
 * ```
 */
export function createTranslator(
  locale: MessagesLocale,
  ...overrides: (Readonly<Partial<Record<string, string>>> | undefined)[]
): Translate {
  return translatorFor(builtInMessages, locale, ...overrides);
}

export type { MessageValues };
