import type { MessageKey } from './messages.ts';

/** Values for the `{name}` placeholders of a text. */
type MessageValues = Readonly<Record<string, string | number>>;

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
  return (key, values = {}) => {
    let text = (english as Readonly<Record<string, string>>)[key] ?? key;
    for (const override of overrides) text = override?.[key] ?? text;
    // Its `{name}` placeholders filled, one without a value left out with the spaces around it: `{count} house
    // numbers found` with `{ count: 3 }` is `3 house numbers found`.
    return text
      .replace(/\{(\w+)\}/gu, (_match, name: string) => String(values[name] ?? ''))
      .replace(/ {2,}/gu, ' ')
      .trim();
  };
}
