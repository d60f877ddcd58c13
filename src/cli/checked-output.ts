import { houseNumberPartsText, type HouseNumberParts } from '../api/house-number-parts.ts';
import type { ConfirmedAddress } from '../address/confirmed-address.ts';
import type { AddressCheckFailureReason } from '../resolve/address-check.ts';
import type { CsvDialect } from './csv-dialect.ts';
import type { RecordProof } from './record-proof.ts';
import { escapeCell } from './spreadsheet-safe.ts';

/**
 * The columns the check writes before the book's own: the row it checked, `ok` or why not, the confirmed address in
 * the service's spelling, its house number in the parts carriers take apart, for a DHL pickup its kind and Postnummer,
 * the token `verifyAddress` accepts, the candidates to choose from (`36 bus 1 | 36 bus 2`), and the proof that this
 * run wrote the record for that row of the book (see `RecordProof`).
 */
const CHECKED_COLUMNS = [
  'row', 'status', 'country', 'postcode', 'city', 'street', 'houseNumber', 'houseNumberAddition', 'number', 'addition', 'bis', 'box', 'deliveryTo', 'postNumber',
  'token', 'candidates', 'proof',
] as const;

type CheckedColumn = (typeof CHECKED_COLUMNS)[number];

/** The reasons a row is not `ok`, as its `status` cell says them (in the order the summary names them). */
export const FAILURE_REASONS: readonly AddressCheckFailureReason[] = ['not-found', 'ambiguous', 'incomplete', 'invalid-input', 'unavailable', 'over-budget'];

/** The prefix of the book's own columns in the output, so that nothing the book had is lost. */
const INPUT_PREFIX = 'input.';

/** The output's header for a book's header. */
export const outputHeader = (header: readonly string[]): string[] => [...CHECKED_COLUMNS, ...header.map((name) => `${INPUT_PREFIX}${name}`)];

/** How candidates are joined in their one cell. */
const CANDIDATE_SEPARATOR = ' | ';

/** The fields of a confirmed address the output writes: a check's `ConfirmedAddress`, or the address `verifyAddress` gives back. */
export type WrittenAddress = Omit<ConfirmedAddress, 'status'>;

/** What a check found, as the output writes it: an `AddressCheckResult`, or an earlier `ok` row verified again. */
export type CheckedResult = { ok: true; address: WrittenAddress; token: string } | { ok: false; reason: string; candidates?: readonly string[] | undefined };

/**
 * The check's cells of an output record: the row, its status, the address and its parts, the token, the candidates,
 * and the proof cell empty.
 */
export function checkedCells(row: number, result: CheckedResult): string[] {
  if (!result.ok) return [String(row), result.reason, ...Array.from({ length: CHECKED_COLUMNS.length - 4 }, () => ''), (result.candidates ?? []).join(CANDIDATE_SEPARATOR), ''];
  const { address, token } = result;
  const parts = address.houseNumberParts;
  return [
    String(row), 'ok', address.country, address.postcode, address.city, address.street, address.houseNumber, address.houseNumberAddition ?? '',
    String(parts.number), parts.addition ?? '', parts.bis ?? '', parts.box ?? '', address.pickup?.kind ?? '', address.pickup?.postNumber ?? '', token, '', '',
  ];
}

/** Where the proof cell is in a record. */
const PROOF_AT = CHECKED_COLUMNS.indexOf('proof');

/** A record with its proof cell empty: what the proof is over. */
export const withoutProof = (record: readonly string[]): string[] => record.map((cell, i) => (i === PROOF_AT ? '' : cell));

/**
 * How the output records of checked rows are written in a delimiter, under a proof: what the check found, then the
 * row's own cells, each escaped for spreadsheets (see `escapeCell`), and the proof over them and the book's row.
 */
export const checkedRecords =
  (proof: RecordProof, delimiter: CsvDialect['delimiter']) =>
  (row: number, result: CheckedResult, cells: readonly string[]): string[] => {
    const written = [...checkedCells(row, result), ...cells].map((cell) => escapeCell(cell, delimiter));
    written[PROOF_AT] = proof.proofOf(row, cells, written);
    return written;
  };

/** A cell of an output record by its column (`''` where the record has none). */
export const cellOf = (record: readonly string[], column: CheckedColumn): string => record[CHECKED_COLUMNS.indexOf(column)] ?? '';

/** A house number as the output writes it (no sign, no leading zero). */
const NUMBER = /^[1-9][0-9]*$/u;

/**
 * What a form posts for the address of an `ok` output record, under `verifyAddress`'s default field names: to verify
 * its token again. The house number's parts are posted as their canonical text from the `number`, `addition`, `bis`
 * and `box` cells (none for a number not written as the output writes it: such a record does not verify), and a
 * DHL pickup's `deliveryTo` and `postNumber` as its form posts them (nothing for a street address).
 */
export function postedFieldsOf(record: readonly string[]): Record<string, string> {
  const cell = (column: CheckedColumn): string => cellOf(record, column);
  const parts: HouseNumberParts = { number: Number(cell('number')) };
  for (const key of ['addition', 'bis', 'box'] as const) if (cell(key) !== '') parts[key] = cell(key);
  return {
    country: cell('country'),
    postcode: cell('postcode'),
    city: cell('city'),
    street: cell('street'),
    houseNumber: cell('houseNumber'),
    houseNumberAddition: cell('houseNumberAddition'),
    houseNumberParts: NUMBER.test(cell('number')) ? houseNumberPartsText(parts) : '',
    addressStatus: 'validated',
    addressToken: cell('token'),
    ...(cell('deliveryTo') === '' ? {} : { deliveryTo: cell('deliveryTo'), postNumber: cell('postNumber') }),
  };
}
