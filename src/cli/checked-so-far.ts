import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm, stat, truncate } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { pipeline, type Readable } from 'node:stream';
import { pipeline as pipelineDone } from 'node:stream/promises';
import { parse, type Options as ParseOptions } from 'csv-parse';
import { MAX_RECORD_SIZE } from './book-rows.ts';
import { CheckBookError } from './check-book-error.ts';
import { cellOf, checkedCells, FAILURE_REASONS, postedFieldsOf, type CheckedResult, type WrittenAddress } from './checked-output.ts';
import { describeFileError, sniffDialect, type CsvDialect } from './csv-dialect.ts';
import { RowSet } from './row-set.ts';
import { escapeCell, startsFormula } from './spreadsheet-safe.ts';

/** What an earlier run left in the output file, as far as it is trusted. */
export interface CheckedSoFar {
  /** The rows taken as done: each is in the file once, and is not checked again. */
  rows: RowSet;
  /** How many of them have each status. */
  statuses: Map<string, number>;
  /** Whether the file has the header already (else it is written anew). */
  hasHeader: boolean;
  /** The whole records after the header that were not taken as done: dropped from the file. */
  untrusted: number;
}

/** What tells the records of an earlier output that are done. */
export interface DoneRecordChecks {
  /** Counts the book's data rows (the header not counted): asked once, for the first record that names a row. */
  bookRows: () => Promise<number>;
  /**
   * The address an `ok` record holds, if its token still verifies for it: given what a form would post for it. Without
   * it no `ok` record is taken as done.
   */
  verifyDone?: ((posted: Readonly<Record<string, string>>) => Promise<WrittenAddress | undefined>) | undefined;
}

const fresh = (): CheckedSoFar => ({ rows: new RowSet(), statuses: new Map(), hasHeader: false, untrusted: 0 });

/** The byte order mark, as an output written for an Excel book starts. */
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** A row number as the output writes it: the book's row, from 1, in plain digits. */
const CANONICAL_ROW = /^[1-9][0-9]*$/u;

/** An output's records with their raw text; every byte is in one (no line is skipped), so the raw texts add up to the file. */
interface RawRecord {
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

/** The records of the output up to byte `end` (all without), as read; errors reach the iteration. */
const outputRecords = (path: string, dialect: CsvDialect, end?: number): Readable =>
  pipeline(createReadStream(path, end === undefined ? {} : { end: end - 1 }), parse(outputParseOptions(dialect)), () => {
    // Errors reach the iteration of the records; a break ends the pipeline early, which is no error.
  });

/** How many records wait to be looked at before the parser is paused. */
const WAITING_RECORDS = 64;

/**
 * The records of the output as they are read, those before an error too (a stream's own iteration drops what it
 * holds when it fails, and a quote left open fails only at the file's end), then the error. The parser is paused
 * while records wait; ending the iteration early ends the read.
 */
async function* recordsUntilError(parser: Readable): AsyncGenerator<RawRecord> {
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

/** The size of a file, or `undefined` when there is none. */
async function sizeOf(path: string): Promise<number | undefined> {
  try {
    return (await stat(path)).size;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return undefined;
    throw new CheckBookError('output', `Cannot read ${path}: ${describeFileError(error)}.`, { cause: error });
  }
}

/** Cuts the file back to its first `size` bytes. */
async function cutBack(path: string, size: number): Promise<void> {
  try {
    await truncate(path, size);
  } catch (error) {
    throw new CheckBookError('output', `Cannot write ${path}: ${describeFileError(error)}.`, { cause: error });
  }
}

/** What {@link keepOnly} writes again: the file's first `upTo` bytes, with its byte order mark if it had one. */
interface KeptPart {
  upTo: number;
  bom: boolean;
}

/**
 * Writes the file anew with its header and the records `kept` (by their place after the header, from 1) of its first
 * `upTo` bytes, as they were: to a file beside it, then put in its place, so that a failure leaves it as it was.
 */
async function keepOnly(path: string, dialect: CsvDialect, { upTo, bom }: KeptPart, kept: RowSet): Promise<void> {
  const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await pipelineDone(
      outputRecords(path, dialect, upTo),
      async function* (records: AsyncIterable<RawRecord>) {
        if (bom) yield BOM;
        let place = 0;
        for await (const { raw } of records) {
          if (place === 0 || kept.has(place)) yield raw;
          place += 1;
        }
      },
      createWriteStream(temporary, { flags: 'wx' }),
    );
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw new CheckBookError('output', `Cannot write ${path}: ${describeFileError(error)}.`, { cause: error });
  }
}

/**
 * The row a record of an earlier output stands for, if it is taken as done; else `undefined`. It is done only as this
 * command writes it: its row number canonical (`12`, not `012`, `12.0`, ` 1.2e1 `) and one of the book's rows not
 * done yet, no cell that would start a formula (the output escapes them all), and either `ok` with an address and
 * token that `verifyDone` verifies (the cells of its address and parts exactly the verified ones) or a reason the
 * check gives with no address and no token.
 */
function doneRecord(dialect: CsvDialect, width: number, done: RowSet, checks: DoneRecordChecks): (record: readonly string[]) => Promise<number | undefined> {
  let bookRows: Promise<number> | undefined;
  return async (record) => {
    if (record.length !== width || record.some(startsFormula)) return undefined;
    const rowCell = cellOf(record, 'row');
    if (!CANONICAL_ROW.test(rowCell)) return undefined;
    const row = Number(rowCell);
    if (done.has(row) || row > (await (bookRows ??= checks.bookRows()))) return undefined;
    const status = cellOf(record, 'status');
    let result: CheckedResult;
    if (status === 'ok') {
      const address = await checks.verifyDone?.(postedFieldsOf(record));
      if (address === undefined) return undefined;
      result = { ok: true, address, token: cellOf(record, 'token') };
    } else if ((FAILURE_REASONS as readonly string[]).includes(status)) {
      result = { ok: false, reason: status, candidates: [cellOf(record, 'candidates')] };
    } else {
      return undefined;
    }
    return checkedCells(row, result).every((cell, i) => escapeCell(cell, dialect.delimiter) === record[i]) ? row : undefined;
  };
}

/** The refusal of a file that is not an earlier output of this book. */
const notThisBooks = (path: string, why: string, cause?: unknown): CheckBookError =>
  new CheckBookError('output', `${path} exists and is not the output of a check of this book (${why}): give another --out, or remove it.`, cause === undefined ? undefined : { cause });

/**
 * Reads what an earlier run wrote to `path`, to go on after it. The file must be empty, or start with exactly the
 * header this run writes (`expected`, on a line of its own); anything else is another file, refused with a
 * {@link CheckBookError} and left as it was, byte for byte. Of the records after the header, only those
 * {@link doneRecord} takes as done count: a row of the book by its canonical number, found `ok` with a token that
 * still verifies for the address written (`checks.verifyDone`), or found not `ok` as the check writes it. Any other
 * record (a number not canonical or past the book's end, a row twice, a token that does not verify, cells this
 * command does not write) is dropped: the file is written anew without it (beside it, then put in its place), and
 * its row is checked again like any row not in the file. A last record cut off by a hard kill (no line break after
 * it, a quote left open) is dropped too: the file is cut back to the end of the last whole record, so that what is
 * appended makes valid CSV again.
 */
export async function readCheckedSoFar(path: string, dialect: CsvDialect, expected: readonly string[], checks: DoneRecordChecks): Promise<CheckedSoFar> {
  const size = await sizeOf(path);
  if (size === undefined || size === 0) return fresh();
  // The byte order mark as the file has it (csv-parse leaves it out of the first record's raw text).
  const bom = (await sniffDialect(path, 'output'))?.bom === true;
  if (bom && size === BOM.length) {
    await cutBack(path, 0); // Stopped between the mark and the header: nothing else was written.
    return fresh();
  }
  const so = fresh();
  const isDone = doneRecord(dialect, expected.length, so.rows, checks);
  const header = expected.map((name) => escapeCell(name, dialect.delimiter));
  const kept = new RowSet();
  let offset = bom ? BOM.length : 0;
  let wholeUpTo = 0;
  let place = -1;
  // A failure of `verifyDone` (or of the count of the book's rows) is its own, not the output's.
  let failedCheck: { error: unknown } | undefined;
  try {
    for await (const { record, raw } of recordsUntilError(outputRecords(path, dialect))) {
      place += 1;
      offset += Buffer.byteLength(raw);
      const whole = raw.endsWith('\n');
      if (place === 0) {
        if (record.length !== header.length || record.some((name, i) => name !== header[i])) throw notThisBooks(path, 'its header differs');
        if (!whole) break; // The header alone, its line break not written: it is written anew.
        so.hasHeader = true;
        wholeUpTo = offset;
        continue;
      }
      if (!whole) break; // The last record, cut off by a hard kill.
      wholeUpTo = offset;
      let row: number | undefined;
      try {
        row = await isDone(record);
      } catch (error) {
        failedCheck = { error };
        break;
      }
      if (row === undefined) {
        so.untrusted += 1;
        continue;
      }
      so.rows.add(row);
      kept.add(place);
      const status = cellOf(record, 'status');
      so.statuses.set(status, (so.statuses.get(status) ?? 0) + 1);
    }
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    // A quote left open at the end, after the header: the last record was cut off inside a quoted cell.
    if (code === 'CSV_QUOTE_NOT_CLOSED' && so.hasHeader) {
      // Cut back below.
    } else if (typeof code === 'string' && code.startsWith('CSV_')) {
      throw notThisBooks(path, `not CSV this command wrote: ${(error as Error).message}`, error);
    } else if (typeof code === 'string' && code.startsWith('E')) {
      throw new CheckBookError('output', `Cannot read ${path}: ${describeFileError(error)}.`, { cause: error });
    } else {
      throw error;
    }
  }
  if (failedCheck !== undefined) throw failedCheck.error;
  if (place < 0) throw notThisBooks(path, 'it holds no header');
  if (!so.hasHeader) {
    await cutBack(path, 0);
    return fresh();
  }
  if (so.untrusted > 0) await keepOnly(path, dialect, { upTo: wholeUpTo, bom }, kept);
  else if (wholeUpTo < size) await cutBack(path, wholeUpTo);
  return so;
}
