import { describe, expect, it } from 'vitest';
import { checkBook, type CheckBookOptions } from '../../src/cli/check-book.ts';
import type { AddressCheckResult } from '../../src/resolve/address-check.ts';
import { verifyAddress } from '../../src/server/index.ts';
import { proxyHarness } from '../support/proxy-harness.ts';
import { SIGNING_KEY } from '../support/signed-addresses.ts';
import { bookFolder, dutchBook, oneTo, postedOf, readRows, rejectionOf, rowNumbers, writeBook } from './book-files.ts';

/** A signing proxy with its answer cache, in front of the reference API, every upstream request counted. */
const signingProxy = (answer?: (request: Request) => Promise<Response>) =>
  proxyHarness({ signingKey: SIGNING_KEY, cache: true }, answer);
const checkOf =
  (proxy: ReturnType<typeof signingProxy>['proxy']): CheckBookOptions['check'] =>
  (input, options) =>
    proxy.checkAddress(input, options);

/** A shop's export: its own names for the columns, a column the check does not read, the three countries. */
const BOOK = [
  ['Customer', 'Country', 'Zip', 'Town', 'Address line 1', 'House Nr', 'Suffix'],
  ['Anna', 'NL', '2012 es', '', '', '30', ''], // 1: NL by postcode
  ['Bert', 'nl', '', 'HAARLEM', 'Julianastraat 30', '', ''], // 2: NL by city and street line
  ['Cees', 'NL', '2011SN', '', '', '70', 'C'], // 3: NL, an addition the building does not have: choose
  ['Dirk', 'NL', '2011SN', '', '', '70', 'b'], // 4: NL, one of its additions
  ['Els', 'BE', '2610', '', 'Europalaan 36 bus 1', '', ''], // 5: BE street line with its box
  ['Frans', 'België', '2610', '', 'Europalaan 36', '', ''], // 6: BE, the box missing: choose
  ['Greta', 'DE', '', 'Köln', 'Severinstr. 205', '', ''], // 7: DE by city
  ['Hans', 'BE', '2610', '', 'Europalaann 36', '', ''], // 8: a misspelled street
  ['Ina', 'NL', '2012ES', '', '', '', ''], // 9: no house number
  ['Jan', 'BE', '2610', '', 'Nowherestraat 3', '', ''], // 10: an unknown street
] as const;

describe('checkBook: an address book against the proxy and the reference API', () => {
  it('finds the columns by name, checks each row, and writes what it found beside the row as it was', async () => {
    const dir = await bookFolder();
    const input = await writeBook(dir, BOOK);
    const output = `${dir}/out.csv`;
    const { proxy } = signingProxy();
    const progress: [number, number | undefined][] = [];
    const summary = await checkBook({
      input,
      output,
      check: checkOf(proxy),
      onProgress: (done, total) => progress.push([done, total]),
    });

    const rows = await readRows(output);
    expect(Object.keys(rows[0] ?? {})).toEqual([
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
      'input.Customer',
      'input.Country',
      'input.Zip',
      'input.Town',
      'input.Address line 1',
      'input.House Nr',
      'input.Suffix',
    ]);
    expect(rowNumbers(rows)).toEqual(oneTo(10));
    const byRow = new Map(rows.map((r) => [Number(r.row), r]));
    const row = (n: number) => byRow.get(n) ?? {};
    // Every cell of the book, under its own name.
    for (const [n, cells] of BOOK.slice(1).entries()) {
      expect(BOOK[0].map((name) => row(n + 1)[`input.${name}`])).toEqual(cells);
    }
    expect(row(1)).toMatchObject({
      status: 'ok',
      country: 'NL',
      postcode: '2012ES',
      city: 'Haarlem',
      street: 'Julianastraat',
      houseNumber: '30',
      houseNumberAddition: '',
      number: '30',
    });
    expect(row(2)).toMatchObject({ status: 'ok', postcode: '2012ES', street: 'Julianastraat', houseNumber: '30' });
    expect(row(3)).toMatchObject({ status: 'incomplete', token: '', country: '' });
    // The additions the building has (B written `b` in row 4): `A` and `B` among them.
    const additions = row(3).candidates?.split(' | ') ?? [];
    expect(additions.some((c) => /A$/u.test(c)) && additions.some((c) => /B$/u.test(c))).toBe(true);
    expect(row(4)).toMatchObject({ status: 'ok', houseNumberAddition: 'B', number: '70', addition: 'B' });
    expect(row(5)).toMatchObject({
      status: 'ok',
      country: 'BE',
      postcode: '2610',
      city: 'Antwerpen',
      street: 'Europalaan',
      houseNumber: '36 bus 1',
      number: '36',
      box: '1',
      bis: '',
      addition: '',
    });
    expect(row(6)).toMatchObject({ status: 'incomplete' });
    expect(row(6).candidates?.split(' | ')).toEqual(expect.arrayContaining(['36 bus 1', '36 bus 2']));
    expect(row(7)).toMatchObject({
      status: 'ok',
      country: 'DE',
      postcode: '50678',
      city: 'Köln',
      street: 'Severinstr.',
      houseNumber: '205',
      number: '205',
    });
    expect(['not-found', 'ambiguous']).toContain(row(8).status);
    expect(row(9)).toMatchObject({ status: 'invalid-input' });
    expect(['not-found', 'ambiguous']).toContain(row(10).status);

    expect(summary).toMatchObject({ output, rows: 10, resumed: 0, checked: 10, total: 10, ok: 5, aborted: false });
    expect(summary.reasons).toMatchObject({ incomplete: 2, 'invalid-input': 1 });
    expect(Object.values(summary.reasons).reduce((a, b) => a + b, 0)).toBe(5);
    expect(progress[0]).toEqual([0, undefined]);
    expect(progress.at(-1)).toEqual([10, 10]);
  });

  it('writes for each ok row the fields a form posts, which verifyAddress accepts as they are', async () => {
    const dir = await bookFolder();
    const input = await writeBook(dir, BOOK);
    const output = `${dir}/out.csv`;
    const { proxy } = signingProxy();
    await checkBook({ input, output, check: checkOf(proxy) });
    const ok = (await readRows(output)).filter((r) => r.status === 'ok');
    expect(ok.map((r) => r.country).sort()).toEqual(['BE', 'DE', 'NL', 'NL', 'NL']);
    for (const row of ok) {
      const verified = await verifyAddress(postedOf(row), { signingKey: SIGNING_KEY });
      expect(verified, `row ${row.row}`).toMatchObject({
        ok: true,
        address: { country: row.country, postcode: row.postcode, street: row.street, houseNumber: row.houseNumber },
      });
      // The parts a carrier takes apart are the ones the token covers.
      if (verified.ok) expect(verified.address.houseNumberParts.number).toBe(Number(row.number));
    }
    // A part changed after the check is not trusted.
    const belgian = ok.find((r) => r.country === 'BE');
    expect(await verifyAddress({ ...postedOf({ ...belgian, box: '2' }) }, { signingKey: SIGNING_KEY })).toEqual({
      ok: false,
      reason: 'tampered',
    });
  });

  it('refuses rows that cannot be asked about without a request', async () => {
    const dir = await bookFolder();
    const input = await writeBook(dir, [
      ['country', 'postcode', 'city', 'street', 'number'],
      ['NL', '2012ES', '', '', ''], // no house number
      ['FR', '75001', 'Paris', 'Rue de Rivoli', '1'], // a country the service does not know
      ['BE', '', '', 'Europalaan', '36'], // neither postcode nor city
      ['NL', '2012ES', '', '', '123456'], // a number out of range
      ['', '2012ES', '', '', '30'], // no country, none by default
    ]);
    const { proxy, calls } = signingProxy();
    const summary = await checkBook({ input, output: `${dir}/out.csv`, check: checkOf(proxy) });
    expect(summary.reasons).toEqual({ 'invalid-input': 5 });
    expect(calls).toHaveLength(0);
  });

  it('takes the columns the caller names, and a default country for a book without one', async () => {
    const dir = await bookFolder();
    const input = await writeBook(dir, [
      ['Straat en nummer', 'Pc', 'Woonplaats', 'Street'],
      ['Europalaan 36 bus 1', '2610', 'Antwerpen', 'not this one'],
    ]);
    const { proxy } = signingProxy();
    const output = `${dir}/out.csv`;
    const summary = await checkBook({
      input,
      output,
      check: checkOf(proxy),
      defaultCountry: 'BE',
      columns: { street: 'straat en nummer', postcode: 'Pc' },
    });
    expect(summary.ok).toBe(1);
    expect((await readRows(output))[0]).toMatchObject({
      status: 'ok',
      houseNumber: '36 bus 1',
      'input.Street': 'not this one',
    });
  });

  it('tells which column it does not find, and what the book has', async () => {
    const dir = await bookFolder();
    const input = await writeBook(dir, [
      ['country', 'zip', 'number'],
      ['NL', '2012ES', '30'],
    ]);
    const { proxy } = signingProxy();
    const run = (options: Partial<CheckBookOptions>) =>
      checkBook({ input, output: `${dir}/out.csv`, check: checkOf(proxy), ...options });
    const noCountry = await writeBook(
      dir,
      [
        ['zip', 'number'],
        ['2012ES', '30'],
      ],
      'nocountry.csv',
    );
    const cases: [Partial<CheckBookOptions>, string, RegExp][] = [
      [
        { columns: { street: 'Adres' } },
        'columns',
        /no column "Adres" \(for street\); its columns are: "country", "zip", "number"/u,
      ],
      [{ input: noCountry }, 'columns', /no country column: name it with --country, or give --default-country/u],
      [{ input: `${dir}/missing.csv` }, 'input', /Cannot read .*missing\.csv: no such file\./u],
      [{ output: input }, 'output', /is the book itself/u],
    ];
    for (const [options, kind, message] of cases) {
      const refused = await rejectionOf(run(options));
      expect(refused).toMatchObject({ name: 'CheckBookError', kind });
      expect(String(refused)).toMatch(message);
    }
  });

  it('reads a semicolon book with a byte order mark (Excel), and writes the same way', async () => {
    const dir = await bookFolder();
    const input = await writeBook(
      dir,
      [
        ['Land', 'Postcode', 'Huisnummer', 'Opmerking'],
        ['NL', '2012ES', '30', 'a; b'],
      ],
      'excel.csv',
      { delimiter: ';', bom: true },
    );
    const output = `${dir}/out.csv`;
    const { proxy } = signingProxy();
    await checkBook({ input, output, check: checkOf(proxy) });
    const rows = await readRows(output, ';');
    expect(rows).toEqual([expect.objectContaining({ status: 'ok', 'input.Opmerking': 'a; b', 'input.Land': 'NL' })]);
  });

  it('never has more checks under way than its concurrency', async () => {
    const dir = await bookFolder();
    const input = await writeBook(dir, dutchBook(40));
    let now = 0;
    let most = 0;
    const check: CheckBookOptions['check'] = async () => {
      now += 1;
      most = Math.max(most, now);
      await new Promise((resolve) => setTimeout(resolve, 2));
      now -= 1;
      return { ok: false, reason: 'not-found' };
    };
    const summary = await checkBook({ input, output: `${dir}/out.csv`, check, concurrency: 3 });
    expect(summary.rows).toBe(40);
    expect(most).toBe(3);
    expect(rowNumbers(await readRows(`${dir}/out.csv`))).toEqual(oneTo(40));
  });

  it('writes unavailable, never ok, when the service fails', async () => {
    const dir = await bookFolder();
    const input = await writeBook(dir, BOOK);
    const outage = () =>
      Promise.resolve(
        new Response('{"exception":"down"}', { status: 503, headers: { 'Content-Type': 'application/json' } }),
      );
    const { proxy, calls } = signingProxy(outage);
    const summary = await checkBook({ input, output: `${dir}/out.csv`, check: checkOf(proxy) });
    expect(summary.ok).toBe(0);
    expect(summary.reasons).toEqual({ unavailable: 9, 'invalid-input': 1 });
    expect(calls.length).toBeGreaterThan(0);
    const rows = await readRows(`${dir}/out.csv`);
    expect(rows.filter((r) => r.token !== '' || r.street !== '')).toEqual([]);
  });

  it('fails the run, with the file ended, when a check fails otherwise than by its abort', async () => {
    const dir = await bookFolder();
    const input = await writeBook(dir, dutchBook(20));
    let calls = 0;
    const check: CheckBookOptions['check'] = (): Promise<AddressCheckResult> => {
      calls += 1;
      return calls === 5
        ? Promise.reject(new Error('the check broke'))
        : Promise.resolve({ ok: false, reason: 'not-found' });
    };
    await expect(checkBook({ input, output: `${dir}/out.csv`, check, concurrency: 1 })).rejects.toThrow(
      'the check broke',
    );
    expect(rowNumbers(await readRows(`${dir}/out.csv`))).toEqual(oneTo(4));
  });
});
