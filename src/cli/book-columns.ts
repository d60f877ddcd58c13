import type { AddressCheckInput } from '../resolve/address-check.ts';
import { CheckBookError } from './check-book-error.ts';

/** The fields of a check, each read from one column of the book. */
export type BookField = keyof AddressCheckInput;

/** The fields, and the additional address line, where DHL's shop modules may put a Postnummer. */
export type BookColumn = BookField | 'addressLine2';

export const BOOK_FIELDS = [
  'country',
  'postcode',
  'city',
  'street',
  'houseNumber',
  'houseNumberAddition',
  'postNumber',
  'deliveryTo',
] as const satisfies readonly BookField[];

const BOOK_COLUMNS = [...BOOK_FIELDS, 'addressLine2'] as const satisfies readonly BookColumn[];

export type BookColumns = Partial<Record<BookColumn, string>>;

/** The names a column goes by, folded, the likeliest first: English, then Dutch, German and French. */
const ALIASES: Record<BookColumn, readonly string[]> = {
  country: ['country', 'countrycode', 'countryiso', 'land', 'landcode', 'pays'],
  postcode: ['postcode', 'postalcode', 'zip', 'zipcode', 'plz', 'postleitzahl', 'codepostal'],
  city: [
    'city',
    'town',
    'place',
    'locality',
    'plaats',
    'woonplaats',
    'ort',
    'stadt',
    'ville',
    'municipality',
    'gemeente',
  ],
  street: [
    'street',
    'streetaddress',
    'address',
    'addressline1',
    'address1',
    'street1',
    'streetname',
    'straat',
    'straatnaam',
    'strasse',
    'rue',
    'adres',
  ],
  houseNumber: [
    'housenumber',
    'number',
    'nr',
    'no',
    'num',
    'streetnumber',
    'housenr',
    'huisnummer',
    'huisnr',
    'hausnummer',
    'numero',
  ],
  houseNumberAddition: [
    'housenumberaddition',
    'addition',
    'suffix',
    'housenumbersuffix',
    'box',
    'bus',
    'toevoeging',
    'huisnummertoevoeging',
    'zusatz',
    'hausnummerzusatz',
  ],
  // Only names that mean DHL's customer number: not `Kundennummer` (any shop's customer number).
  postNumber: ['postnumber', 'postnummer', 'postnr', 'dhlpostnummer', 'dhlpostnumber'],
  deliveryTo: ['deliveryto'],
  addressLine2: [
    'addressline2',
    'address2',
    'street2',
    'streetaddress2',
    'adresszusatz',
    'addresszusatz',
    'adresregel2',
  ],
};

/** A header name without case, diacritics, spaces or separators: `House number`, `house_number`, `HOUSE-NR.` alike. */
function foldHeader(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/gu, 'ss')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

export type ColumnIndexes = Partial<Record<BookColumn, number>>;

/**
 * Finds each field's column in `header`: by the name `columns` gives, else by its usual names; each column for one
 * field only. Throws a {@link CheckBookError} for a name the header lacks, or when no address column is found.
 */
export function findColumns(header: readonly string[], columns: BookColumns = {}): ColumnIndexes {
  const folded = header.map(foldHeader);
  const indexes: ColumnIndexes = {};
  const taken = new Set<number>();
  for (const field of BOOK_COLUMNS) {
    const name = columns[field];
    if (name === undefined) continue;
    let at = header.indexOf(name);
    if (at < 0) at = folded.indexOf(foldHeader(name));
    if (at < 0) {
      throw new CheckBookError(
        'columns',
        `The book has no column "${name}" (for ${field}); its columns are: ${header.map((h) => `"${h}"`).join(', ')}.`,
      );
    }
    indexes[field] = at;
    taken.add(at);
  }
  for (const field of BOOK_COLUMNS) {
    if (columns[field] !== undefined) continue;
    for (const alias of ALIASES[field]) {
      const at = folded.findIndex((name, i) => name === alias && !taken.has(i));
      if (at >= 0) {
        indexes[field] = at;
        taken.add(at);
        break;
      }
    }
  }
  if (indexes.postcode === undefined && indexes.city === undefined && indexes.street === undefined) {
    throw new CheckBookError(
      'columns',
      `Found no address columns (postcode, city, street) in the header: ${header.map((h) => `"${h}"`).join(', ')}. Name them with --postcode, --city, --street.`,
    );
  }
  return indexes;
}

const COUNTRY_NAMES: Record<string, 'NL' | 'BE' | 'DE'> = {
  nld: 'NL',
  netherlands: 'NL',
  thenetherlands: 'NL',
  nederland: 'NL',
  holland: 'NL',
  niederlande: 'NL',
  paysbas: 'NL',
  bel: 'BE',
  belgium: 'BE',
  belgie: 'BE',
  belgique: 'BE',
  belgien: 'BE',
  deu: 'DE',
  germany: 'DE',
  deutschland: 'DE',
  duitsland: 'DE',
  allemagne: 'DE',
};

/** The country of a cell: a code as it is (the check reads it), a country's name (`Nederland`, `België`) as its code. */
export const countryOf = (cell: string): string => COUNTRY_NAMES[foldHeader(cell)] ?? cell;
