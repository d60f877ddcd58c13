import type { DhlPickupKind } from '../address/dhl-station.ts';

/** A DHL pickup read from a street line: the kind and the station's number as written, its range not checked. */
export interface PickupLine {
  kind: DhlPickupKind;
  /** The station's number, a whole number of one to four digits; `isDhlStationNumber` says whether the kind has it. */
  number: number;
}

/**
 * The whole line: DHL's word for the kind (`Packstation`, `Pack Station`, `Pack-Station`; `Postfiliale`,
 * `Post Filiale`, `Post-Filiale`), an optional `Nr.`, `No.`, `Nummer` or `#`, and one to four digits.
 */
const PICKUP_LINE = /^(pack[\s-]?station|post[\s-]?filiale)\s*(?:(?:nr|no|nummer)\.?\s*|#\s*)?(\d{1,4})$/iu;

/**
 * A street line that names a DHL Packstation or Postfiliale (`Packstation 123`, `Postfiliale 456`), as a saved
 * address or an address book writes it after the shop modules (`street` the word, `houseNumber` the station's
 * number), read into the pickup it names; `null` for any other line, which stays a street.
 *
 * Read, since only DHL's pickups are called so and no German street is: the two words in any case, written as one
 * word, two or with a hyphen, joined to the number or not (`Packstation123`, `PACKSTATION 123`, `Pack Station 123`,
 * `Post-Filiale 456`), with `Nr.`, `No.`, `Nummer` or `#` before the number (`Postfiliale Nr. 456`), spaces around
 * the line and inside it as one.
 *
 * Not read, so that no street and no other carrier's pickup is taken for DHL's: `Filiale 456` (any business has
 * branches: a bank's, a bakery's), `Paketstation` and `Paketshop` (other carriers' words too), `Postfach` (a PO box,
 * not a pickup), a word with more text around it (`Packstation 123 Bonn`, `Packstationweg 3`), the word alone, and
 * a number of five digits or more (a Postnummer written into the street line: 6 to 10 digits). The number's range
 * is not checked here (`Packstation 42` is read), so that a form shows the shopper what is wrong with it instead of
 * looking up a street named "Packstation".
 *
 * @example
 * ```ts
 * readPickupLine('Packstation 123'); // { kind: 'packstation', number: 123 }
 * readPickupLine('Postfiliale Nr. 456'); // { kind: 'postfiliale', number: 456 }
 * readPickupLine('Filiale 456'); // null
 * ```
 */
export function readPickupLine(line: string): PickupLine | null {
  const [, word, digits] = PICKUP_LINE.exec(line.replace(/\s+/gu, ' ').trim()) ?? [];
  if (word === undefined || digits === undefined) return null;
  return { kind: /^pack/iu.test(word) ? 'packstation' : 'postfiliale', number: Number(digits) };
}
