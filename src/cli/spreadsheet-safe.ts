import type { Options as StringifyOptions } from 'csv-stringify';

/**
 * The first characters a spreadsheet (Excel, LibreOffice Calc, Google Sheets) reads a cell as a formula by, or that
 * hide one behind them: OWASP's list for CSV injection (`=`, `+`, `-`, `@`, tab, carriage return).
 */
const FORMULA_START = /^[=+\-@\t\r]/u;

/** Whether a cell's text would start a formula in a spreadsheet (so the output escapes it, and holds no such cell). */
export const startsFormula = (cell: string): boolean => FORMULA_START.test(cell);

/**
 * A cell as the output writes it: with a leading `'` when it would start a formula (`=HYPERLINK(…)` →
 * `'=HYPERLINK(…)`, `-2+3` → `'-2+3`), so a spreadsheet shows it as text and runs nothing, as OWASP recommends.
 * Nothing un-escapes it: the `input.*` cells are for people to read, and a run gone on with reads the book itself,
 * never these cells (an address cell the service gave that starts so cannot verify as written, and is checked again).
 */
const escapeFormula = (cell: string): string => (startsFormula(cell) ? `'${cell}` : cell);

/**
 * How the output is written, on top of its dialect: every cell escaped as {@link escapeFormula} does, and every cell
 * holding a line break (`\n` or a lone `\r`) quoted, so that no reader (csv-parse, Python's csv module, a
 * spreadsheet) takes a carriage return for the end of a row the book never had.
 */
export const SPREADSHEET_SAFE = {
  cast: { string: escapeFormula },
  quoted_match: /[\r\n]/u,
} as const satisfies StringifyOptions;
