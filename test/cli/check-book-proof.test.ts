import { copyFile, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkBook, type CheckBookOptions } from '../../src/cli/check-book.ts';
import { escapeCell } from '../../src/cli/spreadsheet-safe.ts';
import type { AddressCheckResult } from '../../src/resolve/address-check.ts';
import { verifyAddress } from '../../src/server/index.ts';
import { proxyHarness } from '../support/proxy-harness.ts';
import { SIGNING_KEY } from '../support/signed-addresses.ts';
import { bookFolder, dutchBook, oneTo, readRows, rejectionOf, rowNumbers, writeBook } from './book-files.ts';

/** A check through a signing proxy in front of the reference API, its calls counted. */
function countedCheck() {
  const { proxy } = proxyHarness({ signingKey: SIGNING_KEY, cache: true });
  const checked: string[] = [];
  const check: CheckBookOptions['check'] = (input, options) => {
    checked.push(String(input.postcode));
    return proxy.checkAddress(input, options);
  };
  return { check, calls: () => checked.length };
}

/** What the CLI passes: the address of an earlier `ok` row if its token verifies with the signing key. */
const verifyDone: CheckBookOptions['verifyDone'] = async (posted) => {
  const verified = await verifyAddress(posted, { signingKey: SIGNING_KEY });
  return verified.ok ? verified.address : undefined;
};

/** A check that finds nothing, its calls counted. */
function countedNotFound() {
  let calls = 0;
  const check = (): Promise<AddressCheckResult> => {
    calls += 1;
    return Promise.resolve({ ok: false, reason: 'not-found', candidates: ['36 bus 1', '36 bus 2'] });
  };
  return { check, calls: () => calls };
}

/** An output's lines: the header, then each record's text, by row number. */
async function linesOf(path: string): Promise<{ header: string; byRow: Map<string, string> }> {
  const text = await readFile(path, 'utf8');
  const records = parse(text, { raw: true, record_delimiter: '\n' }) as unknown as { record: string[]; raw: string }[];
  const [first, ...rest] = records;
  return { header: first?.raw ?? '', byRow: new Map(rest.map(({ record, raw }) => [record[0] ?? '', raw])) };
}

/** An output put together from lines. */
const outputOf = (header: string, lines: readonly string[]): string => header + lines.join('');

/** A record's text with one of its cells replaced, written as the command writes it (so only the cell differs). */
function withCell(line: string, column: number, value: string): string {
  const [record = []] = parse(line, { record_delimiter: '\n' });
  record[column] = value;
  return stringify([record], { record_delimiter: '\n', quoted_match: /[,;\t"\r\n]/u });
}

/** A Dutch book of four rows, each with a note holding what CSV quotes. */
const notedBook = (): string[][] =>
  dutchBook(4).map((cells, i) => [
    ...cells,
    i === 0 ? 'note' : (['a\rb', 'x,"y"', 'plain', 'two\nlines'][i - 1] ?? ''),
  ]);

describe('checkBook: a resume keeps only what it proves it wrote for that very row', () => {
  it('checks again an ok record copied onto another row, though its token verifies', async () => {
    const dir = await bookFolder();
    const input = await writeBook(dir, dutchBook(4));
    const output = join(dir, 'out.csv');
    await checkBook({ input, output, check: countedCheck().check, verifyDone });
    const { header, byRow } = await linesOf(output);
    const rows = await readRows(output);
    expect(rows.every((row) => row.status === 'ok')).toBe(true);
    // Row 1's address, token and proof on row 2, which keeps its own customer: the token covers the address, not the row.
    const columns = Object.keys(rows[0] ?? {});
    const first = parse(byRow.get('1') ?? '');
    const second = parse(byRow.get('2') ?? '');
    const copied = columns.map((name, i) =>
      name === 'row' ? '2' : name.startsWith('input.') ? (second[0]?.[i] ?? '') : (first[0]?.[i] ?? ''),
    );
    await writeFile(
      output,
      outputOf(header, [
        byRow.get('1') ?? '',
        stringify([copied], { record_delimiter: '\n' }),
        byRow.get('3') ?? '',
        byRow.get('4') ?? '',
      ]),
    );

    const { check, calls } = countedCheck();
    expect(await checkBook({ input, output, check, verifyDone })).toMatchObject({
      resumed: 3,
      untrusted: 1,
      checked: 1,
      rows: 4,
    });
    expect(calls()).toBe(1);
    const again = await readRows(output);
    expect(rowNumbers(again)).toEqual(oneTo(4));
    const row2 = again.find((row) => row.row === '2');
    expect(row2?.postcode).toBe(dutchBook(4)[2]?.[2]);
    expect(row2?.['input.name']).toBe('customer 2');
  });

  it('checks again an ok record rewritten as not-found, as the check writes one', async () => {
    const dir = await bookFolder();
    const input = await writeBook(dir, dutchBook(3));
    const output = join(dir, 'out.csv');
    await checkBook({ input, output, check: countedCheck().check, verifyDone });
    const { header, byRow } = await linesOf(output);
    const [record = []] = parse(byRow.get('2') ?? '');
    const names = Object.keys((await readRows(output))[0] ?? {});
    // The address, its parts and the token emptied, as the check writes a row it did not find.
    const tokenAt = names.indexOf('token');
    const notFound = record.map((cell, i) => (i === 1 ? 'not-found' : i >= 2 && i <= tokenAt ? '' : cell));
    await writeFile(
      output,
      outputOf(header, [byRow.get('1') ?? '', stringify([notFound], { record_delimiter: '\n' }), byRow.get('3') ?? '']),
    );

    const { check, calls } = countedCheck();
    expect(await checkBook({ input, output, check, verifyDone })).toMatchObject({
      resumed: 2,
      untrusted: 1,
      checked: 1,
      ok: 3,
      reasons: {},
    });
    expect(calls()).toBe(1);
  });

  it('checks again a record with a raw carriage return in a cell, or a quote taken away around one', async () => {
    const dir = await bookFolder();
    const input = await writeBook(dir, notedBook());
    const output = join(dir, 'out.csv');
    await checkBook({ input, output, check: countedNotFound().check, concurrency: 1 });
    const written = await readFile(output, 'utf8');
    const { header, byRow } = await linesOf(output);
    // Row 1's note `a\rb` quoted, its quotes taken away: the same cells, but a raw CR that ends a row for Python's csv.
    const unquoted = (byRow.get('1') ?? '').replace('"a\rb"', 'a\rb');
    // Row 3's name with a raw CR inside it.
    const raw = (byRow.get('3') ?? '').replace('customer 3', 'custo\rmer 3');
    expect(unquoted).not.toBe(byRow.get('1'));
    expect(raw).not.toBe(byRow.get('3'));
    await writeFile(output, outputOf(header, [unquoted, byRow.get('2') ?? '', raw, byRow.get('4') ?? '']));

    const { check, calls } = countedNotFound();
    expect(await checkBook({ input, output, check, concurrency: 1 })).toMatchObject({
      resumed: 2,
      untrusted: 2,
      checked: 2,
      rows: 4,
    });
    expect(calls()).toBe(2);
    // Checked again, the rows are written as the first run wrote them.
    expect(new Set((await readFile(output, 'utf8')).split('\n'))).toEqual(new Set(written.split('\n')));
  });

  it('checks again the record of a row the book changed since', async () => {
    const dir = await bookFolder();
    const book = dutchBook(3);
    const input = await writeBook(dir, book);
    const output = join(dir, 'out.csv');
    await checkBook({ input, output, check: countedNotFound().check });
    await writeBook(
      dir,
      book.map((cells, i) => (i === 2 ? ['someone else', ...cells.slice(1)] : cells)),
    );
    const { check, calls } = countedNotFound();
    expect(await checkBook({ input, output, check })).toMatchObject({ resumed: 2, untrusted: 1, checked: 1, rows: 3 });
    expect(calls()).toBe(1);
    expect((await readRows(output)).find((row) => row.row === '2')?.['input.name']).toBe('someone else');
  });

  it('keeps its key beside the output, readable by its owner only, and without it (or with another) checks every row again', async () => {
    const dir = await bookFolder();
    const input = await writeBook(dir, dutchBook(3));
    const output = join(dir, 'out.csv');
    await checkBook({ input, output, check: countedNotFound().check });
    const key = `${output}.key`;
    expect(await readFile(key, 'utf8')).toMatch(/^[0-9a-f]{64}\n$/u);
    expect((await stat(key)).mode & 0o777).toBe(0o600);

    const first = countedNotFound();
    expect(await checkBook({ input, output, check: first.check })).toMatchObject({ resumed: 3, checked: 0 });
    await writeFile(key, `${'ab'.repeat(32)}\n`); // another key
    const other = countedNotFound();
    expect(await checkBook({ input, output, check: other.check })).toMatchObject({
      resumed: 0,
      untrusted: 3,
      checked: 3,
      rows: 3,
    });
    expect(other.calls()).toBe(3);
    await rm(key); // no key: a new one is made
    const none = countedNotFound();
    expect(await checkBook({ input, output, check: none.check })).toMatchObject({
      resumed: 0,
      untrusted: 3,
      checked: 3,
      rows: 3,
    });
    expect(await readFile(key, 'utf8')).not.toBe(`${'ab'.repeat(32)}\n`);
    expect(await checkBook({ input, output, check: countedNotFound().check })).toMatchObject({
      resumed: 3,
      checked: 0,
    });
  });

  it('refuses a key that is a symbolic link or not one it wrote, and leaves it and the output as they were', async () => {
    const dir = await bookFolder();
    const input = await writeBook(dir, dutchBook(2));
    const output = join(dir, 'out.csv');
    await checkBook({ input, output, check: countedNotFound().check });
    const written = await readFile(output);
    const key = `${output}.key`;
    await rm(key);
    const target = join(dir, 'secret.txt');
    await symlink(target, key);
    const linked = await rejectionOf(checkBook({ input, output, check: countedNotFound().check }));
    expect(String(linked)).toContain(`${key} is a symbolic link`);
    await expect(stat(target)).rejects.toMatchObject({ code: 'ENOENT' });
    await rm(key);
    await writeFile(key, 'not a key\n');
    const other = await rejectionOf(checkBook({ input, output, check: countedNotFound().check }));
    expect(other).toMatchObject({ name: 'CheckBookError', kind: 'output' });
    expect(String(other)).toContain('is not a key this command wrote');
    expect(await readFile(key, 'utf8')).toBe('not a key\n');
    expect((await readFile(output)).equals(written)).toBe(true);
  });

  it('makes no key beside an --out it refuses', async () => {
    const dir = await bookFolder();
    const input = await writeBook(dir, dutchBook(2));
    const output = join(dir, 'notes.csv');
    await writeFile(output, 'id,email\n');
    await rejectionOf(checkBook({ input, output, check: countedNotFound().check }));
    await expect(stat(`${output}.key`)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('keeps no record with a cell changed, whatever the cell and the change (property)', async () => {
    const dir = await bookFolder();
    const input = await writeBook(dir, notedBook());
    const pristine = join(dir, 'pristine.csv');
    await checkBook({ input, output: pristine, check: countedNotFound().check, concurrency: 1 });
    const { header, byRow } = await linesOf(pristine);
    const lines = ['1', '2', '3', '4'].map((row) => byRow.get(row) ?? '');
    const width = parse(lines[0] ?? '')[0]?.length ?? 0;
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: 3 }),
        fc.nat({ max: width - 1 }),
        fc.string({
          unit: fc.constantFrom('1', '2', 'a', 'o', 'k', ' ', '\r', '\n', '"', ',', '=', "'"),
          maxLength: 6,
        }),
        async (record, column, value) => {
          const before = parse(lines[record] ?? '')[0]?.[column];
          fc.pre(escapeCell(value, ',') !== before);
          run += 1;
          const output = join(dir, `edited-${run}.csv`);
          await copyFile(`${pristine}.key`, `${output}.key`);
          await writeFile(
            output,
            outputOf(
              header,
              lines.map((line, i) => (i === record ? withCell(line, column, value) : line)),
            ),
          );
          const { check, calls } = countedNotFound();
          expect(await checkBook({ input, output, check, concurrency: 1 })).toMatchObject({
            resumed: 3,
            untrusted: 1,
            checked: 1,
            rows: 4,
          });
          expect(calls()).toBe(1);
          // Checked again, the row's record is written as the first run wrote it.
          expect(new Set((await linesOf(output)).byRow.values())).toEqual(new Set(lines));
        },
      ),
      { numRuns: 60 },
    );
  }, 60_000);

  it('after a character put anywhere in a record, keeps no record but as written, or refuses the file as it is (property)', async () => {
    const dir = await bookFolder();
    const input = await writeBook(dir, notedBook());
    const pristine = join(dir, 'pristine.csv');
    await checkBook({ input, output: pristine, check: countedNotFound().check, concurrency: 1 });
    const { header, byRow } = await linesOf(pristine);
    const lines = ['1', '2', '3', '4'].map((row) => byRow.get(row) ?? '');
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: 3 }),
        fc.nat(),
        fc.constantFrom('\r', '\n', '"', ',', ';', ' ', "'", '=', '1'),
        async (record, at, put) => {
          run += 1;
          const output = join(dir, `edited-${run}.csv`);
          await copyFile(`${pristine}.key`, `${output}.key`);
          const line = lines[record] ?? '';
          const where = at % line.length; // before the line feed that ends the record
          const edited = outputOf(
            header,
            lines.map((text, i) => (i === record ? `${line.slice(0, where)}${put}${line.slice(where)}` : text)),
          );
          await writeFile(output, edited);
          const { check, calls } = countedNotFound();
          const summary = await checkBook({ input, output, check, concurrency: 1 }).catch((error: unknown) => error);
          if (summary instanceof Error) {
            expect(summary).toMatchObject({ name: 'CheckBookError', kind: 'output' });
            expect(await readFile(output, 'utf8')).toBe(edited);
            return;
          }
          // What was edited is dropped: a record not trusted (and checked again), or a last record cut back.
          expect(summary).toMatchObject({ rows: 4 });
          expect((summary as { untrusted: number }).untrusted + calls()).toBeGreaterThanOrEqual(1);
          expect(new Set((await linesOf(output)).byRow.values())).toEqual(new Set(lines));
        },
      ),
      { numRuns: 80 },
    );
  }, 60_000);
});
