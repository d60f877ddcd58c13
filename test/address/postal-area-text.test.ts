import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BelgianPostalArea, GermanPostalArea } from '../../src/api/types.ts';
import {
  municipalityOrCity,
  postalAreaIdentity,
  postalAreaPlace,
  postalAreaPostcode,
  postalAreaQueryText,
  postalAreaText,
} from '../../src/address/postal-area-text.ts';

const wilrijk: BelgianPostalArea = {
  municipalityName: 'Antwerpen',
  municipalityNisCode: 11002,
  postcode: 2610,
  matchedName: 'Wilrijk',
};
const antwerpen: BelgianPostalArea = {
  municipalityName: 'Antwerpen',
  municipalityNisCode: 11002,
  postcode: null,
  matchedName: null,
};
const strehlen: GermanPostalArea = {
  cityId: 14612000,
  cityName: 'Dresden',
  postcode: '01219',
  matchedName: 'Strehlen',
};
const dresden: GermanPostalArea = { cityId: 14612000, cityName: 'Dresden', postcode: null, matchedName: null };

describe('the text of a postal area', () => {
  it('reads an area as its postcode and the name that matched, else its municipality or city', () => {
    expect(postalAreaText(wilrijk)).toBe('2610 Wilrijk');
    expect(postalAreaText({ ...wilrijk, matchedName: null })).toBe('2610 Antwerpen');
    expect(postalAreaText(strehlen)).toBe('01219 Strehlen');
    expect(postalAreaPlace({ ...strehlen, matchedName: null })).toBe('Dresden');
  });

  it('reads a whole municipality or city as its name alone, without a postcode', () => {
    expect(postalAreaPostcode(antwerpen)).toBeNull();
    expect(postalAreaText(antwerpen)).toBe('Antwerpen');
    expect(postalAreaText(dresden)).toBe('Dresden');
  });

  it('keeps the leading zero of a German postcode', () => {
    expect(postalAreaPostcode(strehlen)).toBe('01219');
    expect(postalAreaPostcode(wilrijk)).toBe('2610');
  });

  it("names a street's or an area's municipality or city by its own name", () => {
    expect(municipalityOrCity(wilrijk)).toBe('Antwerpen');
    expect(municipalityOrCity({ cityName: 'Köln' })).toBe('Köln');
  });
});

describe('postalAreaIdentity', () => {
  it('tells areas apart by id, postcode and matched name, and the same area as one', () => {
    const identities = [
      wilrijk,
      antwerpen,
      strehlen,
      dresden,
      { ...wilrijk, matchedName: null },
      { ...wilrijk, municipalityNisCode: 11003 },
      { ...strehlen, postcode: '01217' },
    ].map(postalAreaIdentity);
    expect(new Set(identities).size).toBe(identities.length);
    expect(postalAreaIdentity({ ...wilrijk })).toBe(postalAreaIdentity(wilrijk));
  });
});

describe('postalAreaQueryText', () => {
  it.each([
    ['2610 Wilrijk', '2610'],
    ['2610 Wil', '2610'],
    ['  01219 Strehlen', '01219'],
    ['2610', '2610'],
    ['2610 ', '2610 '],
    ['Wilr', 'Wilr'],
    ['123 Main', '123 Main'],
    ['2610Wilrijk', '2610Wilrijk'],
  ])('asks for %j as %j', (text, asked) => {
    expect(postalAreaQueryText(text)).toBe(asked);
  });

  it("asks for an area's own text by its postcode, so its option reads as the field", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), fc.stringMatching(/^[A-Z][a-z]{1,12}$/u), (postcode, place) => {
        expect(postalAreaQueryText(postalAreaText({ ...wilrijk, postcode, matchedName: place }))).toBe(
          String(postcode),
        );
      }),
    );
  });
});
