import { range } from './build-dutch-street.ts';
import type { GermanHouseNumberRecord, GermanStreetRecord } from './types.ts';

const plain = (numbers: number[], postcode?: string): GermanHouseNumberRecord[] =>
  numbers.map((number) => ({ number, addition: null, ...(postcode === undefined ? {} : { postcode }) }));

const additions = (number: number, list: string[], postcode?: string): GermanHouseNumberRecord[] =>
  list.map((addition) => ({ number, addition, ...(postcode === undefined ? {} : { postcode }) }));

/** The German streets of the reference dataset. */
export const germanStreets: GermanStreetRecord[] = [
  {
    // Documented: Dresden, postcode 01219, Eugen-Bracht-Str. id 1817. Numbers and the city id are the model's;
    // numbers from 30 lie in 01217, so a suggestion's postcode can differ from the request's.
    streetId: 1817,
    cityId: 14612000,
    city: 'Dresden',
    street: 'Eugen-Bracht-Str.',
    postcode: '01219',
    source: 'documented',
    houseNumbers: [
      ...plain(range(1, 29)),
      ...additions(1, ['A', 'B', '30']),
      ...additions(7, ['A']),
      ...plain(range(30, 35), '01217'),
      ...additions(36, ['1', '2', '3'], '01217'),
    ],
  },
  {
    streetId: 1820,
    cityId: 14612000,
    city: 'Dresden',
    street: 'Teplitzer Str.',
    postcode: '01219',
    source: 'invented',
    houseNumbers: [...plain(range(1, 20)), ...plain(range(21, 41, 2), '01217'), ...additions(12, ['A', 'B', 'C'])],
  },
  // More of Dresden, one street in each further postcode the postal-area step offers.
  {
    streetId: 1830,
    cityId: 14612000,
    city: 'Dresden',
    street: 'Wilsdruffer Str.',
    postcode: '01067',
    source: 'invented',
    houseNumbers: [...plain(range(1, 30)), ...additions(10, ['A', 'B'])],
  },
  {
    streetId: 1831,
    cityId: 14612000,
    city: 'Dresden',
    street: 'Prager Str.',
    postcode: '01069',
    source: 'invented',
    houseNumbers: [...plain(range(1, 20)), ...additions(2, ['1', '2', '3'])],
  },
  {
    streetId: 1832,
    cityId: 14612000,
    city: 'Dresden',
    street: 'Hauptstr.',
    postcode: '01097',
    source: 'invented',
    houseNumbers: plain(range(1, 40)),
  },
  // The postcode 01465 of two places: Dresden-Langebrück and Radeberg's Liegau-Augustusbad.
  {
    streetId: 1833,
    cityId: 14612000,
    city: 'Dresden',
    street: 'Dresdner Str.',
    postcode: '01465',
    source: 'invented',
    houseNumbers: plain(range(1, 60)),
  },
  {
    streetId: 5001,
    cityId: 14625200,
    city: 'Radeberg',
    street: 'Dresdner Str.',
    postcode: '01465',
    source: 'invented',
    houseNumbers: plain(range(1, 25)),
  },
  // One street name twice in one postcode: the Dorfstraße of two villages of Bannewitz (Possendorf and Goppeln).
  {
    streetId: 5101,
    cityId: 14628020,
    city: 'Bannewitz',
    street: 'Dorfstr.',
    postcode: '01728',
    source: 'invented',
    houseNumbers: plain(range(1, 30)),
  },
  {
    streetId: 5102,
    cityId: 14628020,
    city: 'Bannewitz',
    street: 'Dorfstr.',
    postcode: '01728',
    source: 'invented',
    houseNumbers: plain(range(1, 18)),
  },
  // Köln: its users could not find streets once the postal area was chosen; every postcode here has streets.
  {
    streetId: 4001,
    cityId: 5315000,
    city: 'Köln',
    street: 'Hohe Str.',
    postcode: '50667',
    source: 'invented',
    houseNumbers: [...plain(range(1, 160)), ...additions(52, ['A'])],
  },
  {
    streetId: 4002,
    cityId: 5315000,
    city: 'Köln',
    street: 'Ehrenstr.',
    postcode: '50672',
    source: 'invented',
    houseNumbers: plain(range(1, 100)),
  },
  {
    // Over two postcodes: from 200 the numbers lie in 50678.
    streetId: 4003,
    cityId: 5315000,
    city: 'Köln',
    street: 'Severinstr.',
    postcode: '50676',
    source: 'invented',
    houseNumbers: [...plain(range(1, 199)), ...plain(range(200, 240), '50678'), ...additions(210, ['1', '2'], '50678')],
  },
  {
    streetId: 4004,
    cityId: 5315000,
    city: 'Köln',
    street: 'Am Malzbüchel',
    postcode: '50667',
    source: 'invented',
    houseNumbers: plain(range(1, 12)),
  },
  {
    streetId: 2001,
    cityId: 11000000,
    city: 'Berlin',
    street: 'Unter den Linden',
    postcode: '10117',
    source: 'invented',
    houseNumbers: [...plain(range(1, 78)), ...additions(5, ['A', 'B']), ...additions(40, ['1', '2'])],
  },
  {
    streetId: 3050,
    cityId: 9162000,
    city: 'München',
    street: 'Maximilianstraße',
    postcode: '80539',
    source: 'invented',
    houseNumbers: [...plain(range(1, 60)), ...additions(17, ['A', 'B']), ...additions(60, ['1', '2', '3', '4'])],
  },
];
