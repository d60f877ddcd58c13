import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en.ts';
import type { AddressMessages } from '../../src/index.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * Each family's built-in English, as its components import it: every table that a `src/i18n/*-messages.ts` file
 * exports, found by name, so that a new family is checked as soon as it is there.
 */
async function families(): Promise<Record<string, object>> {
  const files = readdirSync(resolve(ROOT, 'src/i18n')).filter((file) => file.endsWith('-messages.ts'));
  const modules = await Promise.all(
    files.map(async (file) => [file, (await import(`../../src/i18n/${file}`)) as Record<string, unknown>] as const),
  );
  return Object.fromEntries(
    modules.flatMap(([file, exports]) =>
      Object.entries(exports)
        .filter(([, value]) => typeof value === 'object')
        .map(([name, value]) => [`${file}: ${name}`, value as object]),
    ),
  );
}

describe('en', () => {
  it('is the English locale', () => {
    expect(en.code).toBe('en');
  });

  it('has English as the families’ built-in tables together, each text as its family has it', async () => {
    const found = await families();
    expect(Object.keys(found).length).toBeGreaterThanOrEqual(3);
    const keys = new Set<string>();
    for (const [family, table] of Object.entries(found)) {
      for (const [key, text] of Object.entries(table)) {
        expect(
          typeof text,
          `${family}.${key}: a family exports its English texts, the other languages are in nl.ts, fr.ts, de.ts`,
        ).toBe('string');
        keys.add(key);
        expect(en.messages[key as keyof AddressMessages], `${family}.${key}`).toBe(text);
      }
    }
    expect(Object.keys(en.messages).sort()).toEqual([...keys].sort());
  });
});
