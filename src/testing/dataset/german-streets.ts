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
    streetId: 1817, cityId: 14612000, city: 'Dresden', street: 'Eugen-Bracht-Str.', postcode: '01219',
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
    streetId: 1820, cityId: 14612000, city: 'Dresden', street: 'Teplitzer Str.', postcode: '01219', source: 'invented',
    houseNumbers: [...plain(range(1, 20)), ...plain(range(21, 41, 2), '01217'), ...additions(12, ['A', 'B', 'C'])],
  },
  {
    streetId: 2001, cityId: 11000000, city: 'Berlin', street: 'Unter den Linden', postcode: '10117', source: 'invented',
    houseNumbers: [...plain(range(1, 78)), ...additions(5, ['A', 'B']), ...additions(40, ['1', '2'])],
  },
  {
    streetId: 3050, cityId: 9162000, city: 'München', street: 'Maximilianstraße', postcode: '80539', source: 'invented',
    houseNumbers: [...plain(range(1, 60)), ...additions(17, ['A', 'B']), ...additions(60, ['1', '2', '3', '4'])],
  },
];
