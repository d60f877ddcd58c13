import { expect } from 'vitest';
import { en } from '../../src/i18n/en.ts';
import type { AddressLocale, AddressMessages } from '../../src/index.ts';
import { placeholdersByKey } from './placeholders.ts';

/** Checks that a language pack has every key English has and no other, each with the same placeholders. */
export function expectWholeTranslation(locale: AddressLocale): void {
  const { messages } = locale;
  expect(Object.keys(messages).sort()).toEqual(Object.keys(en.messages).sort());
  const english = placeholdersByKey(en.messages);
  const translated = placeholdersByKey(messages);
  for (const key of Object.keys(en.messages))
    expect(translated[key] ?? [], `${locale.code}.${key}`).toEqual(english[key] ?? []);
  for (const [key, text] of Object.entries(messages)) expect(text.trim(), `${locale.code}.${key}`).not.toBe('');
}

/** The texts of a pack that are the very English ones: a label a language shares (`Postcode`) or a text left untranslated. */
export const sameAsEnglish = (locale: AddressLocale): string[] =>
  Object.entries(locale.messages)
    .filter(([key, text]) => en.messages[key as keyof AddressMessages] === text)
    .map(([key]) => key)
    .sort();
