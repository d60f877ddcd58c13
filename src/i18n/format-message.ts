import { de } from './de.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';
import type { AddressMessages, MessageKey, MessagesLocale } from './messages.ts';
import { nl } from './nl.ts';

/** The built-in texts of each locale. */
export const builtInMessages: Record<MessagesLocale, AddressMessages> = { en, nl, fr, de };

/** Values for the `{name}` placeholders of a text. */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * Fills the `{name}` placeholders of a text; a placeholder without a value is left out.
 *
 * @example
 * ```ts
 * formatMessage('{count} house numbers found', { count: 3 }); // '3 house numbers found'
 * ```
 */
export function formatMessage(template: string, values: MessageValues = {}): string {
  return template
    .replace(/\{(\w+)\}/gu, (_match, name: string) => String(values[name] ?? ''))
    .replace(/ {2,}/gu, ' ')
    .trim();
}

/** A translator: the text of a key in a locale, with overrides, its placeholders filled. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * The translator of a locale, with overrides applied in order (later ones win).
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
  const table = builtInMessages[locale];
  return (key, values) => {
    const override = overrides.reduce<string | undefined>((found, o) => o?.[key] ?? found, undefined);
    return formatMessage(override ?? table[key], values);
  };
}
