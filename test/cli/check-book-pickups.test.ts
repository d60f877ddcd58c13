import { readFile, writeFile } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { findColumns } from '../../src/cli/book-columns.ts';
import { checkInput } from '../../src/cli/book-rows.ts';
import { checkBook, type CheckBookOptions } from '../../src/cli/check-book.ts';
import type { WrittenAddress } from '../../src/cli/checked-output.ts';
import { runCli } from '../../src/cli/run-cli.ts';
import { areaSigningChecker, areaToken } from '../support/area-signing-checker.ts';
import { proxyHarness } from '../support/proxy-harness.ts';
import { SIGNING_KEY } from '../support/signed-addresses.ts';
import { bookFolder, readRows, writeBook } from './book-files.ts';

/** A German shop's export with DHL pickups: the Postnummer in a column of its own. */
const BOOK = [
  ['Kunde', 'Land', 'PLZ', 'Ort', 'Straße', 'Hausnummer', 'Postnummer'],
  ['Anna', 'DE', '50678', 'Köln', 'Packstation 123', '', '12345678'], // 1: a Packstation in the street line
  ['Bert', 'DE', '01219', 'Dresden', 'Postfiliale', '456', ''], // 2: a Postfiliale, word and number apart, no Postnummer
  ['Cora', 'DE', '50678', 'Köln', 'Packstation 42', '', '12345678'], // 3: out of range
  ['Dora', 'DE', '50678', 'Köln', 'Packstation 123', '', ''], // 4: a Packstation without a Postnummer
  ['Emil', 'DE', '50678', 'Köln', 'Packstation 123', '', '1234'], // 5: a malformed Postnummer
  ['Fritz', 'DE', '', 'Köln', 'Severinstr. 205', '', ''], // 6: a street address
] as const;

const byRow = (rows: readonly Record<string, string>[]) => new Map(rows.map((r) => [Number(r.row), r]));

describe('the input of a row with a Postnummer', () => {
  const header = ['Land', 'PLZ', 'Straße', 'Address line 2'];
  it('reads the Postnummer column, and without one a Postnummer alone in the additional address line', () => {
    const withColumn = findColumns([...header, 'PostNr']);
    expect(checkInput(['DE', '50678', 'Packstation 123', '87654321', '12345678'], withColumn, '')).toMatchObject({
      postNumber: '12345678',
    });
    const withLine = findColumns(header);
    expect(checkInput(['DE', '50678', 'Packstation 123', ' 12345678 '], withLine, '')).toMatchObject({
      postNumber: '12345678',
    });
    for (const line of ['Hinterhaus', '12345', '12345678901', '1234 5678', 'Postnummer 12345678', '']) {
      expect(checkInput(['DE', '50678', 'Packstation 123', line], withLine, '')).not.toHaveProperty('postNumber');
    }
  });
});

describe('checkBook: a book of DHL pickups', () => {
  it('asks only for each pickup’s postal area, refuses what cannot be a pickup before any lookup, and keeps the Postnummer', async () => {
    const dir = await bookFolder();
    const input = await writeBook(dir, BOOK);
    const output = `${dir}/out.csv`;
    const { proxy, calls } = proxyHarness({ signingKey: SIGNING_KEY });
    const summary = await checkBook({
      input,
      output,
      check: (address, options) => proxy.checkAddress(address, { ...options, germanPickup: true }),
      concurrency: 1,
    });

    // Each pickup is ok with its postal area's token, which verifies.
    expect(summary).toMatchObject({ ok: 3, reasons: { 'invalid-input': 3 } });
    const paths = calls.map((call) => decodeURIComponent(new URL(call.url).pathname.replace(/^\/base/u, '')));
    expect(paths.filter((path) => path.startsWith('/de/v1/autocomplete/postal-area/'))).toEqual([
      '/de/v1/autocomplete/postal-area/50678',
      '/de/v1/autocomplete/postal-area/01219',
      '/de/v1/autocomplete/postal-area/Köln',
    ]);
    expect(paths.filter((path) => path.includes('Packstation') || path.includes('Postfiliale'))).toEqual([]);
    const rows = byRow(await readRows(output));
    expect([1, 2, 3, 4, 5, 6].map((n) => rows.get(n)?.status)).toEqual([
      'ok',
      'ok',
      'invalid-input',
      'invalid-input',
      'invalid-input',
      'ok',
    ]);
    expect(rows.get(1)).toMatchObject({
      'input.Postnummer': '12345678',
      street: 'Packstation',
      houseNumber: '123',
      deliveryTo: 'packstation',
      postNumber: '12345678',
    });
    expect(rows.get(6)).toMatchObject({ street: 'Severinstr.', deliveryTo: '', postNumber: '' });
  });

  it('writes an ok pickup in DHL’s layout with its kind and Postnummer, and a second run takes it as done', async () => {
    const dir = await bookFolder();
    const input = await writeBook(dir, BOOK.slice(0, 3));
    const output = `${dir}/out.csv`;
    const { check } = areaSigningChecker((fields) => fields.addressToken === areaToken(fields.postcode ?? ''));
    const checkOf: CheckBookOptions['check'] = (address) => check(address, { germanPickup: true });
    // As verifyAddress is to verify a pickup: the area's token, the kind posted beside the station's word.
    const asked: Record<string, string>[] = [];
    const verifyDone: CheckBookOptions['verifyDone'] = (posted) => {
      asked.push({ ...posted });
      const {
        postcode = '',
        city = '',
        street = '',
        houseNumber = '',
        deliveryTo = '',
        postNumber = '',
        addressToken = '',
      } = posted;
      const kind = deliveryTo === 'packstation' || deliveryTo === 'postfiliale' ? deliveryTo : undefined;
      if (kind === undefined || addressToken !== areaToken(postcode) || street.toLowerCase() !== kind)
        return Promise.resolve(undefined);
      const number = Number(houseNumber);
      const address: WrittenAddress = {
        country: 'DE',
        postcode,
        city,
        street,
        houseNumber,
        houseNumberParts: { number },
        pickup: { kind, number, ...(postNumber === '' ? {} : { postNumber }) },
      };
      return Promise.resolve(address);
    };
    const first = await checkBook({ input, output, check: checkOf, verifyDone });
    expect(first).toMatchObject({ ok: 2, checked: 2 });
    const rows = byRow(await readRows(output));
    expect(rows.get(1)).toMatchObject({
      status: 'ok',
      country: 'DE',
      postcode: '50678',
      city: 'Köln',
      street: 'Packstation',
      houseNumber: '123',
      number: '123',
      deliveryTo: 'packstation',
      postNumber: '12345678',
      token: areaToken('50678'),
    });
    expect(rows.get(2)).toMatchObject({
      status: 'ok',
      street: 'Postfiliale',
      houseNumber: '456',
      deliveryTo: 'postfiliale',
      postNumber: '',
      token: areaToken('01219'),
    });

    const again = await checkBook({ input, output, check: checkOf, verifyDone });
    expect(again).toMatchObject({ resumed: 2, checked: 0, untrusted: 0, ok: 2 });
    expect(asked).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ deliveryTo: 'packstation', postNumber: '12345678', street: 'Packstation' }),
      ]),
    );

    // The kind dropped from an ok row: its token is a postal area's, no street address's.
    const written = await readFile(output, 'utf8');
    await writeFile(output, written.replace(',packstation,', ',,'));
    const third = await checkBook({ input, output, check: checkOf, verifyDone });
    expect(third).toMatchObject({ resumed: 1, untrusted: 1, checked: 1, ok: 2 });
    expect(byRow(await readRows(output)).get(1)).toMatchObject({ deliveryTo: 'packstation', postNumber: '12345678' });
  });
});

describe('react-address-entry check --post-number', () => {
  it('reads the Postnummer from the column named, and tells the pickups in the summary', async () => {
    const dir = await bookFolder();
    const input = await writeBook(
      dir,
      BOOK.map((cells, i) => (i === 0 ? [...cells.slice(0, 6), 'DHL'] : cells)),
    );
    const stdout = new PassThrough();
    let out = '';
    stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const io = { env: { ADDRESS_SIGNING_KEY: SIGNING_KEY }, stdout, stderr: new PassThrough() };
    expect(await runCli(['check', input, '--reference', '--post-number', 'dhl', '--german-pickup'], io)).toBe(0);
    expect(out).toMatch(/^6 of 6 rows in .*: 3 ok, 3 invalid-input; /u);
    const rows = byRow(await readRows(`${dir}/book.checked.csv`));
    expect(rows.get(1)).toMatchObject({ status: 'ok', 'input.DHL': '12345678', postNumber: '12345678' });
  });
});

describe('react-address-entry check without --german-pickup', () => {
  it('answers every row that names a pickup pickup-not-accepted, with no lookup, and checks the street address', async () => {
    const dir = await bookFolder();
    const input = await writeBook(dir, BOOK);
    const stdout = new PassThrough();
    let out = '';
    stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const io = { env: { ADDRESS_SIGNING_KEY: SIGNING_KEY }, stdout, stderr: new PassThrough() };
    expect(await runCli(['check', input, '--reference'], io)).toBe(0);
    expect(out).toMatch(/^6 of 6 rows in .*: 1 ok, 5 pickup-not-accepted; /u);
    const rows = byRow(await readRows(`${dir}/book.checked.csv`));
    expect([1, 2, 3, 4, 5, 6].map((n) => rows.get(n)?.status)).toEqual([
      ...Array<string>(5).fill('pickup-not-accepted'),
      'ok',
    ]);
  });
});
