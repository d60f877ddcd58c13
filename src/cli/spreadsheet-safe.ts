import type { Options as StringifyOptions } from 'csv-stringify';
import type { CsvDialect } from './csv-dialect.ts';

/*
 * A spreadsheet opens a CSV file with the separator it guesses, which need not be the file's: a semicolon file opened
 * with a comma splits `x;"Bel ons,=10*10";y` into `x;"Bel ons` and `=10*10";y`, a formula. Quoting the cell does not
 * help (the quote is in the middle of the first piece), so a formula trigger is escaped wherever any reader may start
 * a cell: at a cell's start, and after a comma, semicolon, tab or line break inside it (quotes between them aside).
 */

/**
 * A cell's start when it would start a formula in a spreadsheet (Excel, LibreOffice Calc, Google Sheets), or hide one
 * behind it: OWASP's list for CSV injection (`=`, `+`, `-`, `@`, tab, carriage return), after any quotes.
 */
const FORMULA_START = /^"*(?=[=+\-@\t\r])/u;

/** Any of OWASP's triggers, anywhere. */
const TRIGGER = /[=+\-@\t\r]/u;

/** A trigger after a comma, semicolon, tab or line break inside a cell (and any quotes): where another reading starts a cell. */
const FORMULA_INSIDE = /([,;\t\r\n]"*)(?=[=+\-@\t\r])/gu;

/**
 * A comma, semicolon, tab or line break at a cell's end (and any quotes). In a tab-separated output the quote that
 * closes the cell and the tab after it follow it: a reading that took the quote for an opening one would start a cell
 * with that tab.
 */
const BREAK_AT_END = /[,;\t\r\n]"*$/u;

/**
 * A cell as the output writes it, as OWASP recommends: a `'` before each formula trigger a reader may take for a
 * cell's start, so a spreadsheet shows text and runs nothing. At the start (`=HYPERLINK(…)` → `'=HYPERLINK(…)`,
 * `-2+3` → `'-2+3`), after a comma, semicolon, tab or line break inside the cell (`Bel ons,=10*10` → `Bel ons,'=10*10`),
 * and, in a tab-separated output, after one that ends the cell (`a;` → `a;'`). Escaping twice changes nothing.
 * Nothing un-escapes it: the `input.*` cells are for people to read, and a run gone on with reads the book itself,
 * never these cells (an address cell the service gave that is escaped cannot verify as written, and is checked again).
 */
export function escapeCell(cell: string, delimiter: CsvDialect['delimiter']): string {
  if (!TRIGGER.test(cell) && (delimiter !== '\t' || !BREAK_AT_END.test(cell))) return cell; // most cells: nothing to escape
  const safe = cell.replace(FORMULA_INSIDE, "$1'").replace(FORMULA_START, "$&'");
  return delimiter === '\t' && BREAK_AT_END.test(safe) ? `${safe}'` : safe;
}

/** The cells that are quoted whatever the output's delimiter: any holding a comma, semicolon, tab, quote or line break. */
const QUOTED = /[,;\t"\r\n]/u;

/**
 * How the output is written in a dialect: a line feed after each record, every cell escaped as {@link escapeCell}
 * does, and every cell holding a comma, semicolon, tab, quote or line break (`\n` or a lone `\r`) quoted, whatever the
 * delimiter. So no reader (csv-parse, Python's csv module, a spreadsheet) takes a carriage return for the end of a row
 * the book never had, and none that splits the lines at a comma, semicolon or tab (the file's or another) finds a cell
 * that starts with `=`, `+`, `-`, `@`, a tab or a carriage return.
 */
export const spreadsheetSafe = (delimiter: CsvDialect['delimiter']) =>
  ({
    delimiter,
    record_delimiter: '\n',
    cast: { string: (cell: string) => escapeCell(cell, delimiter) },
    quoted_match: QUOTED,
  }) as const satisfies StringifyOptions;
