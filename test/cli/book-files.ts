import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterEach } from 'vitest';
import { houseNumberPartsText, type HouseNumberParts } from '../../src/api/house-number-parts.ts';
import { referenceDataset } from '../../src/testing/index.ts';

const made: string[] = [];
afterEach(async () => {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A folder of its own for a test's books, removed after the test. */
export async function bookFolder(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'rae-cli-'));
  made.push(dir);
  return dir;
}

/** Writes a book (a header and rows) as CSV to `dir/name`, and gives its path. */
export async function writeBook(
  dir: string,
  rows: readonly (readonly string[])[],
  name = 'book.csv',
  options: { delimiter?: string; bom?: boolean } = {},
): Promise<string> {
  const path = join(dir, name);
  await writeFile(
    path,
    stringify(rows as string[][], { delimiter: options.delimiter ?? ',', bom: options.bom ?? false }),
  );
  return path;
}

/** An output file's rows as records by header name (csv-parse refuses anything that is not valid CSV). */
export async function readRows(path: string, delimiter = ','): Promise<Record<string, string>[]> {
  return parse<Record<string, string>>(await readFile(path), { columns: true, bom: true, delimiter });
}

/** The row numbers of an output's records, sorted. */
export const rowNumbers = (rows: readonly Record<string, string>[]): number[] =>
  rows.map((r) => Number(r.row)).sort((a, b) => a - b);

/** What a promise was rejected with (or `undefined`), to look at more than one of its properties. */
export const rejectionOf = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

/** `1` to `n`. */
export const oneTo = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);

/** What a form posts for an `ok` row of the output, as `verifyAddress` reads it. */
export function postedOf(row: Record<string, string>): Record<string, string> {
  const parts: HouseNumberParts = { number: Number(row.number) };
  if (row.addition) parts.addition = row.addition;
  if (row.bis) parts.bis = row.bis;
  if (row.box) parts.box = row.box;
  return {
    country: row.country ?? '',
    postcode: row.postcode ?? '',
    city: row.city ?? '',
    street: row.street ?? '',
    houseNumber: row.houseNumber ?? '',
    houseNumberAddition: row.houseNumberAddition ?? '',
    houseNumberParts: houseNumberPartsText(parts),
    addressStatus: 'validated',
    addressToken: row.token ?? '',
  };
}

/**
 * OWASP's escape as the output does it (written here apart from the code under test): a `'` before `=` `+` `-` `@`, a
 * tab or a carriage return at a cell's start or after a comma, semicolon, tab or line break in it (quotes between them
 * aside), and in a tab-separated output after one that ends the cell.
 */
export function escaped(cell: string, delimiter = ','): string {
  let text = '';
  let start = true;
  for (const char of cell) {
    if (start && '=+-@\t\r'.includes(char)) text += "'";
    text += char;
    if (',;\t\r\n'.includes(char)) start = true;
    else if (char !== '"') start = false;
  }
  return delimiter === '\t' && start && /[,;\t\r\n]"*$/u.test(cell) ? `${text}'` : text;
}

/** A Dutch book of `n` rows (the reference dataset's addresses over and over), with a name column. */
export function dutchBook(n: number): string[][] {
  const { nl } = referenceDataset;
  const rows = [['name', 'country', 'postcode', 'house number', 'addition']];
  for (let i = 0; i < n; i += 1) {
    const record = nl[i % nl.length];
    if (record === undefined) throw new Error('the reference dataset has no Dutch addresses');
    rows.push([
      `customer ${i + 1}`,
      'NL',
      record.postcode,
      String(record.poBoxRange?.from ?? record.houseNumber),
      record.houseNumberAddition,
    ]);
  }
  return rows;
}
