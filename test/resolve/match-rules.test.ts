import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BelgianHouseNumberSuggestion, BelgianPostalArea, GermanPostalArea, GermanStreet } from '../../src/api/types.ts';
import { houseNumberCompletions, houseNumberMatches } from '../../src/resolve/house-number-matches.ts';
import { postalAreaMatches } from '../../src/resolve/postal-area-matches.ts';
import { streetMatches } from '../../src/resolve/street-matches.ts';

const antwerpen: BelgianPostalArea[] = [
  { municipalityName: 'Antwerpen', municipalityNisCode: 11002, postcode: null, matchedName: null },
  { municipalityName: 'Antwerpen', municipalityNisCode: 11002, postcode: 2000, matchedName: null },
  { municipalityName: 'Antwerpen', municipalityNisCode: 11002, postcode: 2610, matchedName: 'Wilrijk' },
];
const langebrueck: GermanPostalArea[] = [
  { cityId: 1, cityName: 'Dresden', postcode: '01465', matchedName: 'Langebrück' },
  { cityId: 2, cityName: 'Radeberg', postcode: '01465', matchedName: 'Liegau-Augustusbad' },
];
const koeln: GermanPostalArea[] = [{ cityId: 3, cityName: 'Köln', postcode: '50678', matchedName: null }];
const house = (houseNumber: string, status: BelgianHouseNumberSuggestion['status'] = 'validated'): BelgianHouseNumberSuggestion => ({
  houseNumber, number: Number.parseInt(houseNumber, 10), bisNumber: null, boxNumber: null, postcode: 2610, status,
});
const street = (streetName: string, streetId = 1): GermanStreet => ({ streetId, streetName, postcode: '50678', cityName: 'Köln' });

describe('postalAreaMatches', () => {
  it('means the postal area by its postcode, its place, or both', () => {
    expect(postalAreaMatches('2610', antwerpen)).toEqual([antwerpen[2]]);
    expect(postalAreaMatches('2610 wilrijk', antwerpen)).toEqual([antwerpen[2]]);
    expect(postalAreaMatches('2610 Antwerpen', antwerpen)).toEqual([antwerpen[2]]);
    expect(postalAreaMatches('ANTWERPEN', antwerpen)).toEqual([antwerpen[0]]);
    expect(postalAreaMatches('  ', antwerpen)).toEqual([]);
  });

  it('lets a misspelled place go when its postcode has one area, never when it has several', () => {
    expect(postalAreaMatches('50678 Koeln', koeln)).toEqual(koeln);
    expect(postalAreaMatches('01465 Dresdn', langebrueck)).toEqual([]);
    expect(postalAreaMatches('01465', langebrueck)).toEqual(langebrueck);
    expect(postalAreaMatches('01465 Liegau-Augustusbad', langebrueck)).toEqual([langebrueck[1]]);
  });
});

describe('streetMatches', () => {
  it('reads German spellings of a street as one, and a longer name as another street', () => {
    const streets = [street('Severinstr.'), street('Severinswall', 2)];
    for (const text of ['Severinstr.', 'severinstrasse', 'Severinstraße', ' SEVERINSTRASSE ']) expect(streetMatches(text, streets)).toEqual([streets[0]]);
    expect(streetMatches('Severin', streets)).toEqual([]);
  });
});

describe('houseNumberMatches and houseNumberCompletions', () => {
  const boxes = [house('36 bus 1'), house('36 bus 2'), house('36', 'incomplete'), house('360'), house('36-2', 'unknown')];

  it('means a validated number by its text, case and spaces aside', () => {
    expect(houseNumberMatches('36 BUS 1', boxes)).toEqual([boxes[0]]);
    expect(houseNumberMatches('36bus2', boxes)).toEqual([boxes[1]]);
    expect(houseNumberMatches('36', boxes)).toEqual([]);
    expect(houseNumberMatches('36-2', boxes)).toEqual([]); // only unknown: no address
  });

  it('completes a number with its boxes, never with another number', () => {
    expect(houseNumberCompletions('36', boxes)).toEqual([boxes[0], boxes[1]]);
    expect(houseNumberCompletions('3', boxes)).toEqual([]);
    expect(houseNumberCompletions('36 bus 1', boxes)).toEqual([]);
  });

  it('never means what it does not complete, whatever the texts', () => {
    const text = fc.stringMatching(/^\d{1,3}( ?(bus|[a-c]) ?\d{0,2})?$/u);
    fc.assert(
      fc.property(text, fc.array(text, { maxLength: 8 }), (typed, numbers) => {
        const suggestions = numbers.map((n) => house(n));
        for (const found of houseNumberMatches(typed, suggestions)) expect(found.status).toBe('validated');
        for (const completion of houseNumberCompletions(typed, suggestions)) {
          expect(houseNumberMatches(typed, [completion])).toEqual([]);
          expect(completion.houseNumber.replace(/\s/gu, '').toLowerCase().startsWith(typed.replace(/\s/gu, '').toLowerCase())).toBe(true);
        }
      }),
    );
  });
});

describe('streetMatches across a whole city', () => {
  it('means a street once, however many postcodes it runs through; two streets of one name stay two', () => {
    const once = [street('Severinstr.'), { ...street('Severinstr.'), postcode: '50676' }];
    expect(streetMatches('Severinstrasse', once)).toEqual([once[0]]);
    const twice = [street('Kirchweg', 1), street('Kirchweg', 2)];
    expect(streetMatches('Kirchweg', twice)).toEqual(twice);
  });
});
