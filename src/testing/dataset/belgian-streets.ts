import { range } from './build-dutch-street.ts';
import type { BelgianHouseNumberRecord, BelgianStreetRecord } from './types.ts';

const plain = (numbers: number[], postcode?: number): BelgianHouseNumberRecord[] =>
  numbers.map((number) => ({
    number,
    bisNumber: null,
    boxNumber: null,
    ...(postcode === undefined ? {} : { postcode }),
  }));

const boxes = (number: number, boxNumbers: string[], bisNumber: string | null = null): BelgianHouseNumberRecord[] =>
  boxNumbers.map((boxNumber) => ({ number, bisNumber, boxNumber }));

const bis = (number: number, bisNumbers: string[]): BelgianHouseNumberRecord[] =>
  bisNumbers.map((bisNumber) => ({ number, bisNumber, boxNumber: null }));

const numbered = (from: number, to: number): string[] => range(from, to).map(String);

/** The id of the street with the 1000-box apartment block, for performance tests and stories. */
export const APARTMENT_BLOCK_STREET_ID = 7301;

/** One street in each Antwerpen postcode the postal-area step offers (invented ids and numbers on real streets). */
const antwerpRows: [streetId: number, street: string, postcode: number, houseNumbers: BelgianHouseNumberRecord[]][] = [
  [1001, 'Meir', 2000, [...plain(range(1, 120)), ...boxes(24, numbered(1, 8))]],
  [1002, 'Groenplaats', 2000, plain(range(1, 40))],
  [1003, 'Lange Kievitstraat', 2018, plain(range(1, 160))],
  [1004, 'Kielsevest', 2020, plain(range(1, 60))],
  [1005, 'Blancefloerlaan', 2050, [...plain(range(1, 200)), ...boxes(180, numbered(1, 12))]],
  [1006, 'Offerandestraat', 2060, plain(range(1, 70))],
  // Over two postcodes: Borgerhout (2140) up to 120, Deurne (2100) from 121.
  [1007, 'Turnhoutsebaan', 2140, [...plain(range(1, 120)), ...plain(range(121, 240), 2100)]],
  [1008, 'Kroonstraat', 2140, plain(range(1, 150))],
  [1009, 'Bredabaan', 2170, [...plain(range(1, 400)), ...bis(300, ['A', 'B'])]],
  [1010, 'Kapelsestraat', 2180, plain(range(1, 300))],
  [1011, 'Grote Steenweg', 2600, [...plain(range(1, 300)), ...boxes(100, numbered(1, 6))]],
  [1012, 'Kioskplaats', 2660, plain(range(1, 110))],
];
const antwerpStreets = antwerpRows.map(([streetId, street, postcode, houseNumbers]): BelgianStreetRecord => ({
  streetId,
  municipalityNisCode: 11002,
  municipality: 'Antwerpen',
  street,
  postcode,
  language: 'nl',
  source: 'invented',
  houseNumbers,
}));

/** The Belgian streets of the reference dataset. */
export const belgianStreets: BelgianStreetRecord[] = [
  {
    // Documented: Antwerpen (NIS 11002), Europalaan id 824, postcode 2610, house numbers 1 to 36, "36 bus 1".
    // The split of numbers into boxes and bis numbers is the model's.
    streetId: 824,
    municipalityNisCode: 11002,
    municipality: 'Antwerpen',
    street: 'Europalaan',
    postcode: 2610,
    language: 'nl',
    source: 'documented',
    houseNumbers: [
      ...plain(range(1, 11)),
      ...bis(12, ['A', 'B']),
      ...plain(range(12, 29)),
      ...bis(2, ['BIS']),
      ...bis(1, ['30']),
      ...boxes(30, numbered(1, 4)),
      ...plain(range(31, 35)),
      ...boxes(36, numbered(1, 12)),
    ],
  },
  {
    // A street spanning two postcodes: the even numbers from 200 lie in 2020, the others in 2610.
    streetId: 1207,
    municipalityNisCode: 11002,
    municipality: 'Antwerpen',
    street: 'Boomsesteenweg',
    postcode: 2610,
    language: 'nl',
    source: 'invented',
    houseNumbers: [
      ...plain(range(1, 39, 2)),
      ...plain(range(200, 220, 2), 2020),
      ...boxes(210, ['0101', '0102', '0201', '0202'], null).map((h) => ({ ...h, postcode: 2020 })),
    ],
  },
  {
    // The apartment block: number 100 has 1000 boxes, for long lists and performance work.
    streetId: APARTMENT_BLOCK_STREET_ID,
    municipalityNisCode: 11002,
    municipality: 'Antwerpen',
    street: 'Jan Van Rijswijcklaan',
    postcode: 2018,
    language: 'nl',
    source: 'invented',
    houseNumbers: [...plain(range(90, 99)), ...boxes(100, numbered(1, 1000)), ...plain(range(101, 110))],
  },
  {
    // A French-speaking municipality: bis numbers and "bte" boxes, including the forms 6/3 bte 0101 and 18F box A0402.
    streetId: 5410,
    municipalityNisCode: 62063,
    municipality: 'Liège',
    street: 'Rue de la Cathédrale',
    postcode: 4000,
    language: 'fr',
    source: 'invented',
    houseNumbers: [
      ...plain(range(1, 20)),
      ...bis(3, ['A', 'B']),
      ...boxes(6, ['0101', '0102', '0201'], '3'),
      ...boxes(18, ['A0401', 'A0402', 'B0101'], 'F'),
      ...boxes(22, numbered(1, 6)),
      ...bis(24, ['BIS']),
    ],
  },
  {
    streetId: 5522,
    municipalityNisCode: 92094,
    municipality: 'Namur',
    street: 'Rue de Fer',
    postcode: 5000,
    language: 'fr',
    source: 'invented',
    houseNumbers: [...plain(range(1, 60)), ...boxes(42, ['1', '2', '3', '4'])],
  },
  {
    // A French street name with an apostrophe and accents, for encoding through the whole chain.
    streetId: 5411,
    municipalityNisCode: 62063,
    municipality: 'Liège',
    street: "Rue de l'Université",
    postcode: 4000,
    language: 'fr',
    source: 'invented',
    houseNumbers: [...plain(range(1, 30)), ...boxes(7, ['1', '2', '3'])],
  },
  // The German-speaking community: Eupen (NIS 63023), "Bus" boxes and street names with ß.
  {
    streetId: 6301,
    municipalityNisCode: 63023,
    municipality: 'Eupen',
    street: 'Gospertstraße',
    postcode: 4700,
    language: 'de',
    source: 'invented',
    houseNumbers: [...plain(range(1, 80)), ...bis(12, ['A']), ...boxes(40, numbered(1, 4))],
  },
  {
    streetId: 6302,
    municipalityNisCode: 63023,
    municipality: 'Eupen',
    street: 'Aachener Straße',
    postcode: 4700,
    language: 'de',
    source: 'invented',
    houseNumbers: plain(range(1, 120)),
  },
  ...antwerpStreets,
  {
    // A street with no known house numbers: the "street" validation mode offers what is typed.
    streetId: 9001,
    municipalityNisCode: 21004,
    municipality: 'Bruxelles',
    street: 'Rue Nouvelle',
    postcode: 1000,
    language: 'fr',
    source: 'invented',
    houseNumbers: [],
  },
];
