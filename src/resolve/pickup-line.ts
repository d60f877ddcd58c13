import type { DhlPickupKind } from '../address/dhl-station.ts';

/** A DHL pickup read from a street line: the kind and the station's number as written, its range not checked. */
export interface PickupLine {
  kind: DhlPickupKind;
  /** The station's number, a whole number of one to four digits; `isDhlStationNumber` says whether the kind has it. */
  number: number;
}

/** The whole line: DHL's word for the kind, an optional `Nr.`, `No.`, `Nummer` or `#`, and one to four digits. */
const PICKUP_LINE = /^(pack[\s-]?station|post[\s-]?filiale)\s*(?:(?:nr|no|nummer)\.?\s*|#\s*)?(\d{1,4})$/iu;

/**
 * The DHL pickup a street line names (`Packstation 123`, `Postfiliale Nr. 456`), or `null` for any other line, which
 * stays a street. The range is not checked here, so a form can show what is wrong with `Packstation 42`; the spellings
 * read and not read are in docs/server/checked-on-the-server.mdx.
 * @example
 * ```ts
 * readPickupLine('Packstation 123'); // { kind: 'packstation', number: 123 }
 * ```
 */
export function readPickupLine(line: string): PickupLine | null {
  const [, word, digits] = PICKUP_LINE.exec(line.replace(/\s+/gu, ' ').trim()) ?? [];
  if (word === undefined || digits === undefined) return null;
  return { kind: /^pack/iu.test(word) ? 'packstation' : 'postfiliale', number: Number(digits) };
}
