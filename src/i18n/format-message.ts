import type { MessageKey } from './messages.ts';
import type { AddressEntryLocale } from './locales.ts';

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
 * The translator of one family of texts (`houseNumberMessages`, `dutchLookupMessages`) in a locale, with overrides
 * applied in order (later ones win). A component imports only its own family, so a shop pays only for the texts of
 * the components it uses, in all four languages.
 *
 * @example
 * ```ts
 * const t = translatorFor(dutchLookupMessages, 'nl', { addressNotFound: 'Onbekend adres' });
 * t('addressNotFound'); // 'Onbekend adres'
 * ```
 */
export function translatorFor<T extends object>(
  tables: Readonly<Record<AddressEntryLocale, T>>,
  locale: AddressEntryLocale,
  ...overrides: (Readonly<Partial<Record<string, string>>> | undefined)[]
): Translate<keyof T & string> {
  const table = tables[locale] as Readonly<Record<string, string>>;
  return (key, values) => {
    const override = overrides.reduce<string | undefined>((found, o) => o?.[key] ?? found, undefined);
    return formatMessage(override ?? table[key] ?? key, values);
  };
}
