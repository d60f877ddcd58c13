/**
 * The languages as packages of texts (issue 38, point 7): English built into the components, every other language an
 * object of `react-address-entry/locales` that only a shop that imports it downloads.
 */
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as locales from '../../src/locales.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** The modules a source file reaches through its relative imports and re-exports (types too), itself included. */
function reachedFrom(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const [, target = ''] of text.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+'(\.{1,2}\/[^']+)'/gmu))
    reachedFrom(resolve(dirname(file), target), seen);
  return seen;
}
const packs = (files: Set<string>): string[] =>
  [...files]
    .map((file) => relative(ROOT, file))
    .filter((file) => /^src\/i18n\/(en|nl|fr|de)\.ts$/u.test(file))
    .sort();

describe('react-address-entry/locales', () => {
  it('exports the four languages, each under its own code', () => {
    expect(Object.keys(locales).sort()).toEqual(['de', 'en', 'fr', 'nl']);
    for (const [name, locale] of Object.entries(locales)) expect(locale.code).toBe(name);
  });

  it('is what only this entry reaches: the main entry and the address helpers reach no language pack', () => {
    expect(packs(reachedFrom(resolve(ROOT, 'src/locales.ts')))).toEqual([
      'src/i18n/de.ts',
      'src/i18n/en.ts',
      'src/i18n/fr.ts',
      'src/i18n/nl.ts',
    ]);
    for (const entry of [
      'src/index.ts',
      'src/address.ts',
      'src/server/index.ts',
      'src/testing/index.ts',
      'src/testing/msw.ts',
    ]) {
      expect(packs(reachedFrom(resolve(ROOT, entry))), entry).toEqual([]);
    }
  });
});
