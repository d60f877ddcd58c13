import type { FileHandle } from 'node:fs/promises';
import { CheckBookError } from './check-book-error.ts';
import { cellOf, checkedCells, FAILURE_REASONS, postedFieldsOf, type CheckedResult, type WrittenAddress } from './checked-output.ts';
import { describeFileError, type CsvDialect } from './csv-dialect.ts';
import { replaceFile } from './output-file.ts';
import { outputRecords, recordsUntilError } from './output-records.ts';
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
  /** Where the run goes on writing: the output's handle, or the new file's that took its place when it was written anew. */
  file: FileHandle;
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

const fresh = (file: FileHandle): CheckedSoFar => ({ rows: new RowSet(), statuses: new Map(), hasHeader: false, untrusted: 0, file });

/** The byte order mark, as an output written for an Excel book starts. */
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** A row number as the output writes it: the book's row, from 1, in plain digits. */
const CANONICAL_ROW = /^[1-9][0-9]*$/u;

/** The output file a run goes on with: its path (for messages and to put a new file in its place) and its handle. */
export interface OutputFile {
  path: string;
  handle: FileHandle;
}

/** Cuts the file back to its first `size` bytes. */
async function cutBack({ path, handle }: OutputFile, size: number): Promise<void> {
  try {
    await handle.truncate(size);
  } catch (error) {
    throw new CheckBookError('output', `Cannot write ${path}: ${describeFileError(error)}.`, { cause: error });
  }
}

/** Whether the file starts with a byte order mark (csv-parse leaves it out of the first record's raw text). */
async function startsWithBom({ path, handle }: OutputFile): Promise<boolean> {
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
interface KeptPart {
  upTo: number;
  bom: boolean;
}

/**
 * Writes the file anew with its header and the records `kept` (by their place after the header, from 1) of its first
 * `upTo` bytes, as they were: to a file beside it, then put in its place, so that a failure leaves it as it was.
 * Resolves to the new file's handle.
 */
function keepOnly(file: OutputFile, dialect: CsvDialect, { upTo, bom }: KeptPart, kept: RowSet): Promise<FileHandle> {
  return replaceFile(file.path, file.handle, async (handle) => {
    // Written through the handle, a chunk at a time: a stream of the handle's own would close it at its end.
    let chunk: Buffer[] = bom ? [BOM] : [];
    let size = chunk.length === 0 ? 0 : BOM.length;
    let place = 0;
    for await (const { raw } of recordsUntilError(outputRecords(file.handle, dialect, upTo))) {
      if (place === 0 || kept.has(place)) {
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
 * Reads what an earlier run wrote to the output (opened by `openOutput`), to go on after it. The file must be empty, or start with exactly the
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
export async function readCheckedSoFar(file: OutputFile, dialect: CsvDialect, expected: readonly string[], checks: DoneRecordChecks): Promise<CheckedSoFar> {
  const { path, handle } = file;
  const size = (await handle.stat()).size;
  if (size === 0) return fresh(handle);
  const bom = await startsWithBom(file);
  if (bom && size === BOM.length) {
    await cutBack(file, 0); // Stopped between the mark and the header: nothing else was written.
    return fresh(handle);
  }
  const so = fresh(handle);
  const isDone = doneRecord(dialect, expected.length, so.rows, checks);
  const header = expected.map((name) => escapeCell(name, dialect.delimiter));
  const kept = new RowSet();
  let offset = bom ? BOM.length : 0;
  let wholeUpTo = 0;
  let place = -1;
  // A failure of `verifyDone` (or of the count of the book's rows) is its own, not the output's.
  let failedCheck: { error: unknown } | undefined;
  try {
    for await (const { record, raw } of recordsUntilError(outputRecords(handle, dialect))) {
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
    await cutBack(file, 0);
    return fresh(handle);
  }
  if (so.untrusted > 0) so.file = await keepOnly(file, dialect, { upTo: wholeUpTo, bom }, kept);
  else if (wholeUpTo < size) await cutBack(file, wholeUpTo);
  return so;
}
