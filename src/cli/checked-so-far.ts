import type { FileHandle } from 'node:fs/promises';
import { CsvError } from 'csv-parse';
import { stringify } from 'csv-stringify/sync';
import { CheckBookError } from './check-book-error.ts';
import {
  cellOf,
  checkedCells,
  FAILURE_REASONS,
  postedFieldsOf,
  withoutProof,
  type CheckedResult,
  type WrittenAddress,
} from './checked-output.ts';
import { describeFileError, type CsvDialect } from './csv-dialect.ts';
import {
  BOM,
  cutBack,
  keepOnly,
  outputRecords,
  recordsUntilError,
  startsWithBom,
  type OutputFile,
} from './output-records.ts';
import type { RecordProof } from './record-proof.ts';
import { RowSet } from './row-set.ts';
import { RowTags } from './row-tags.ts';
import { escapeCell, spreadsheetSafe } from './spreadsheet-safe.ts';

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
  /**
   * The proof under the key beside the output, if there is one: without it (no key) no record is taken as done, since
   * none can be shown to be this command's.
   */
  proof: RecordProof | undefined;
  /**
   * Reads the book, telling `visit` each data row by its number (from 1) and its cells as the run checks them
   * (`undefined` for a row the run would refuse), and resolves to the count of its data rows.
   */
  bookRows: (visit: (row: number, cells: readonly string[] | undefined) => void) => Promise<number>;
  /**
   * The address an `ok` record holds, if its token still verifies for it: given what a form would post for it. Without
   * it no `ok` record is taken as done.
   */
  verifyDone?: ((posted: Readonly<Record<string, string>>) => Promise<WrittenAddress | undefined>) | undefined;
}

const fresh = (file: FileHandle): CheckedSoFar => ({
  rows: new RowSet(),
  statuses: new Map(),
  hasHeader: false,
  untrusted: 0,
  file,
});

/** A row number as the output writes it: the book's row, from 1, in plain digits. */
const CANONICAL_ROW = /^[1-9][0-9]*$/u;

/** The statuses a record may have, each by its place from 1 (as `RowTags` holds them). */
const STATUSES: readonly string[] = ['ok', ...FAILURE_REASONS];

/** What the first read of the output shows a record to be: its row, its book row's tag, its status. */
interface ProvenRecord {
  row: number;
  bookRowTag: Buffer;
  status: string;
}

/**
 * What a record of an earlier output proves, if it is taken as done so far as the output alone tells; else
 * `undefined`. It must be as this command writes it: its text byte for byte what the writer writes for its cells (so
 * no raw carriage return, no quote or escape missing), its row number canonical (`12`, not `012`, `12.0`, ` 1.2e1 `)
 * and not taken yet, its proof holding under the run's key for every cell as read, and either `ok` with an address
 * and token that `verifyDone` verifies (the cells of its address and parts exactly the verified ones) or a reason the
 * check gives with no address and no token. Whether it is for the book's row of that number as it reads now is
 * matched afterwards, in one read of the book.
 */
function provenRecord(dialect: CsvDialect, width: number, taken: RowTags, checks: DoneRecordChecks) {
  const written = spreadsheetSafe(dialect.delimiter);
  return async (record: readonly string[], raw: string): Promise<ProvenRecord | undefined> => {
    const { proof } = checks;
    if (proof === undefined || record.length !== width || stringify([record], written) !== raw) return undefined;
    const rowCell = cellOf(record, 'row');
    if (!CANONICAL_ROW.test(rowCell)) return undefined;
    const row = Number(rowCell);
    if (taken.statusOf(row) !== 0) return undefined;
    const bookRowTag = proof.bookRowTagOf(cellOf(record, 'proof'), withoutProof(record));
    if (bookRowTag === undefined) return undefined;
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
    const unproven = withoutProof(record);
    return checkedCells(row, result).every((cell, i) => escapeCell(cell, dialect.delimiter) === unproven[i])
      ? { row, bookRowTag, status }
      : undefined;
  };
}

/** The refusal of a file that is not an earlier output of this book. */
const notThisBooks = (path: string, why: string, cause?: unknown): CheckBookError =>
  new CheckBookError(
    'output',
    `${path} exists and is not the output of a check of this book (${why}): give another --out, or remove it.`,
    cause === undefined ? undefined : { cause },
  );

/**
 * Reads what an earlier run wrote to the output (opened by `openOutput`), to go on after it. The file must be empty, or
 * start with exactly the header this run writes (`expected`, on a line of its own); anything else is another file,
 * refused with a {@link CheckBookError} and left as it was, byte for byte. Of the records after the header, only those
 * the run can prove it wrote for the very row of the book they name count as done ({@link provenRecord}, then the
 * book row's tag matched against the book as it reads now: a record copied onto another row, edited in any cell, or
 * for a row the book no longer has does not). Any other record is dropped: the file is written anew without it
 * (beside it, then put in its place), and its row is checked again like any row not in the file. A last record cut off
 * by a hard kill (no line break after it, a quote left open) is dropped too: the file is cut back to the end of the
 * last whole record, so that what is appended makes valid CSV again.
 */
export async function readCheckedSoFar(
  file: OutputFile,
  dialect: CsvDialect,
  expected: readonly string[],
  checks: DoneRecordChecks,
): Promise<CheckedSoFar> {
  const { path, handle } = file;
  const size = (await handle.stat()).size;
  if (size === 0) return fresh(handle);
  const bom = await startsWithBom(file);
  if (bom && size === BOM.length) {
    await cutBack(file, 0); // Stopped between the mark and the header: nothing else was written.
    return fresh(handle);
  }
  const so = fresh(handle);
  const header = expected.map((name) => escapeCell(name, dialect.delimiter));
  // The records proven so far by the output alone: each row's tag and status, and their places in the file.
  const proven = new RowTags();
  const places = new RowSet();
  const isProven = provenRecord(dialect, header.length, proven, checks);
  let offset = bom ? BOM.length : 0;
  let wholeUpTo = 0;
  let place = -1;
  let records = 0;
  // A failure of `verifyDone` is its own, not the output's.
  let failedCheck: { error: unknown } | undefined;
  try {
    for await (const { record, raw } of recordsUntilError(outputRecords(handle, dialect))) {
      place += 1;
      offset += Buffer.byteLength(raw);
      const whole = raw.endsWith('\n');
      if (place === 0) {
        if (record.length !== header.length || record.some((name, i) => name !== header[i]))
          throw notThisBooks(path, 'its header differs');
        if (!whole) break; // The header alone, its line break not written: it is written anew.
        so.hasHeader = true;
        wholeUpTo = offset;
        continue;
      }
      if (!whole) break; // The last record, cut off by a hard kill.
      wholeUpTo = offset;
      records += 1;
      let found: ProvenRecord | undefined;
      try {
        found = await isProven(record, raw);
      } catch (error) {
        failedCheck = { error };
        break;
      }
      if (found === undefined) continue;
      proven.set(found.row, found.bookRowTag, STATUSES.indexOf(found.status) + 1);
      places.add(place);
    }
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    // A quote left open at the end, after the header: the last record was cut off inside a quoted cell.
    if (code === 'CSV_QUOTE_NOT_CLOSED' && so.hasHeader) {
      // Cut back below.
    } else if (error instanceof CsvError) {
      // Any of the parser's (its codes start with `CSV_`, but for `INVALID_OPENING_QUOTE`).
      throw notThisBooks(path, `not CSV this command wrote: ${error.message}`, error);
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
  // The rows proven so far, matched against the book as it reads now: each is done if its book row's tag holds for it.
  const proof = checks.proof;
  if (proof !== undefined && proven.size > 0) {
    await checks.bookRows((row, cells) => {
      if (cells === undefined || !proven.matches(row, proof.bookRowTag(row, cells))) return;
      so.rows.add(row);
      const status = STATUSES[proven.statusOf(row) - 1] ?? '';
      so.statuses.set(status, (so.statuses.get(status) ?? 0) + 1);
    });
  }
  so.untrusted = records - so.rows.size;
  if (so.untrusted > 0) {
    const kept = (at: number, record: readonly string[]): boolean =>
      places.has(at) && so.rows.has(Number(cellOf(record, 'row')));
    so.file = await keepOnly(file, dialect, { upTo: wholeUpTo, bom }, kept);
  } else if (wholeUpTo < size) {
    await cutBack(file, wholeUpTo);
  }
  return so;
}
