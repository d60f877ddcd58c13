import type { FileHandle } from 'node:fs/promises';
import { pipeline, Readable } from 'node:stream';
import { parse, type Options as ParseOptions } from 'csv-parse';
import { MAX_RECORD_SIZE } from './book-rows.ts';
import { CheckBookError } from './check-book-error.ts';
import { describeFileError, type CsvDialect } from './csv-dialect.ts';
import { replaceFile } from './output-file.ts';

/*
 * Reading an output file as records with the text each was read from, so that what is kept of it is copied byte for
 * byte, and a record can be told from what this command would write for its cells; cutting it back, and writing it
 * anew with only the records kept. All through the handle the output was opened with.
 */

/** An output's records with their raw text; every byte is in one (no line is skipped), so the raw texts add up to the file. */
export interface RawRecord {
  record: string[];
  raw: string;
}

/**
 * The most one record of an output may hold: a book's record escaped (a `'` before a character at most doubles it)
 * and the check's cells. A quote left open past it is no record this command cut off: the file is refused.
 */
const MAX_OUTPUT_RECORD_SIZE = 4 * MAX_RECORD_SIZE;

/** How an output is read: as this command writes it, a line feed after each record, the book's delimiter. */
const outputParseOptions = (dialect: CsvDialect): ParseOptions => ({
  bom: true,
  delimiter: dialect.delimiter,
  max_record_size: MAX_OUTPUT_RECORD_SIZE,
  raw: true,
  record_delimiter: '\n',
  relax_column_count: true,
});

/** How much of the file is read at a time. */
const CHUNK = 64 * 1024;

/**
 * The file's bytes from its start up to `end` (all without), read through its handle at their positions. A stream of
 * the handle's own would close it when destroyed (a read broken off), `autoClose: false` or not; this one leaves it open.
 */
async function* bytesOf(file: FileHandle, end = Infinity): AsyncGenerator<Buffer> {
  for (let position = 0; position < end;) {
    const length = Math.min(CHUNK, end - position);
    const { bytesRead, buffer } = await file.read(Buffer.alloc(length), 0, length, position);
    if (bytesRead === 0) return;
    yield buffer.subarray(0, bytesRead);
    position += bytesRead;
  }
}

/** The records of the output up to byte `end` (all without), as read through its handle, which stays open; errors reach the iteration. */
export const outputRecords = (file: FileHandle, dialect: CsvDialect, end?: number): Readable =>
  pipeline(Readable.from(bytesOf(file, end), { objectMode: false }), parse(outputParseOptions(dialect)), () => {
    // Errors reach the iteration of the records; a break ends the pipeline early, which is no error.
  });

/** How many records wait to be looked at before the parser is paused. */
const WAITING_RECORDS = 64;

/**
 * The records of the output as they are read, those before an error too (a stream's own iteration drops what it
 * holds when it fails, and a quote left open fails only at the file's end), then the error. The parser is paused
 * while records wait; ending the iteration early ends the read.
 */
export async function* recordsUntilError(parser: Readable): AsyncGenerator<RawRecord> {
  const waiting: RawRecord[] = [];
  // Set by the parser's events, between the waits.
  const told: { ended: boolean; failure?: { error: unknown } } = { ended: false };
  let wake: (() => void) | undefined;
  const tell = (): void => {
    wake?.();
    wake = undefined;
  };
  parser.on('data', (record: RawRecord) => {
    waiting.push(record);
    if (waiting.length >= WAITING_RECORDS) parser.pause();
    tell();
  });
  parser.on('end', () => {
    told.ended = true;
    tell();
  });
  parser.on('error', (error: unknown) => {
    told.failure = { error };
    tell();
  });
  try {
    for (;;) {
      const next = waiting.shift();
      if (next !== undefined) {
        if (waiting.length === 0 && parser.isPaused()) parser.resume();
        yield next;
      } else if (told.failure !== undefined) {
        throw told.failure.error;
      } else if (told.ended) {
        return;
      } else {
        await new Promise<void>((resolve) => (wake = resolve));
      }
    }
  } finally {
    parser.destroy();
  }
}

/** The output file a run goes on with: its path (for messages and to put a new file in its place) and its handle. */
export interface OutputFile {
  path: string;
  handle: FileHandle;
}

/** The byte order mark, as an output written for an Excel book starts. */
export const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** Cuts the file back to its first `size` bytes. */
export async function cutBack({ path, handle }: OutputFile, size: number): Promise<void> {
  try {
    await handle.truncate(size);
  } catch (error) {
    throw new CheckBookError('output', `Cannot write ${path}: ${describeFileError(error)}.`, { cause: error });
  }
}

/** Whether the file starts with a byte order mark (csv-parse leaves it out of the first record's raw text). */
export async function startsWithBom({ path, handle }: OutputFile): Promise<boolean> {
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(BOM.length), 0, BOM.length, 0);
    return bytesRead === BOM.length && buffer.equals(BOM);
  } catch (error) {
    throw new CheckBookError('output', `Cannot read ${path}: ${describeFileError(error)}.`, { cause: error });
  }
}

/** How much {@link keepOnly} gathers before it writes. */
const WRITE_CHUNK = 64 * 1024;

/** What {@link keepOnly} writes again: the file's first `upTo` bytes, with its byte order mark if it had one. */
export interface KeptPart {
  upTo: number;
  bom: boolean;
}

/**
 * Writes the file anew with its header and the records of its first `upTo` bytes that `keep` keeps (told their place
 * after the header, from 1), as they were: to a file beside it, then put in its place, so that a failure leaves it as
 * it was. Resolves to the new file's handle.
 */
export function keepOnly(
  file: OutputFile,
  dialect: CsvDialect,
  { upTo, bom }: KeptPart,
  keep: (place: number, record: readonly string[]) => boolean,
): Promise<FileHandle> {
  return replaceFile(file.path, file.handle, async (handle) => {
    // Written through the handle, a chunk at a time: a stream of the handle's own would close it at its end.
    let chunk: Buffer[] = bom ? [BOM] : [];
    let size = bom ? BOM.length : 0;
    let place = 0;
    for await (const { record, raw } of recordsUntilError(outputRecords(file.handle, dialect, upTo))) {
      if (place === 0 || keep(place, record)) {
        const bytes = Buffer.from(raw);
        chunk.push(bytes);
        size += bytes.length;
      }
      place += 1;
      if (size >= WRITE_CHUNK) {
        await handle.write(Buffer.concat(chunk));
        chunk = [];
        size = 0;
      }
    }
    if (size > 0) await handle.write(Buffer.concat(chunk));
  });
}
