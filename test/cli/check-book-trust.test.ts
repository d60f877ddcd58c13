import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { checkBook, type CheckBookOptions } from '../../src/cli/check-book.ts';
import type { AddressCheckResult } from '../../src/resolve/address-check.ts';
import { verifyAddress } from '../../src/server/index.ts';
import { proxyHarness } from '../support/proxy-harness.ts';
import { SIGNING_KEY } from '../support/signed-addresses.ts';
import { bookFolder, dutchBook, oneTo, postedOf, readRows, rowNumbers, writeBook } from './book-files.ts';

/** A check through a signing proxy in front of the reference API, its calls counted. */
function countedCheck() {
  const { proxy } = proxyHarness({ signingKey: SIGNING_KEY, cache: true });
  let calls = 0;
  const check: CheckBookOptions['check'] = (input, options) => {
    calls += 1;
    return proxy.checkAddress(input, options);
  };
  return { check, calls: () => calls };
}

/** What the CLI passes: the address of an earlier `ok` row if its token verifies with the signing key. */
const verifyDone: CheckBookOptions['verifyDone'] = async (posted) => {
  const verified = await verifyAddress(posted, { signingKey: SIGNING_KEY });
  return verified.ok ? verified.address : undefined;
};

/** An output's header and records, as cells. */
async function recordsOf(path: string): Promise<{ header: string[]; records: string[][] }> {
  const [header = [], ...records] = parse(await readFile(path), { bom: true });
  return { header, records };
}

/** The record of row `n`, with its row cell written as `row` (a copy). */
function recordOf(records: readonly string[][], n: number, row = String(n)): string[] {
  const record = records.find((cells) => cells[0] === String(n));
  if (record === undefined) throw new Error(`no row ${n} in the output`);
  return [row, ...record.slice(1)];
}

describe('checkBook: what an earlier output is trusted for', () => {
  it('takes as done only a row of the book by its canonical number whose token still verifies; the rest is checked again, and told', async () => {
    const dir = await bookFolder();
    const input = await writeBook(dir, dutchBook(6));
    const output = join(dir, 'out.csv');
    await checkBook({ input, output, check: countedCheck().check, verifyDone });
    const { header, records } = await recordsOf(output);
    expect(records.every((cells) => cells[1] === 'ok')).toBe(true);

    const street = header.indexOf('street');
    const forged = recordOf(records, 2).map((cell, i) => (i === street ? 'Forged street' : cell));
    const planted = [
      header,
      recordOf(records, 1),
      forged, // 2: an address the token is not for
      recordOf(records, 3, '3.0'),
      recordOf(records, 4, '4294967300'), // 4 once cut to 32 bits
      recordOf(records, 5, ' 5e0 '),
      recordOf(records, 6, '06'),
      recordOf(records, 1, '7'), // the book has 6 rows
      recordOf(records, 1), // row 1 twice
    ];
    await writeFile(output, stringify(planted, { record_delimiter: '\n' }));

    const { check, calls } = countedCheck();
    const summary = await checkBook({ input, output, check, verifyDone });
    expect(summary).toMatchObject({ resumed: 1, untrusted: 7, checked: 5, rows: 6, total: 6, ok: 6 });
    expect(calls()).toBe(5);
    const text = await readFile(output, 'utf8');
    for (const planted of ['Forged', '3.0', '4294967300', '5e0', '\n06,', '\n7,']) expect(text).not.toContain(planted);
    const rows = await readRows(output);
    expect(rowNumbers(rows)).toEqual(oneTo(6));
    expect(rows.every((row) => row['input.name'] === `customer ${row.row}`)).toBe(true);
    for (const row of rows)
      expect(await verifyAddress(postedOf(row), { signingKey: SIGNING_KEY }), `row ${row.row}`).toMatchObject({
        ok: true,
      });
  });

  it('takes every row of its own output as done, Belgian and German ones with their parts too', async () => {
    const dir = await bookFolder();
    const input = await writeBook(dir, [
      ['country', 'postcode', 'city', 'street', 'number', 'addition'],
      ['NL', '2012ES', '', '', '30', ''],
      ['NL', '2011SN', '', '', '70', 'b'],
      ['BE', '2610', '', 'Europalaan 36 bus 1', '', ''],
      ['DE', '', 'Köln', 'Severinstr. 205', '', ''],
      ['BE', '2610', '', 'Europalaan 36', '', ''], // incomplete: the box missing
      ['NL', '2012ES', '', '', '', ''], // invalid-input
    ]);
    const output = join(dir, 'out.csv');
    const first = await checkBook({ input, output, check: countedCheck().check, verifyDone });
    expect(first).toMatchObject({ ok: 4, rows: 6 });
    const written = await readFile(output, 'utf8');
    const { check, calls } = countedCheck();
    expect(await checkBook({ input, output, check, verifyDone })).toMatchObject({
      resumed: 6,
      untrusted: 0,
      checked: 0,
      rows: 6,
      ok: 4,
    });
    expect(calls()).toBe(0);
    expect(await readFile(output, 'utf8')).toBe(written);
  });

  it('takes a row found not ok as done only as this command writes it: a known reason, no address, no token', async () => {
    const dir = await bookFolder();
    const input = await writeBook(dir, dutchBook(4));
    const output = join(dir, 'out.csv');
    let calls = 0;
    const notFound: CheckBookOptions['check'] = (): Promise<AddressCheckResult> => {
      calls += 1;
      return Promise.resolve({ ok: false, reason: 'not-found' });
    };
    await checkBook({ input, output, check: notFound, verifyDone, concurrency: 1 });
    const { header, records } = await recordsOf(output);
    const withToken = recordOf(records, 2).map((cell, i) => (header[i] === 'token' ? 'v3.n.made-up' : cell));
    const unknown = recordOf(records, 3).map((cell, i) => (i === 1 ? 'fine' : cell));
    const okWithoutToken = recordOf(records, 4).map((cell, i) => (i === 1 ? 'ok' : cell));
    await writeFile(
      output,
      stringify([header, recordOf(records, 1), withToken, unknown, okWithoutToken], { record_delimiter: '\n' }),
    );

    calls = 0;
    const summary = await checkBook({ input, output, check: notFound, verifyDone });
    expect(summary).toMatchObject({ resumed: 1, untrusted: 3, checked: 3, rows: 4, reasons: { 'not-found': 4 } });
    expect(calls).toBe(3);
    expect((await readRows(output)).map((row) => [row.row, row.status, row.token])).toEqual(
      expect.arrayContaining([
        ['1', 'not-found', ''],
        ['2', 'not-found', ''],
        ['3', 'not-found', ''],
        ['4', 'not-found', ''],
      ]),
    );
  });

  it('without verifyDone takes no ok row as done: each is checked again, and written once', async () => {
    const dir = await bookFolder();
    const input = await writeBook(dir, dutchBook(5));
    const output = join(dir, 'out.csv');
    await checkBook({ input, output, check: countedCheck().check });
    const { check, calls } = countedCheck();
    expect(await checkBook({ input, output, check })).toMatchObject({
      resumed: 0,
      untrusted: 5,
      checked: 5,
      rows: 5,
      ok: 5,
    });
    expect(calls()).toBe(5);
    expect(rowNumbers(await readRows(output))).toEqual(oneTo(5));
  });
});
