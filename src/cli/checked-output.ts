import { houseNumberPartsText, type HouseNumberParts } from '../api/house-number-parts.ts';
import type { ConfirmedAddress } from '../address/confirmed-address.ts';
import type { AddressCheckFailureReason } from '../resolve/address-check.ts';
import type { CsvDialect } from './csv-dialect.ts';
import type { RecordProof } from './record-proof.ts';
import { escapeCell } from './spreadsheet-safe.ts';

/** The columns the check writes before the book's own (see `RecordProof` for `proof`). */
const CHECKED_COLUMNS = [
  'row',
  'status',
  'country',
  'postcode',
  'city',
  'street',
  'houseNumber',
  'houseNumberAddition',
  'number',
  'addition',
  'bis',
  'box',
  'deliveryTo',
  'postNumber',
  'token',
  'candidates',
  'proof',
] as const;

type CheckedColumn = (typeof CHECKED_COLUMNS)[number];

/** The reasons a row is not `ok`, as its `status` cell says them (in the order the summary names them). */
export const FAILURE_REASONS: readonly AddressCheckFailureReason[] = [
  'not-found',
  'ambiguous',
  'incomplete',
  'invalid-input',
  'unavailable',
  'over-budget',
];

const INPUT_PREFIX = 'input.';

export const outputHeader = (header: readonly string[]): string[] => [
  ...CHECKED_COLUMNS,
  ...header.map((name) => `${INPUT_PREFIX}${name}`),
];

const CANDIDATE_SEPARATOR = ' | ';

/** The fields of a confirmed address the output writes: a check's `ConfirmedAddress`, or the address `verifyAddress` gives back. */
export type WrittenAddress = Omit<ConfirmedAddress, 'status'>;

/** An `AddressCheckResult`, or an earlier `ok` row verified again. */
export type CheckedResult =
  | { ok: true; address: WrittenAddress; token: string }
  | { ok: false; reason: string; candidates?: readonly string[] | undefined };

export function checkedCells(row: number, result: CheckedResult): string[] {
  if (!result.ok)
    return [
      String(row),
      result.reason,
      ...Array.from({ length: CHECKED_COLUMNS.length - 4 }, () => ''),
      (result.candidates ?? []).join(CANDIDATE_SEPARATOR),
      '',
    ];
  const { address, token } = result;
  const parts = address.houseNumberParts;
  return [
    String(row),
    'ok',
    address.country,
    address.postcode,
    address.city,
    address.street,
    address.houseNumber,
    address.houseNumberAddition ?? '',
    String(parts.number),
    parts.addition ?? '',
    parts.bis ?? '',
    parts.box ?? '',
    address.pickup?.kind ?? '',
    address.pickup?.postNumber ?? '',
    token,
    '',
    '',
  ];
}

const PROOF_AT = CHECKED_COLUMNS.indexOf('proof');

/** A record with its proof cell empty: what the proof is over. */
export const withoutProof = (record: readonly string[]): string[] =>
  record.map((cell, i) => (i === PROOF_AT ? '' : cell));

/** Writes a checked row's record: the check's cells, the row's own (escaped, see `escapeCell`), the proof over them. */
export const checkedRecords =
  (proof: RecordProof, delimiter: CsvDialect['delimiter']) =>
  (row: number, result: CheckedResult, cells: readonly string[]): string[] => {
    const written = [...checkedCells(row, result), ...cells].map((cell) => escapeCell(cell, delimiter));
    written[PROOF_AT] = proof.proofOf(row, cells, written);
    return written;
  };

export const cellOf = (record: readonly string[], column: CheckedColumn): string =>
  record[CHECKED_COLUMNS.indexOf(column)] ?? '';

/** A house number as the output writes it (no sign, no leading zero). */
const NUMBER = /^[1-9][0-9]*$/u;

/** What a form posts for an `ok` record, under `verifyAddress`'s default names, to verify its token again. */
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
