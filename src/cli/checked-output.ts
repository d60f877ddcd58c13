import { createReadStream } from 'node:fs';
import { stat, truncate } from 'node:fs/promises';
import { parse } from 'csv-parse';
import type { AddressCheckResult } from '../resolve/address-check.ts';
import { CheckBookError } from './check-book-error.ts';
import { describeFileError, sniffDialect, type CsvDialect } from './csv-dialect.ts';
import { RowSet } from './row-set.ts';

/**
 * The columns the check writes before the book's own: the row it checked, `ok` or why not, the confirmed address in
 * the service's spelling, its house number in the parts carriers take apart, the token `verifyAddress` accepts, and
 * the candidates to choose from (`36 bus 1 | 36 bus 2`).
 */
const CHECKED_COLUMNS = [
  'row', 'status', 'country', 'postcode', 'city', 'street', 'houseNumber', 'houseNumberAddition', 'number', 'addition', 'bis', 'box', 'token', 'candidates',
] as const;

/** The prefix of the book's own columns in the output, so that nothing the book had is lost. */
const INPUT_PREFIX = 'input.';

/** The output's header for a book's header. */
export const outputHeader = (header: readonly string[]): string[] => [...CHECKED_COLUMNS, ...header.map((name) => `${INPUT_PREFIX}${name}`)];

/** How candidates are joined in their one cell. */
const CANDIDATE_SEPARATOR = ' | ';

/** The output record of a checked row: what the check found, then the row's own cells. */
export function checkedRecord(row: number, result: AddressCheckResult, cells: readonly string[]): string[] {
  if (!result.ok) {
    const found = [String(row), result.reason, '', '', '', '', '', '', '', '', '', '', '', (result.candidates ?? []).join(CANDIDATE_SEPARATOR)];
    return [...found, ...cells];
  }
  const { address, token } = result;
  const parts = address.houseNumberParts;
  return [
    String(row), 'ok', address.country, address.postcode, address.city, address.street, address.houseNumber, address.houseNumberAddition ?? '',
    String(parts.number), parts.addition ?? '', parts.bis ?? '', parts.box ?? '', token, '',
    ...cells,
  ];
}

/** What an earlier run left in the output file. */
export interface CheckedSoFar {
  /** The rows it holds. */
  rows: RowSet;
  /** How many of them have each status. */
  statuses: Map<string, number>;
  /** Whether the file has the header already (else it is written anew). */
  hasHeader: boolean;
}

const FRESH = (): CheckedSoFar => ({ rows: new RowSet(), statuses: new Map(), hasHeader: false });

/** The size of a file, or `undefined` when there is none. */
async function sizeOf(path: string): Promise<number | undefined> {
  try {
    return (await stat(path)).size;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return undefined;
    throw new CheckBookError('output', `Cannot read ${path}: ${describeFileError(error)}.`, { cause: error });
  }
}

/**
 * Reads the rows an earlier run wrote to `path` (by their `row`), to go on after them: the file must have the header
 * this run writes (`expected`), else it is another book's and is left alone (a {@link CheckBookError}). A last record
 * cut off by a hard kill (no line break after it, a quote left open, fields missing) is dropped: the file is cut back
 * to the end of the last whole record, so that what is appended makes valid CSV again.
 */
export async function readCheckedSoFar(path: string, dialect: CsvDialect, expected: readonly string[]): Promise<CheckedSoFar> {
  const size = await sizeOf(path);
  if (size === undefined || size === 0) return FRESH();
  const so = FRESH();
  // The byte order mark as the file has it (csv-parse leaves it out of the first record's raw text).
  let offset = (await sniffDialect(path, 'output'))?.bom === true ? 3 : 0;
  let wholeUpTo = 0;
  let cut = false;
  await new Promise<void>((resolve, reject) => {
    const parser = parse({ bom: true, delimiter: dialect.delimiter, raw: true, relax_column_count: true, skip_empty_lines: true });
    const source = createReadStream(path);
    source.on('error', (error) => {
      parser.destroy();
      reject(new CheckBookError('output', `Cannot read ${path}: ${describeFileError(error)}.`, { cause: error }));
    });
    parser.on('data', ({ record, raw }: { record: string[]; raw: string }) => {
      if (cut) return;
      offset += Buffer.byteLength(raw);
      const whole = raw.endsWith('\n') && record.length === expected.length;
      if (!so.hasHeader) {
        if (!raw.endsWith('\n') && expected.join('\u0000').startsWith(record.join('\u0000'))) {
          cut = true; // A header cut off: the file is written anew.
          return;
        }
        if (!whole || record.some((name, i) => name !== expected[i])) {
          parser.destroy();
          source.destroy();
          reject(new CheckBookError('output', `${path} exists and is not the output of a check of this book (its header differs): give another --out, or remove it.`));
          return;
        }
        so.hasHeader = true;
        wholeUpTo = offset;
        return;
      }
      const row = Number(record[0]);
      if (!whole || !Number.isSafeInteger(row) || row < 1) {
        cut = true; // Only the last record can be cut off; whatever follows it is not kept either.
        return;
      }
      if (so.rows.add(row)) so.statuses.set(record[1] ?? '', (so.statuses.get(record[1] ?? '') ?? 0) + 1);
      wholeUpTo = offset;
    });
    parser.on('error', (error: Error & { code?: string }) => {
      source.destroy();
      // A quote left open at the end: the last record was cut off inside a quoted cell.
      if (error.code === 'CSV_QUOTE_NOT_CLOSED') resolve();
      else reject(new CheckBookError('output', `${path} exists and is not CSV this command wrote (${error.message}): give another --out, or remove it.`, { cause: error }));
    });
    parser.on('end', resolve);
    source.pipe(parser);
  });
  if (!so.hasHeader) wholeUpTo = 0;
  if (wholeUpTo < size) {
    try {
      await truncate(path, wholeUpTo);
    } catch (error) {
      throw new CheckBookError('output', `Cannot write ${path}: ${describeFileError(error)}.`, { cause: error });
    }
  }
  return so;
}
