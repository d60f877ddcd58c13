import { open, readFile, writeFile, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckBookError } from '../../src/cli/check-book-error.ts';
import type { CsvDialect } from '../../src/cli/csv-dialect.ts';
import {
  BOM,
  cutBack,
  keepOnly,
  outputRecords,
  recordsUntilError,
  startsWithBom,
  type OutputFile,
  type RawRecord,
} from '../../src/cli/output-records.ts';
import { bookFolder, rejectionOf } from './book-files.ts';

const comma: CsvDialect = { delimiter: ',', bom: false };
const opened: FileHandle[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((handle) => handle.close().catch(() => undefined)));
});

/** An output file holding `content`, opened for reading and writing as a run opens it. */
async function outputWith(content: string | Buffer, flags = 'r+'): Promise<OutputFile> {
  const path = join(await bookFolder(), 'checked.csv');
  await writeFile(path, content);
  const handle = await open(path, flags);
  opened.push(handle);
  return { path, handle };
}

async function readAll(file: OutputFile, dialect: CsvDialect = comma, end?: number): Promise<RawRecord[]> {
  const records: RawRecord[] = [];
  for await (const record of recordsUntilError(outputRecords(file.handle, dialect, end))) records.push(record);
  return records;
}

describe('the records of an output', () => {
  it('come with the text each was read from, which adds up to the file', async () => {
    const text = 'row,status\n1,ok\n"2","not\nfound"\n3,"a ""quoted"" cell"\n';
    const records = await readAll(await outputWith(text));
    expect(records.map((r) => r.record)).toEqual([
      ['row', 'status'],
      ['1', 'ok'],
      ['2', 'not\nfound'],
      ['3', 'a "quoted" cell'],
    ]);
    expect(records.map((r) => r.raw).join('')).toBe(text);
  });

  it('are read in the output’s delimiter, and only up to the end given', async () => {
    const text = 'row;status\n1;ok\n2;ok\n';
    const file = await outputWith(text);
    expect((await readAll(file, { delimiter: ';', bom: false })).map((r) => r.record)).toEqual([
      ['row', 'status'],
      ['1', 'ok'],
      ['2', 'ok'],
    ]);
    expect(
      (await readAll(file, { delimiter: ';', bom: false }, 'row;status\n1;ok\n'.length)).map((r) => r.record),
    ).toEqual([
      ['row', 'status'],
      ['1', 'ok'],
    ]);
  });

  it('are all given, however many wait while they are looked at', async () => {
    const text = `row\n${Array.from({ length: 1000 }, (_, i) => `${i + 1}\n`).join('')}`;
    const records = await readAll(await outputWith(text));
    expect(records).toHaveLength(1001);
    expect(records.at(-1)?.record).toEqual(['1000']);
  });

  it('are given up to a quote left open, then its error', async () => {
    const file = await outputWith('row,status\n1,ok\n2,"not fou');
    const seen: string[][] = [];
    const error = await rejectionOf(
      (async () => {
        for await (const { record } of recordsUntilError(outputRecords(file.handle, comma))) seen.push(record);
      })(),
    );
    expect(seen).toEqual([
      ['row', 'status'],
      ['1', 'ok'],
    ]);
    expect(error).toMatchObject({ code: 'CSV_QUOTE_NOT_CLOSED' });
  });

  it('leave the handle open when the reading is broken off', async () => {
    const file = await outputWith('row\n1\n2\n3\n');
    for await (const { record } of recordsUntilError(outputRecords(file.handle, comma))) if (record[0] === '1') break;
    expect((await file.handle.stat()).size).toBe(10);
    expect(await readAll(file)).toHaveLength(4);
  });
});

describe('startsWithBom and cutBack', () => {
  it('tell an output that starts with a byte order mark', async () => {
    expect(await startsWithBom(await outputWith(Buffer.concat([BOM, Buffer.from('row\n')])))).toBe(true);
    expect(await startsWithBom(await outputWith('row\n'))).toBe(false);
    expect(await startsWithBom(await outputWith(BOM.subarray(0, 2)))).toBe(false);
  });

  it('cut the file back to the size given', async () => {
    const file = await outputWith('row\n1\n2,"cut of');
    await cutBack(file, 6);
    expect(await readFile(file.path, 'utf8')).toBe('row\n1\n');
  });

  it('tell a file that cannot be written as a CheckBookError of the output', async () => {
    const file = await outputWith('row\n1\n', 'r');
    const error = await rejectionOf(cutBack(file, 0));
    expect(error).toBeInstanceOf(CheckBookError);
    expect(error).toMatchObject({
      kind: 'output',
      message: expect.stringMatching(/^Cannot write .*checked\.csv: /u) as string,
    });
    expect(await readFile(file.path, 'utf8')).toBe('row\n1\n');
  });
});

describe('keepOnly', () => {
  it('writes the file anew with its header and the records kept, byte for byte, its mark too', async () => {
    const text = 'row,status\n1,ok\n"2","not\nfound"\n3,ok\n4,cut';
    const file = await outputWith(Buffer.concat([BOM, Buffer.from(text)]));
    const places: number[] = [];
    const upTo = BOM.length + text.indexOf('4,cut');
    const handle = await keepOnly(file, comma, { upTo, bom: true }, (place, record) => {
      places.push(place);
      return record[0] !== '1';
    });
    opened.push(handle);
    expect(places).toEqual([1, 2, 3]);
    expect(await readFile(file.path)).toEqual(
      Buffer.concat([BOM, Buffer.from('row,status\n"2","not\nfound"\n3,ok\n')]),
    );
    await handle.write('5,ok\n');
    expect(await readFile(file.path, 'utf8')).toMatch(/3,ok\n5,ok\n$/u);
  });
});
