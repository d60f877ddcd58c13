import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkBook } from '../../src/cli/check-book.ts';
import { spreadsheetSafe } from '../../src/cli/spreadsheet-safe.ts';
import type { AddressCheckResult } from '../../src/resolve/address-check.ts';
import { bookFolder, escaped, writeBook } from './book-files.ts';
import { openedInCalc } from './libre-office.ts';

const run = promisify(execFile);

type Separator = ',' | ';' | '\t';
const SEPARATORS: readonly Separator[] = [',', ';', '\t'];

/** A cell's text as a spreadsheet would run it as a formula: OWASP's triggers, after any quotes. */
const FORMULA = /^"*[=+\-@\t\r]/u;

/**
 * The text at each place a reader that splits lines at `separator` may start a cell, whatever it makes of the quotes:
 * the file's start, and after each separator or line break anywhere, from there to the first character past any
 * quotes (Python's csv reads `""=1` as `=1`). An empty cell starts nothing: the separator again, also after an even
 * number of quotes (`""` or `""""`, a quoted cell closed).
 */
function cellStarts(text: string, separator: Separator): string[] {
  const starts: string[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const before = text[i - 1];
    if (i > 0 && before !== separator && before !== '\r' && before !== '\n') continue;
    let at = i;
    while (text[at] === '"') at += 1;
    if ((at - i) % 2 === 0 && text[at] === separator) continue;
    starts.push(text.slice(i, at + 1));
  }
  return starts;
}

/** The cell starts of `text`, read at any of the three separators, that would run a formula. */
const formulaStarts = (text: string): string[] =>
  SEPARATORS.flatMap((separator) => cellStarts(text, separator).filter((start) => FORMULA.test(start)));

/** Cells made of what CSV and spreadsheets read specially, and some text. */
const cell = fc.string({
  unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', ',', ';', '"', "'", ' ', 'a', '1'),
  maxLength: 8,
});
/** Records as the output has them: a row number, then cells. */
const records = fc
  .array(fc.array(cell, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 })
  .map((rows) => rows.map((cells, i) => [String(i + 1), ...cells]));

/** The cells of Python's csv module's reading of each file at each separator that start with a formula trigger. */
async function formulasReadByPython(paths: readonly string[]): Promise<string[]> {
  const script = [
    'import csv, json, sys',
    'found = []',
    'for path in sys.argv[1:]:',
    '    for separator in (",", ";", "\\t"):',
    '        with open(path, newline="", encoding="utf-8-sig") as f:',
    '            for row in csv.reader(f, delimiter=separator):',
    '                found += [cell for cell in row if cell[:1] in ("=", "+", "-", "@", "\\t", "\\r")]',
    'print(json.dumps(found))',
  ].join('\n');
  const { stdout } = await run('python3', ['-c', script, ...paths], { maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(stdout) as string[];
}

/** A semicolon book as the issue found it: cells that start no formula, but hold one after a comma, semicolon, tab or line break. */
const HIDDEN = [
  ['name', 'country', 'postcode', 'house number', 'note'],
  ['Bel ons,=10*10', 'NL', '2012ES', '30', 'a,=1+1,b'],
  ['x;-2+3', 'NL', '2012ES', '30', 'y\t@SUM(1+1)'],
  ['z\n=1+1', 'NL', '2012ES', '30', 'a,"=1+1'],
  ['c;\t=1+1', 'NL', '2012ES', '30', 'ends with,'],
] as const;

/** Checks the book with a stand-in that finds nothing but a candidate hiding a formula; the output's path. */
async function checkedHidden(delimiter: Separator): Promise<string> {
  const dir = await bookFolder();
  const input = await writeBook(dir, HIDDEN, 'book.csv', { delimiter });
  const output = join(dir, 'out.csv');
  const notFound: AddressCheckResult = { ok: false, reason: 'not-found', candidates: ['36,=2*3', '36;+1'] };
  await checkBook({ input, output, check: () => Promise.resolve(notFound), concurrency: 1 });
  return output;
}

describe('the checked output, opened with another separator than its own', () => {
  it('starts no cell with a formula trigger at any separator, and reads back at its own as the escaped cells (property)', () => {
    fc.assert(
      fc.property(records, fc.constantFrom(...SEPARATORS), (rows, delimiter) => {
        const text = stringify(rows, spreadsheetSafe(delimiter));
        expect(formulaStarts(text)).toEqual([]);
        // At its own separator: each cell as written, a ' before each trigger a reader may take for a cell's start.
        const read: string[][] = parse(text, { delimiter, record_delimiter: '\n', relax_column_count: true });
        expect(read).toEqual(rows.map((cells) => cells.map((c) => escaped(c, delimiter))));
        // csv-parse at the other separators, where it reads the file at all.
        for (const other of SEPARATORS) {
          let cells: string[][];
          try {
            cells = parse(text, { delimiter: other, relax_quotes: true, relax_column_count: true });
          } catch {
            continue;
          }
          expect(
            cells.flat().filter((c) => /^[=+\-@\t\r]/u.test(c)),
            `read at ${JSON.stringify(other)}`,
          ).toEqual([]);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('reads in Python’s csv module at a comma, a semicolon or a tab with no cell starting a formula', async () => {
    const dir = await bookFolder();
    const paths: string[] = [];
    for (const delimiter of SEPARATORS) {
      const path = join(dir, `sample-${delimiter.charCodeAt(0)}.csv`);
      await writeFile(
        path,
        fc
          .sample(records, { numRuns: 300, seed: 58 })
          .map((rows) => stringify(rows, spreadsheetSafe(delimiter)))
          .join(''),
      );
      paths.push(path);
    }
    for (const delimiter of SEPARATORS) paths.push(await checkedHidden(delimiter));
    expect(await formulasReadByPython(paths)).toEqual([]);
  });

  it('quotes and escapes the issue’s semicolon book so that a comma splits no formula out of it', async () => {
    const output = await checkedHidden(';');
    const text = await readFile(output, 'utf8');
    expect(text).toContain(`;"Bel ons,'=10*10";`);
    expect(formulaStarts(text)).toEqual([]);
  });

  it('runs no formula in LibreOffice Calc opened at a comma or a semicolon, with formulas evaluated', async () => {
    for (const delimiter of [';', ','] as const) {
      const output = await checkedHidden(delimiter);
      for (const separator of [',', ';'] as const) {
        // A formula that ran shows its value or its error; with evaluation off, Calc holds every cell's text.
        const [evaluated, asText] = await Promise.all([
          openedInCalc(output, { separator }),
          openedInCalc(output, { separator, evaluate: false }),
        ]);
        expect(evaluated, `a ${JSON.stringify(delimiter)} output opened at ${JSON.stringify(separator)}`).toBe(asText);
      }
    }
  }, 120_000);
});
