import { describe, expect, it } from 'vitest';
import type { BelgianHouseNumberParams, GermanHouseNumberParams } from '../../src/api/types.ts';
import { typedSuggestion } from '../../src/address/typed-suggestion.ts';

const german = (houseNumber: string): GermanHouseNumberParams => ({
  country: 'DE',
  cityId: null,
  streetId: 1817,
  postcode: '01219',
  validation: 'none',
  houseNumber,
});
const belgian = (
  houseNumber: string,
  language: BelgianHouseNumberParams['language'] = 'nl',
): BelgianHouseNumberParams => ({
  country: 'BE',
  municipalityNisCode: 11002,
  streetId: 5,
  postcode: 2610,
  language,
  validation: 'none',
  houseNumber,
});

describe('typedSuggestion', () => {
  it('offers a German number as typed, in its usual writing, with the request postcode and unknown', () => {
    expect(typedSuggestion(german(' 7 b '))).toEqual({
      houseNumber: '7B',
      number: 7,
      addition: 'B',
      postcode: '01219',
      status: 'unknown',
    });
    expect(typedSuggestion(german('36 / 2'))).toEqual({
      houseNumber: '36-2',
      number: 36,
      addition: '2',
      postcode: '01219',
      status: 'unknown',
    });
  });

  it("offers a Belgian number in the request's language", () => {
    expect(typedSuggestion(belgian('36 BUS 1'))).toEqual({
      houseNumber: '36 bus 1',
      number: 36,
      bisNumber: null,
      boxNumber: '1',
      postcode: 2610,
      status: 'unknown',
    });
    expect(typedSuggestion(belgian('6/3 bus 0101', 'fr'))).toMatchObject({
      houseNumber: '6/3 bte 0101',
      number: 6,
      bisNumber: '3',
      boxNumber: '0101',
    });
  });

  it('keeps text that is no house number as typed (trimmed), numbered by its first digits, 0 without any', () => {
    expect(typedSuggestion(german(' 12 a b '))).toEqual({
      houseNumber: '12 a b',
      number: 12,
      addition: null,
      postcode: '01219',
      status: 'unknown',
    });
    expect(typedSuggestion(belgian('36 bus'))).toEqual({
      houseNumber: '36 bus',
      number: 36,
      bisNumber: null,
      boxNumber: null,
      postcode: 2610,
      status: 'unknown',
    });
    expect(typedSuggestion(german('Hinterhaus'))).toMatchObject({ houseNumber: 'Hinterhaus', number: 0 });
  });
});
