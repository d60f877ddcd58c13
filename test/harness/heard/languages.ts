import { expect } from 'vitest';
import { de, en, fr, nl, type AddressLocale } from '../../../src/locales.ts';

/** The four languages every transcript is heard in. */
export const LANGUAGES: readonly AddressLocale[] = [en, nl, fr, de];

/**
 * Asserts that nothing of the built-in English is heard in another language: no phrase holds an English text of the
 * package (one of at least two words that the language does not share with English, such as a label it keeps).
 */
export function expectNoEnglish(transcript: string, locale: AddressLocale) {
  if (locale.code === 'en') return;
  const own = Object.values(locale.messages);
  const english = Object.values(en.messages)
    .filter((text) => !own.includes(text))
    // The English without its placeholders: the longest run of plain words in it.
    .map(
      (text) =>
        text
          .split(/\{[a-zA-Z]+\}/u)
          .map((part) => part.trim())
          .sort((a, b) => b.length - a.length)[0] ?? '',
    )
    .filter((words) => words.includes(' ') && words.length >= 8)
    // Words the language says alike (Dutch `, postcode` in a street's line) are its own.
    .filter((words) => !own.some((text) => text.includes(words)));
  const leaked = english.filter((words) => transcript.includes(words));
  expect(leaked, `English heard in ${locale.code}`).toEqual([]);
}
