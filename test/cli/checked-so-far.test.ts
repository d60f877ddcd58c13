import { open, readFile, writeFile, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckBookError } from '../../src/cli/check-book-error.ts';
import { checkedRecords, outputHeader, type WrittenAddress } from '../../src/cli/checked-output.ts';
import { readCheckedSoFar, type DoneRecordChecks } from '../../src/cli/checked-so-far.ts';
import type { CsvDialect } from '../../src/cli/csv-dialect.ts';
import { BOM } from '../../src/cli/output-records.ts';
import { KEY_BYTES, RecordProof } from '../../src/cli/record-proof.ts';
import { spreadsheetSafe } from '../../src/cli/spreadsheet-safe.ts';
import { bookFolder, rejectionOf } from './book-files.ts';

const comma: CsvDialect = { delimiter: ',', bom: false };
const proof = new RecordProof(Buffer.alloc(KEY_BYTES, 3));
const BOOK_HEADER = ['street', 'postcode'];
const HEADER = outputHeader(BOOK_HEADER);
const BOOK: Record<number, string[]> = { 1: ['Julianastraat 30', '2012ES'], 2: ['Nowhere 1', '9999ZZ'] };
const julianastraat: WrittenAddress = {
  country: 'NL',
  postcode: '2012ES',
  city: 'Haarlem',
  street: 'Julianastraat',
  houseNumber: '30',
  houseNumberAddition: '',
  houseNumberParts: { number: 30 },
};

const write = checkedRecords(proof, ',');
const line = (record: readonly string[]): string => stringify([record], spreadsheetSafe(','));
const header = line(HEADER);
const okRecord = line(write(1, { ok: true, address: julianastraat, token: 'tok-1' }, BOOK[1] ?? []));
const notFoundRecord = line(write(2, { ok: false, reason: 'not-found' }, BOOK[2] ?? []));

const opened: FileHandle[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((handle) => handle.close().catch(() => undefined)));
});

async function outputWith(content: string | Buffer) {
  const path = join(await bookFolder(), 'checked.csv');
  await writeFile(path, content);
  const handle = await open(path, 'r+');
  opened.push(handle);
  return { path, handle };
}

/** The checks of a run over `book`, its key `proof`, its tokens verified by `verifyDone`. */
function checks(overrides: Partial<DoneRecordChecks> = {}, book = BOOK): DoneRecordChecks {
  return {
    proof,
    bookRows: (visit) => {
      for (const [row, cells] of Object.entries(book)) visit(Number(row), cells);
      return Promise.resolve(Object.keys(book).length);
    },
    verifyDone: (posted) => Promise.resolve(posted.addressToken === 'tok-1' ? julianastraat : undefined),
    ...overrides,
  };
}

async function readSoFar(content: string | Buffer, given: DoneRecordChecks = checks()) {
  const file = await outputWith(content);
  const so = await readCheckedSoFar(file, comma, HEADER, given);
  if (so.file !== file.handle) opened.push(so.file);
  return { so, path: file.path, file };
}

describe('readCheckedSoFar', () => {
  it('starts afresh on an empty file, and on one the run left with its byte order mark only', async () => {
    const empty = await readSoFar('');
    expect(empty.so).toMatchObject({ hasHeader: false, untrusted: 0 });
    expect(empty.so.rows.size).toBe(0);
    const marked = await readSoFar(BOM);
    expect(marked.so.hasHeader).toBe(false);
    expect(await readFile(marked.path)).toHaveLength(0);
  });

  it('takes as done every record it proves it wrote for that very row, and counts their statuses', async () => {
    const text = `${header}${okRecord}${notFoundRecord}`;
    const { so, path } = await readSoFar(text);
    expect(so.hasHeader).toBe(true);
    expect([so.rows.has(1), so.rows.has(2), so.rows.size]).toEqual([true, true, 2]);
    expect(Object.fromEntries(so.statuses)).toEqual({ ok: 1, 'not-found': 1 });
    expect(so.untrusted).toBe(0);
    expect(await readFile(path, 'utf8')).toBe(text);
  });

  it('drops the records of rows the book changed since, and writes the file anew without them', async () => {
    const { so, path } = await readSoFar(
      `${header}${okRecord}${notFoundRecord}`,
      checks({}, { ...BOOK, 2: ['Nowhere 2', '9999ZZ'] }),
    );
    expect([so.rows.has(1), so.rows.has(2)]).toEqual([true, false]);
    expect(so.untrusted).toBe(1);
    expect(await readFile(path, 'utf8')).toBe(`${header}${okRecord}`);
  });

  it('takes no record as done without the run’s key, nor an ok one without verifyDone or whose token no longer verifies', async () => {
    const text = `${header}${okRecord}${notFoundRecord}`;
    const keyless = await readSoFar(text, checks({ proof: undefined }));
    expect([keyless.so.rows.size, keyless.so.untrusted]).toEqual([0, 2]);
    expect(await readFile(keyless.path, 'utf8')).toBe(header);
    const unverified = await readSoFar(text, checks({ verifyDone: undefined }));
    expect([unverified.so.rows.has(1), unverified.so.rows.has(2)]).toEqual([false, true]);
    const expired = await readSoFar(text, checks({ verifyDone: () => Promise.resolve(undefined) }));
    expect(expired.so.rows.has(1)).toBe(false);
  });

  it('cuts off a last record a hard kill left without its line break', async () => {
    const { so, path } = await readSoFar(`${header}${okRecord}${notFoundRecord.slice(0, 20)}`);
    expect(so.rows.size).toBe(1);
    expect(await readFile(path, 'utf8')).toBe(`${header}${okRecord}`);
    const quoted = await readSoFar(`${header}${okRecord}2,"not fou`);
    expect(await readFile(quoted.path, 'utf8')).toBe(`${header}${okRecord}`);
  });

  it('refuses a file that is not an earlier output of this book, and leaves it as it was', async () => {
    for (const text of [`other,header\n${okRecord}`, 'just text without a break', `${header}${okRecord}"row,"x"y"\n`]) {
      const file = await outputWith(text);
      const error = await rejectionOf(readCheckedSoFar(file, comma, HEADER, checks()));
      expect(error, text).toBeInstanceOf(CheckBookError);
      expect(error).toMatchObject({
        kind: 'output',
        message: expect.stringContaining('is not the output of a check of this book') as string,
      });
      expect(await readFile(file.path, 'utf8')).toBe(text);
    }
  });

  it('lets a failure of verifyDone through as its own, and leaves the file as it was', async () => {
    const text = `${header}${okRecord}`;
    const failure = new Error('the signing key cannot be read');
    const file = await outputWith(text);
    const verifyDone = vi.fn(() => Promise.reject(failure));
    await expect(readCheckedSoFar(file, comma, HEADER, checks({ verifyDone }))).rejects.toBe(failure);
    expect(await readFile(file.path, 'utf8')).toBe(text);
  });
});
