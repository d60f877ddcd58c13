import type { MessageKey } from './messages.ts';

type MessageValues = Readonly<Record<string, string | number>>;

/** A translator: the text of a key in a locale, with overrides, its placeholders filled. */
export type Translate<K extends string = MessageKey> = (key: K, values?: MessageValues) => string;

/**
 * The translator of one family's English texts under overrides, later ones winning (locale, provider, component), so a
 * component bundles only its own family's English.
 * @example
 * ```ts
 * const t = translatorFor(dutchLookupMessages, nl.messages, { addressNotFound: 'Onbekend adres' });
 * t('addressNotFound'); // 'Onbekend adres'
 * ```
 */
export function translatorFor<T extends object>(
  english: Readonly<T>,
  ...overrides: (Readonly<Partial<Record<string, string>>> | undefined)[]
): Translate<keyof T & string> {
  return (key, values = {}) => {
    let text = (english as Readonly<Record<string, string>>)[key] ?? key;
    for (const override of overrides) text = override?.[key] ?? text;
    // A placeholder without a value goes with its spaces: `{count} found` with `{}` is `found`.
    return text
      .replace(/\{(\w+)\}/gu, (_match, name: string) => String(values[name] ?? ''))
      .replace(/ {2,}/gu, ' ')
      .trim();
  };
}
