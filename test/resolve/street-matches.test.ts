import { describe, expect, it } from 'vitest';
import type { GermanStreet } from '../../src/api/types.ts';
import { streetMatches } from '../../src/resolve/street-matches.ts';

const street = (streetName: string, streetId = 1): GermanStreet => ({
  streetId,
  streetName,
  postcode: '50678',
  cityName: 'Köln',
});

describe('streetMatches', () => {
  it('reads German spellings of a street as one, and a longer name as another street', () => {
    const streets = [street('Severinstr.'), street('Severinswall', 2)];
    for (const text of ['Severinstr.', 'severinstrasse', 'Severinstraße', ' SEVERINSTRASSE '])
      expect(streetMatches(text, streets)).toEqual([streets[0]]);
    expect(streetMatches('Severin', streets)).toEqual([]);
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
