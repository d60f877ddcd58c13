import { describe, expect, it } from 'vitest';
import type {
  BelgianHouseNumberSuggestion,
  BelgianPostalArea,
  BelgianStreet,
  GermanHouseNumberSuggestion,
  GermanPostalArea,
  GermanStreet,
} from '../../../src/api/types.ts';
import { COUNTRY_STEPS } from '../../../src/components/address-fields/country-steps.ts';

const wilrijk: BelgianPostalArea = {
  municipalityName: 'Antwerpen',
  municipalityNisCode: 11002,
  postcode: 2610,
  matchedName: 'Wilrijk',
};
const europalaan: BelgianStreet = {
  streetId: 7,
  streetName: 'Europalaan',
  postcode: 2610,
  municipalityName: 'Antwerpen',
  language: 'nl',
  addressToken: 'street-token',
};
const box: BelgianHouseNumberSuggestion = {
  houseNumber: '36 bus 1',
  number: 36,
  bisNumber: null,
  boxNumber: '1',
  postcode: 2610,
  status: 'validated',
  addressToken: 'house-token',
};
const koeln: GermanPostalArea = { cityId: 5, cityName: 'Köln', postcode: '50667', matchedName: null };
const severin: GermanStreet = { streetId: 9, streetName: 'Severinstr.', postcode: '50678', cityName: 'Köln' };
const german: GermanHouseNumberSuggestion = {
  houseNumber: '36-2',
  number: 36,
  addition: '2',
  postcode: '50677',
  status: 'unknown',
};

describe('COUNTRY_STEPS', () => {
  it('lets the street step wait with no area chosen, and search the chosen area with its postcode', () => {
    expect(COUNTRY_STEPS.BE.streetArea({ area: null, street: null, house: null })).toEqual({
      country: 'BE',
      municipalityNisCode: null,
      postcode: null,
    });
    expect(COUNTRY_STEPS.BE.streetArea({ area: wilrijk, street: null, house: null })).toEqual({
      country: 'BE',
      municipalityNisCode: 11002,
      postcode: 2610,
    });
    expect(COUNTRY_STEPS.DE.streetArea({ area: koeln, street: null, house: null })).toEqual({
      country: 'DE',
      cityId: 5,
      postcode: '50667',
    });
  });

  it('takes no area or street of the other country', () => {
    expect(COUNTRY_STEPS.DE.streetArea({ area: wilrijk, street: null, house: null })).toEqual({
      country: 'DE',
      cityId: null,
      postcode: null,
    });
    expect(COUNTRY_STEPS.BE.houseStreet({ area: wilrijk, street: severin, house: null })).toMatchObject({
      streetId: null,
    });
    expect(COUNTRY_STEPS.BE.address({ area: koeln, street: europalaan, house: box }, 'validated')).toBeNull();
  });

  it('asks the house numbers of the chosen street with its own postcode, in the street’s language', () => {
    expect(COUNTRY_STEPS.BE.houseStreet({ area: wilrijk, street: europalaan, house: null })).toEqual({
      country: 'BE',
      municipalityNisCode: 11002,
      streetId: 7,
      postcode: 2610,
      language: 'nl',
    });
    expect(
      COUNTRY_STEPS.BE.houseStreet({ area: wilrijk, street: { ...europalaan, language: null }, house: null }),
    ).not.toHaveProperty('language');
    expect(COUNTRY_STEPS.DE.houseStreet({ area: koeln, street: severin, house: null })).toEqual({
      country: 'DE',
      cityId: 5,
      streetId: 9,
      postcode: '50678',
    });
  });

  it('makes no address while a choice or the status is missing', () => {
    expect(COUNTRY_STEPS.BE.address({ area: wilrijk, street: europalaan, house: null }, 'validated')).toBeNull();
    expect(COUNTRY_STEPS.BE.address({ area: null, street: europalaan, house: box }, 'validated')).toBeNull();
    expect(COUNTRY_STEPS.BE.address({ area: wilrijk, street: europalaan, house: box }, null)).toBeNull();
  });

  it('makes the Belgian address of the three choices: the house number’s postcode, its parts and the chained token', () => {
    expect(COUNTRY_STEPS.BE.address({ area: wilrijk, street: europalaan, house: box }, 'validated')).toEqual({
      country: 'BE',
      postcode: '2610',
      city: 'Antwerpen',
      street: 'Europalaan',
      houseNumber: '36 bus 1',
      houseNumberParts: { number: 36, box: '1' },
      status: 'validated',
      streetId: 7,
      municipalityNisCode: 11002,
      addressToken: 'street-token~house-token',
    });
  });

  it('makes the German address with the house number’s own postcode, and no token when one answer was not signed', () => {
    expect(COUNTRY_STEPS.DE.address({ area: koeln, street: severin, house: german }, 'unknown')).toEqual({
      country: 'DE',
      postcode: '50677',
      city: 'Köln',
      street: 'Severinstr.',
      houseNumber: '36-2',
      houseNumberParts: { number: 36, addition: '2' },
      status: 'unknown',
      streetId: 9,
      cityId: 5,
    });
  });
});
