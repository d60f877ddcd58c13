import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_BOOK_COLUMNS,
  generateAddressBook,
  writeAddressBook,
  type Alteration,
} from '../../scripts/bench/address-book.ts';
import { checkedAddresses } from '../../scripts/bench/checked-addresses.ts';

/**
 * The checked-addresses benchmark (issue 39): its address book generator, and a smoke run with small counts (as
 * bench-smoke.test.ts does for the others): it finishes, gives numbers, meets the lookup bounds that hold at any
 * count, and writes nothing into BENCHMARKS.md.
 */

const BENCHMARKS = new URL('../../BENCHMARKS.md', import.meta.url);
const digest = () =>
  existsSync(BENCHMARKS) ? createHash('sha256').update(readFileSync(BENCHMARKS)).digest('hex') : 'absent';

describe('the address book generator', () => {
  it('gives the same book for a seed, another for another seed', () => {
    const book = [...generateAddressBook(300, 7)];
    expect([...generateAddressBook(300, 7)]).toEqual(book);
    expect([...generateAddressBook(300, 8)]).not.toEqual(book);
  });

  it('mixes the countries, repeats towns and streets, and writes rows with every kind of slip', () => {
    const book = [...generateAddressBook(3000, 39)];
    const countries = new Map<string, number>();
    for (const row of book)
      countries.set(row.country.toUpperCase(), (countries.get(row.country.toUpperCase()) ?? 0) + 1);
    for (const country of ['NL', 'BE', 'DE']) expect(countries.get(country) ?? 0).toBeGreaterThan(300);
    // Customers come back to the same postal areas: far fewer postcodes than rows, and the commonest very common.
    const postcodes = new Map<string, number>();
    for (const row of book) postcodes.set(row.postcode, (postcodes.get(row.postcode) ?? 0) + 1);
    expect(postcodes.size).toBeLessThan(book.length / 10);
    expect(Math.max(...postcodes.values())).toBeGreaterThan(book.length / 50);
    // A street's customers live at its numbers in turn: few Belgian or German addresses come twice in 3000 rows.
    const abroad = book.filter((row) => !row.home.startsWith('NL|'));
    expect(new Set(abroad.map((row) => row.home)).size).toBeGreaterThan(abroad.length * 0.7);
    const seen = new Set<Alteration>(book.flatMap((row) => row.alterations));
    const every: Alteration[] = [
      'case',
      'no-diacritics',
      'strasse',
      'number-in-street',
      'misspelled-city',
      'misspelled-street',
      'no-box',
      'no-addition',
      'no-postcode',
      'postcode-prefix',
      'invalid',
    ];
    expect([...seen].sort()).toEqual([...every].sort());
    expect(book.some((row) => row.street.includes('Strasse') || row.street.includes('strasse'))).toBe(true);
    expect(book.some((row) => / (bus|bte) \w+$/iu.test(row.street) && row.houseNumber === '')).toBe(true);
  });

  it('writes a book as CSV with a header of the check’s fields, each cell as generated', async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'address-book-'));
    try {
      const file = path.join(directory, 'book.csv');
      const book = [...generateAddressBook(500, 3)];
      await writeAddressBook(file, book);
      const [header, ...rows] = parse(await readFile(file, 'utf8'));
      expect(header).toEqual([...ADDRESS_BOOK_COLUMNS]);
      expect(rows).toEqual(book.map((row) => ADDRESS_BOOK_COLUMNS.map((column) => row[column])));
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});

describe('the checked-addresses benchmark, with small counts', () => {
  it('finishes and gives numbers, within the lookup bounds, and leaves BENCHMARKS.md alone', async () => {
    const before = digest();
    const results = await checkedAddresses({ rows: 300, memoryRows: [100, 200], warmUp: 20, liveEvery: 50 });
    expect(results).toHaveLength(2);
    for (const result of results) {
      expect(result.title).not.toBe('');
      expect(result.method).not.toBe('');
      const notNumbers = result.figures
        .filter((f) => !Number.isFinite(f.value))
        .map((f) => `${f.name}: ${String(f.value)}`);
      expect(notNumbers, result.title).toEqual([]);
    }
    const figure = (name: string) => results[0]?.figures.find((f) => f.name === name)?.value;
    expect(figure('most paid lookups for one Dutch address')).toBe(1);
    expect(figure('most paid lookups for one Belgian address')).toBeLessThanOrEqual(3);
    expect(figure('most paid lookups for one German address')).toBeLessThanOrEqual(3);
    expect(figure('faults (unavailable, over-budget)')).toBe(0);
    expect(results[0]?.raw?.unattributed).toBe(0);
    expect(digest()).toBe(before);
  }, 120_000);
});
