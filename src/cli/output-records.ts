import type { FileHandle } from 'node:fs/promises';
import { pipeline, Readable } from 'node:stream';
import { parse, type Options as ParseOptions } from 'csv-parse';
import { MAX_RECORD_SIZE } from './book-rows.ts';
import type { CsvDialect } from './csv-dialect.ts';

/*
 * Reading an output file as records with the text each was read from, so that what is kept of it is copied byte for
 * byte, and a record can be told from what this command would write for its cells.
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
  bom: true, delimiter: dialect.delimiter, max_record_size: MAX_OUTPUT_RECORD_SIZE, raw: true, record_delimiter: '\n', relax_column_count: true,
});

/** How much of the file is read at a time. */
const CHUNK = 64 * 1024;

/**
 * The file's bytes from its start up to `end` (all without), read through its handle at their positions. A stream of
 * the handle's own would close it when destroyed (a read broken off), `autoClose: false` or not; this one leaves it open.
 */
async function* bytesOf(file: FileHandle, end = Infinity): AsyncGenerator<Buffer> {
  for (let position = 0; position < end; ) {
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
