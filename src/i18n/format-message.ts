import type { MessageKey } from './messages.ts';

/** Values for the `{name}` placeholders of a text. */
type MessageValues = Readonly<Record<string, string | number>>;

/**
 * Fills the `{name}` placeholders of a text; a placeholder without a value is left out.
 *
 * @example
 * ```ts
 * formatMessage('{count} house numbers found', { count: 3 }); // '3 house numbers found'
 * ```
 */
function formatMessage(template: string, values: MessageValues = {}): string {
  return template
    .replace(/\{(\w+)\}/gu, (_match, name: string) => String(values[name] ?? ''))
    .replace(/ {2,}/gu, ' ')
    .trim();
}

/** A translator: the text of a key in a locale, with overrides, its placeholders filled. */
export type Translate<K extends string = MessageKey> = (key: K, values?: MessageValues) => string;

/**
 * The translator of one family of texts: its English table (`houseNumberMessages`, `dutchLookupMessages`, …), under
 * overrides applied in order, later ones winning: the locale's texts, then the provider's `messages`, then the
 * component's. A component imports only its own family's English, so a shop pays for no other family's texts and for
 * no other language than those it imports from `react-address-entry/locales`.
 *
 * @example
 * ```ts
 * const t = translatorFor(dutchLookupMessages, nl.messages, { addressNotFound: 'Onbekend adres' });
 * t('addressNotFound'); // 'Onbekend adres'
 * t('chooseAddition'); // 'Welk huisnummer bedoelt u?'
 * ```
 */
export function translatorFor<T extends object>(
  english: Readonly<T>,
  ...overrides: (Readonly<Partial<Record<string, string>>> | undefined)[]
): Translate<keyof T & string> {
  const table = english as Readonly<Record<string, string>>;
  return (key, values) => {
    const override = overrides.reduce<string | undefined>((found, o) => o?.[key] ?? found, undefined);
    return formatMessage(override ?? table[key] ?? key, values);
  };
}
