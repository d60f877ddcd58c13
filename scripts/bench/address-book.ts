/**
 * Address books as shops keep them, made from the reference dataset for the checked-addresses benchmark: Dutch,
 * Belgian and German customers, most of them in a few big towns (a street and postal area come back again and
 * again), written as people write them: any case, without diacritics, `Strasse` for `Straße`, the number in the
 * street line, a letter dropped or two swapped, a Belgian box left out, and now and then a row that cannot be asked
 * about at all. The same seed gives the same book.
 *
 * @example
 * ```ts
 * await writeAddressBook('/tmp/book.csv', generateAddressBook(10_000, 39));
 * ```
 */
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { formatBelgianHouseNumber } from '../../src/address/belgian-house-number.ts';
import { formatGermanHouseNumber } from '../../src/address/german-house-number.ts';
import { referenceDataset, type ReferenceDataset } from '../../src/testing/index.ts';
import { seeded } from './bench-harness.ts';

/** The columns of a written book, in order: the names of `checkAddress`'s input. */
export const ADDRESS_BOOK_COLUMNS = [
  'country',
  'postcode',
  'city',
  'street',
  'houseNumber',
  'houseNumberAddition',
] as const;
type AddressBookColumn = (typeof ADDRESS_BOOK_COLUMNS)[number];

/** What the generator did to a row on top of the way it is written. */
export type Alteration =
  | 'case' // city and street in upper or lower case, the country code in lower case
  | 'no-diacritics' // `Liege`, `Koln`, `Cesar Franckrode`
  | 'strasse' // `Maximilianstrasse` for `Maximilianstraße`, `Hohe Straße` for `Hohe Str.`
  | 'number-in-street' // `Europalaan 36 bus 1` in the street column, the number columns empty
  | 'misspelled-city' // a letter dropped or two neighbours swapped
  | 'misspelled-street'
  | 'no-box' // a Belgian building with boxes, written without one
  | 'no-addition' // a Dutch or German address with an addition, written without it
  | 'no-postcode' // city, street and number only
  | 'postcode-prefix' // `B-2610`, `D-50678`
  | 'invalid'; // cannot be asked about: another country, no house number, a number out of range, a wrong postcode

/** One row of a book: every column as a text, as a spreadsheet holds it, and what the generator did to it. */
export interface AddressBookRow extends Record<AddressBookColumn, string> {
  alterations: readonly Alteration[];
  /** The address the row was made from (`BE|2610|Europalaan|36 bus 1`): the same for every row of one home. */
  home: string;
}

type Country = 'NL' | 'BE' | 'DE';

/** One address of the dataset as its inhabitant would write it, before any alteration. */
interface Home {
  country: Country;
  postcode: string;
  /** Names of the place that people write (the first most often). */
  cities: readonly string[];
  street: string;
  /** The number without what follows it, and what follows (`A`, `bus 1`, `2`), `''` for none. */
  number: string;
  addition: string;
  /** The complete house number as written (`36 bus 1`, `36-2`, `129A`). */
  houseNumber: string;
  /** What a person writes when leaving out the addition or box, when the building has one. */
  withoutAddition?: string;
}

/** A town's streets, each a list of its homes. */
interface Town {
  country: Country;
  name: string;
  streets: Home[][];
}

/** The towns of each country, biggest (most homes in the dataset) first: customers come mostly from the first. */
function townsOf(dataset: ReferenceDataset): Record<Country, Town[]> {
  const towns = new Map<string, Town>();
  const streetIndex = new Map<string, number>();
  const add = (country: Country, town: string, street: string, home: Home) => {
    const key = `${country}|${town}`;
    const entry = towns.get(key) ?? { country, name: town, streets: [] };
    towns.set(key, entry);
    const streetKey = `${street}|${home.cities[0] ?? ''}`;
    const index = streetIndex.get(`${key}|${streetKey}`);
    if (index === undefined) {
      streetIndex.set(`${key}|${streetKey}`, entry.streets.length);
      entry.streets.push([home]);
    } else entry.streets[index]?.push(home);
  };

  for (const record of dataset.nl) {
    if (record.poBoxRange !== undefined) continue;
    const number = String(record.houseNumber);
    const addition = record.houseNumberAddition;
    // The bare number is another address when the building has one; otherwise leaving the addition out is incomplete.
    add('NL', record.city, record.street, {
      country: 'NL',
      postcode: record.postcode,
      cities: [record.city],
      street: record.street,
      number,
      addition,
      houseNumber: addition === '' ? number : /^\d/u.test(addition) ? `${number}-${addition}` : `${number}${addition}`,
      ...(addition === '' ? {} : { withoutAddition: number }),
    });
  }

  const bePlaces = new Map(
    (dataset.beMunicipalities ?? []).flatMap((m) =>
      m.postcodes.map((p) => [p.postcode, [...new Set([...p.names, ...m.names])]] as const),
    ),
  );
  for (const street of dataset.be) {
    for (const house of street.houseNumbers) {
      const postcode = house.postcode ?? street.postcode;
      const houseNumber = formatBelgianHouseNumber(house, street.language);
      const withoutBox = formatBelgianHouseNumber({ ...house, boxNumber: null }, street.language);
      add('BE', street.municipality, street.street, {
        country: 'BE',
        postcode: String(postcode),
        cities: bePlaces.get(postcode) ?? [street.municipality],
        street: street.street,
        number: withoutBox,
        addition: houseNumber.slice(withoutBox.length).trim(),
        houseNumber,
        ...(house.boxNumber === null ? {} : { withoutAddition: withoutBox }),
      });
    }
  }

  const deNames = new Map((dataset.deCities ?? []).map((c) => [c.cityId, c.names] as const));
  for (const street of dataset.de) {
    for (const house of street.houseNumbers) {
      const houseNumber = formatGermanHouseNumber(house);
      add('DE', street.city, street.street, {
        country: 'DE',
        postcode: house.postcode ?? street.postcode,
        cities: deNames.get(street.cityId) ?? [street.city],
        street: street.street,
        number: String(house.number),
        addition: house.addition ?? '',
        houseNumber,
        ...(house.addition === null ? {} : { withoutAddition: String(house.number) }),
      });
    }
  }

  const byCountry: Record<Country, Town[]> = { NL: [], BE: [], DE: [] };
  for (const town of towns.values()) byCountry[town.country].push(town);
  const homes = (town: Town) => town.streets.reduce((sum, street) => sum + street.length, 0);
  for (const list of Object.values(byCountry)) list.sort((a, b) => homes(b) - homes(a) || a.name.localeCompare(b.name));
  return byCountry;
}

/** An index from 0 to `weights.length - 1`, each as likely as its weight. */
function weighted(random: () => number, cumulative: readonly number[]): number {
  const total = cumulative[cumulative.length - 1] ?? 0;
  const at = random() * total;
  const index = cumulative.findIndex((c) => at < c);
  return index === -1 ? cumulative.length - 1 : index;
}

/** Zipf weights (1, 1/2, 1/3, …) summed up, for `count` items ranked by how often they come. */
const zipf = (count: number): number[] => {
  let sum = 0;
  return Array.from({ length: count }, (_, i) => (sum += 1 / (i + 1)));
};

const withoutDiacritics = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '');

/** A letter dropped, or two neighbouring letters swapped (never the first letter, never to the same text). */
function misspell(text: string, random: () => number): string {
  const letters = Array.from(text); // code points: the dataset's names have no combined characters
  const positions = letters.map((c, i) => (i > 0 && /\p{L}/u.test(c) ? i : -1)).filter((i) => i > 0);
  const at = positions[Math.floor(random() * positions.length)];
  if (at === undefined) return text;
  if (random() < 0.5 || letters[at - 1] === letters[at]) {
    letters.splice(at, 1);
  } else {
    const before = letters[at - 1] ?? '';
    letters[at - 1] = letters[at] ?? '';
    letters[at] = before;
  }
  return letters.join('');
}

/** `Straße` as people without the letter write it, and the abbreviation `Str.` written out. */
const strasse = (street: string, random: () => number): string =>
  /stra(ß|ss)e/iu.test(street)
    ? street.replace(/ß/gu, 'ss')
    : street.replace(/(s)tr\.$/iu, (_, s: string) => `${s}tra${random() < 0.5 ? 'ß' : 'ss'}e`);

/** A Dutch postcode as people write it: `2012ES`, `2012 ES`, `2012 es`. */
function dutchPostcode(postcode: string, random: () => number): string {
  const r = random();
  return r < 0.5
    ? postcode
    : r < 0.85
      ? `${postcode.slice(0, 4)} ${postcode.slice(4)}`
      : `${postcode.slice(0, 4)} ${postcode.slice(4).toLowerCase()}`;
}

/** Ways a row cannot be asked about. */
function invalidate(row: Omit<AddressBookRow, 'alterations' | 'home'>, random: () => number): void {
  const kind = Math.floor(random() * 5);
  if (kind === 0) row.country = random() < 0.5 ? 'FR' : 'Frankrijk';
  else if (kind === 1) {
    row.houseNumber = '';
    row.houseNumberAddition = '';
  } else if (kind === 2) {
    if (row.country.toUpperCase() === 'NL') row.houseNumber = random() < 0.5 ? '0' : '123456';
    else row.postcode = `${row.postcode}0`; // a digit too many
  } else if (kind === 3) {
    row.postcode = '';
    row.city = '';
  } else row.street = '';
}

/** How often each thing happens to a row (a row may have several). */
const RATES = {
  countries: [
    ['NL', 0.5],
    ['BE', 0.3],
    ['DE', 0.2],
  ] as const,
  invalid: 0.015,
  case: 0.1,
  noDiacritics: 0.5, // of rows whose names have diacritics
  strasse: 0.5, // of rows whose street has `Straße` or `Str.`
  numberInStreet: 0.15,
  misspelledCity: 0.03,
  misspelledStreet: 0.03,
  noBox: 0.15, // of Belgian homes with a box
  noAddition: 0.1, // of Dutch and German homes with an addition
  noPostcode: 0.06,
  postcodePrefix: 0.05, // of Belgian and German rows
  otherPlaceName: 0.2, // `Wilrijk` rather than `Antwerpen`, `Koeln` rather than `Köln`
  additionInItsColumn: 0.4, // of rows with an addition or box, written in the addition column
};

let towns: Record<Country, Town[]> | undefined;

/**
 * `rows` rows of an address book, the same for the same `seed`: half Dutch, a third Belgian, a fifth German
 * customers, their towns as often as a Zipf law of the town's size says (Antwerpen, Dresden and Köln, Haarlem and
 * Amsterdam come back again and again), each row written with the alterations in {@link RATES}. Each row says which
 * alterations it got.
 */
export function* generateAddressBook(rows: number, seed: number): Generator<AddressBookRow> {
  towns ??= townsOf(referenceDataset);
  const random = seeded(seed);
  const chance = (p: number) => random() < p;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const countryWeights = RATES.countries.reduce<number[]>(
    (sums, [, w]) => [...sums, (sums[sums.length - 1] ?? 0) + w],
    [],
  );
  const townWeights = { NL: zipf(towns.NL.length), BE: zipf(towns.BE.length), DE: zipf(towns.DE.length) };
  // Each street's homes in a shuffled order, taken in turn: its customers live at different numbers, as in a real
  // book, until the street (the dataset's, far shorter than a real one) has had every one of its homes.
  const taken = new Map<Home[], { order: Home[]; next: number }>();
  const nextHome = (street: Home[]): Home => {
    let state = taken.get(street);
    if (state === undefined || state.next === state.order.length) {
      const order = [...street];
      for (let i = order.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [order[i], order[j]] = [order[j] as Home, order[i] as Home];
      }
      state = { order, next: 0 };
      taken.set(street, state);
    }
    return state.order[state.next++] as Home;
  };

  for (let i = 0; i < rows; i++) {
    const country = RATES.countries[weighted(random, countryWeights)]?.[0] ?? 'NL';
    const town = towns[country][weighted(random, townWeights[country])];
    if (town === undefined) throw new Error(`the reference dataset has no ${country} town`);
    const street = pick(town.streets);
    const home = nextHome(street);
    const alterations: Alteration[] = [];
    const row: Omit<AddressBookRow, 'alterations' | 'home'> = {
      country,
      postcode: country === 'NL' ? dutchPostcode(home.postcode, random) : home.postcode,
      city:
        home.cities.length > 1 && chance(RATES.otherPlaceName) ? pick(home.cities.slice(1)) : (home.cities[0] ?? ''),
      street: home.street,
      houseNumber: home.houseNumber,
      houseNumberAddition: '',
    };
    if (home.withoutAddition !== undefined && chance(country === 'BE' ? RATES.noBox : RATES.noAddition)) {
      row.houseNumber = home.withoutAddition;
      alterations.push(country === 'BE' ? 'no-box' : 'no-addition');
    } else if (home.addition !== '' && chance(RATES.additionInItsColumn)) {
      row.houseNumber = home.number;
      row.houseNumberAddition = home.addition;
    }
    if (country !== 'NL' && chance(RATES.postcodePrefix)) {
      row.postcode = `${country === 'BE' ? 'B' : 'D'}-${row.postcode}`;
      alterations.push('postcode-prefix');
    }
    if (chance(RATES.noPostcode)) {
      row.postcode = '';
      alterations.push('no-postcode');
    }
    if (/ß|str\.$/iu.test(row.street) && chance(RATES.strasse)) {
      row.street = strasse(row.street, random);
      alterations.push('strasse');
    }
    if (withoutDiacritics(row.city + row.street) !== row.city + row.street && chance(RATES.noDiacritics)) {
      row.city = withoutDiacritics(row.city);
      row.street = withoutDiacritics(row.street);
      alterations.push('no-diacritics');
    }
    if (chance(RATES.misspelledCity)) {
      row.city = misspell(row.city, random);
      alterations.push('misspelled-city');
    }
    if (chance(RATES.misspelledStreet)) {
      row.street = misspell(row.street, random);
      alterations.push('misspelled-street');
    }
    if (chance(RATES.case)) {
      const upper = chance(0.5);
      row.city = upper ? row.city.toUpperCase() : row.city.toLowerCase();
      row.street = upper ? row.street.toUpperCase() : row.street.toLowerCase();
      row.country = row.country.toLowerCase();
      alterations.push('case');
    }
    if (chance(RATES.numberInStreet)) {
      row.street = `${row.street} ${[row.houseNumber, row.houseNumberAddition].filter((t) => t !== '').join(country !== 'BE' && /\d/u.test(row.houseNumberAddition) ? '-' : ' ')}`;
      row.houseNumber = '';
      row.houseNumberAddition = '';
      alterations.push('number-in-street');
    }
    if (chance(RATES.invalid)) {
      invalidate(row, random);
      alterations.push('invalid');
    }
    yield { ...row, alterations, home: `${country}|${home.postcode}|${home.street}|${home.houseNumber}` };
  }
}

/**
 * Writes `rows` as CSV with a header of {@link ADDRESS_BOOK_COLUMNS} (quoted where a field needs it), streamed:
 * a book of any size is never whole in memory.
 */
export async function writeAddressBook(path: string, rows: Iterable<AddressBookRow>): Promise<void> {
  await pipeline(
    Readable.from(rows),
    stringify({ header: true, columns: [...ADDRESS_BOOK_COLUMNS] }),
    createWriteStream(path),
  );
}
