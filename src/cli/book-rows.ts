import { createReadStream } from 'node:fs';
import { pipeline, type Readable } from 'node:stream';
import { pipeline as pipelineDone } from 'node:stream/promises';
import { CsvError, Parser, type Options as ParseOptions } from 'csv-parse';
import type { AddressCheckInput } from '../resolve/address-check.ts';
import { BOOK_FIELDS, countryOf, type BookColumn, type ColumnIndexes } from './book-columns.ts';
import { CheckBookError } from './check-book-error.ts';
import { describeFileError, type CsvDialect } from './csv-dialect.ts';

// So a quote never closed fails after 1 MiB, not with the rest of the file in memory.
export const MAX_RECORD_SIZE = 1024 * 1024;

/** Shared by both reads of the book (the count and the rows), so both count the same rows. */
const bookParseOptions = (dialect: CsvDialect): ParseOptions => ({
  bom: true,
  delimiter: dialect.delimiter,
  max_record_size: MAX_RECORD_SIZE,
  // A row with cells missing at its end has them empty; a quote inside an unquoted cell (`5" pipe`) is text.
  relax_column_count: true,
  relax_quotes: true,
  skip_empty_lines: true,
});

const startLines = new WeakMap<object, number>();

/** A parser that remembers, for its error, the line its failing record started at (told by its counts). */
class BookParser extends Parser {
  #lastLines = 0;
  #lastEmptyLines = 0;

  constructor(dialect: CsvDialect) {
    super(bookParseOptions(dialect));
    this.once('error', (error: unknown) => {
      if (typeof error === 'object' && error !== null)
        startLines.set(error, this.#lastLines + 1 + this.info.empty_lines - this.#lastEmptyLines);
    });
  }

  override push(chunk: unknown, encoding?: BufferEncoding): boolean {
    if (chunk !== null) {
      this.#lastLines = this.info.lines;
      this.#lastEmptyLines = this.info.empty_lines;
    }
    return super.push(chunk, encoding);
  }
}

const bookParser = (dialect: CsvDialect): Parser => new BookParser(dialect);

export const bookRecords = (path: string, dialect: CsvDialect): Readable =>
  pipeline(createReadStream(path), bookParser(dialect), () => {
    // Errors reach the iteration of the records; a break ends the pipeline early, which is no error.
  });

/** A row's cells padded to the header's width; `undefined` for non-empty cells past the header (nothing keeps them). */
export function ownCells(cells: readonly string[], width: number): readonly string[] | undefined {
  if (cells.length === width) return cells;
  if (cells.slice(width).some((cell) => cell !== '')) return undefined;
  return Array.from({ length: width }, (_, i) => cells[i] ?? '');
}

/** Counts the book's data rows in a read of its own, telling `visit` each row by its number (from 1). */
export async function countRows(
  path: string,
  dialect: CsvDialect,
  { signal, visit }: { signal?: AbortSignal; visit?: (row: number, cells: string[]) => void } = {},
): Promise<number> {
  const parser = bookParser(dialect);
  let records = 0;
  parser.on('data', (cells: string[]) => {
    if (records > 0) visit?.(records, cells);
    records += 1;
  });
  await pipelineDone(createReadStream(path), parser, signal === undefined ? {} : { signal });
  return Math.max(records - 1, 0);
}

function csvMistake(error: CsvError): string {
  const line = startLines.get(error);
  if (line === undefined) return error.message;
  if (error.code === 'CSV_MAX_RECORD_SIZE')
    return `the record that starts at line ${line} holds more than ${MAX_RECORD_SIZE / 1024 / 1024} MiB (a quote never closed?).`;
  if (error.code === 'CSV_QUOTE_NOT_CLOSED')
    return `the record that starts at line ${line} opens a quote that is never closed.`;
  return error.message;
}

/** A CSV parser's error about the book, as a mistake in it: `book.csv: Invalid Closing Quote … at line 3`. */
export function bookError(path: string, error: unknown): unknown {
  if (error instanceof CheckBookError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (error instanceof CsvError)
    return new CheckBookError('input', `${path} is not valid CSV: ${csvMistake(error)}`, { cause: error });
  if (typeof code === 'string' && code.startsWith('E'))
    return new CheckBookError('input', `Cannot read ${path}: ${describeFileError(error)}.`, { cause: error });
  return error;
}

const POST_NUMBER_LINE = /^\s*(\d{6,10})\s*$/u;

/** The input of a check from a row's cells; without a Postnummer column, an address line 2 of 6 to 10 digits is one. */
export function checkInput(
  cells: readonly string[],
  columns: ColumnIndexes,
  defaultCountry: string,
): AddressCheckInput {
  const cell = (field: BookColumn): string | undefined => {
    const at = columns[field];
    return at === undefined ? undefined : (cells[at] ?? '');
  };
  const country = cell('country')?.trim() ?? '';
  const input: AddressCheckInput = { country: country === '' ? defaultCountry : countryOf(country) };
  for (const field of BOOK_FIELDS) {
    const value = cell(field);
    if (field !== 'country' && value !== undefined) input[field] = value;
  }
  const inLine = columns.postNumber === undefined ? POST_NUMBER_LINE.exec(cell('addressLine2') ?? '')?.[1] : undefined;
  if (inLine !== undefined) input.postNumber = inLine;
  return input;
}
