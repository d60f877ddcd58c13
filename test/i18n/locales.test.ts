/**
 * The languages as packages of texts (issue 38, point 7): English built into the components, every other language an
 * object of `react-address-entry/locales` that only a shop that imports it downloads.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../src/i18n/format-message.ts';
import { houseNumberMessages } from '../../src/i18n/house-number-messages.ts';
import * as locales from '../../src/locales.ts';
import type { AddressLocale, AddressMessages } from '../../src/index.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * Each family's built-in English, as its components import it: every table that a `src/i18n/*-messages.ts` file
 * exports, found by name, so that a new family is checked as soon as it is there.
 */
async function families(): Promise<Record<string, object>> {
  const files = readdirSync(resolve(ROOT, 'src/i18n')).filter((file) => file.endsWith('-messages.ts'));
  const modules = await Promise.all(files.map(async (file) => [file, (await import(`../../src/i18n/${file}`)) as Record<string, unknown>] as const));
  return Object.fromEntries(
    modules.flatMap(([file, exports]) => Object.entries(exports).filter(([, value]) => typeof value === 'object').map(([name, value]) => [`${file}: ${name}`, value as object])),
  );
}
const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/gu)].map(([, name]) => name ?? '').sort();

/** The modules a source file reaches through its relative imports and re-exports (types too), itself included. */
function reachedFrom(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const [, target = ''] of text.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+'(\.{1,2}\/[^']+)'/gmu)) reachedFrom(resolve(dirname(file), target), seen);
  return seen;
}
const packs = (files: Set<string>): string[] =>
  [...files].map((file) => relative(ROOT, file)).filter((file) => /^src\/i18n\/(en|nl|fr|de)\.ts$/u.test(file)).sort();

describe('react-address-entry/locales', () => {
  it('exports the four languages, each under its own code', () => {
    expect(Object.keys(locales).sort()).toEqual(['de', 'en', 'fr', 'nl']);
    for (const [name, locale] of Object.entries(locales)) expect(locale.code).toBe(name);
  });

  it('has English as the families’ built-in tables together, each text as its family has it', async () => {
    const found = await families();
    expect(Object.keys(found).length).toBeGreaterThanOrEqual(3);
    const keys = new Set<string>();
    for (const [family, table] of Object.entries(found)) {
      for (const [key, text] of Object.entries(table)) {
        expect(typeof text, `${family}.${key}: a family exports its English texts, the other languages are in nl.ts, fr.ts, de.ts`).toBe('string');
        keys.add(key);
        expect(locales.en.messages[key as keyof AddressMessages], `${family}.${key}`).toBe(text);
      }
    }
    expect(Object.keys(locales.en.messages).sort()).toEqual([...keys].sort());
  });

  it.each(['nl', 'fr', 'de'] as const)('has in %s every key English has and no other, each with the same placeholders', (code) => {
    const { messages } = locales[code];
    expect(Object.keys(messages).sort()).toEqual(Object.keys(locales.en.messages).sort());
    for (const [key, text] of Object.entries(locales.en.messages)) {
      expect(placeholders(messages[key as keyof AddressMessages]), `${code}.${key}`).toEqual(placeholders(text));
    }
  });

  it('is what only this entry reaches: the main entry and the address helpers reach no language pack', () => {
    expect(packs(reachedFrom(resolve(ROOT, 'src/locales.ts')))).toEqual(['src/i18n/de.ts', 'src/i18n/en.ts', 'src/i18n/fr.ts', 'src/i18n/nl.ts']);
    for (const entry of ['src/index.ts', 'src/address.ts', 'src/server/index.ts', 'src/testing/index.ts', 'src/testing/msw.ts']) {
      expect(packs(reachedFrom(resolve(ROOT, entry))), entry).toEqual([]);
    }
  });
});

describe('a family’s translator', () => {
  it('reads the component’s messages, then the provider’s, then the locale’s texts, then its English', () => {
    const t = translatorFor(houseNumberMessages, locales.nl.messages, { searching: 'provider', statusValidated: 'provider' }, { searching: 'component' });
    expect(t('searching')).toBe('component');
    expect(t('statusValidated')).toBe('provider');
    expect(t('houseNumberLabel')).toBe('Huisnummer');
    expect(translatorFor(houseNumberMessages)('houseNumberLabel')).toBe('House number');
  });

  it('shows a key that a pack lacks (one made in JavaScript) in English, and fills placeholders either way', () => {
    const partial = { code: 'nl', messages: { suggestionsOther: '{count} huisnummers gevonden.' } } as unknown as AddressLocale;
    const t = translatorFor(houseNumberMessages, partial.messages);
    expect(t('suggestionsOther', { count: 3 })).toBe('3 huisnummers gevonden.');
    expect(t('suggestionsOne')).toBe('1 house number found. Use the up and down arrow keys to choose.');
    expect(t('otherPostcode', { postcode: '2020' })).toBe('postcode 2020');
  });
});
