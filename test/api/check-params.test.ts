import { describe, expect, it } from 'vitest';
import {
  assertParams,
  countryOperation,
  exactParamsProblems,
  houseNumberParamsProblems,
  paramRules,
  postalAreaParamsProblems,
  postcodeAddressParamsProblems,
  streetParamsProblems,
} from '../../src/api/check-params.ts';
import { AddressApiError } from '../../src/api/errors.ts';
import { OPERATIONS } from '../../src/api/operations.ts';
import type { PostalAreaParams, StreetParams } from '../../src/api/types.ts';

describe('countryOperation and paramRules', () => {
  it("names the operation of a country's parameters", () => {
    expect(countryOperation('street', { country: 'BE' })).toBe('be-street');
    expect(countryOperation('house-number', { country: 'DE' })).toBe('de-house-number');
    expect(countryOperation('postal-area', { country: 'DE' })).toBe('de-postal-area');
  });

  it('names none for another country, whose only rule is the country', () => {
    for (const country of ['NL', 'be', undefined, null])
      expect(countryOperation('street', { country })).toBeUndefined();
    expect(Object.keys(paramRules(undefined))).toEqual(['country']);
    expect(paramRules('be-street')).toBe(OPERATIONS['be-street'].params);
  });
});

describe('the problems of parameters', () => {
  it('are none for parameters that may be sent', () => {
    expect(
      exactParamsProblems({ city: 'Haarlem', street: 'Julianastraat', houseNumber: 30, houseNumberAddition: '2' }),
    ).toEqual([]);
    expect(postcodeAddressParamsProblems({ postcode: '2012 es', houseNumber: 30 })).toEqual([]);
    expect(
      houseNumberParamsProblems({
        country: 'BE',
        municipalityNisCode: null,
        streetId: 5,
        postcode: 2610,
        language: 'nl',
        validation: 'none',
        houseNumber: '36 bus 1',
      }),
    ).toEqual([]);
    expect(streetParamsProblems({ country: 'DE', cityId: 14612000, postcode: null, streetName: 'Severin' })).toEqual(
      [],
    );
    expect(postalAreaParamsProblems({ country: 'BE', postalArea: '2610' })).toEqual([]);
  });

  it("are each wrong field with its reason, by the rules of the parameters' country", () => {
    expect(exactParamsProblems({ city: '', street: 'Julianastraat', houseNumber: 0 })).toEqual([
      'city must contain a letter or a digit',
      'houseNumber must be a whole number from 1 to 99999',
    ]);
    expect(
      streetParamsProblems({
        country: 'BE',
        municipalityNisCode: 11002,
        postcode: 50678,
        streetName: 'Europ',
      } as unknown as StreetParams),
    ).toEqual(['postcode must be a whole number from 1000 to 9999']);
    expect(
      streetParamsProblems({
        country: 'DE',
        cityId: 1,
        postcode: 2610,
        streetName: 'Severin',
      } as unknown as StreetParams),
    ).toEqual(['postcode must be five digits']);
  });

  it('are only the country for a country that is neither Belgium nor Germany', () => {
    expect(postalAreaParamsProblems({ country: 'NL', postalArea: '' } as unknown as PostalAreaParams)).toEqual([
      'country must be one of BE, DE',
    ]);
  });
});

describe('assertParams', () => {
  it('throws an invalid-input error naming every problem', () => {
    const rules = OPERATIONS['nl/v1'].params;
    expect(() => {
      assertParams({ city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 }, rules);
    }).not.toThrow();
    let thrown: unknown;
    try {
      assertParams({ city: 3, street: 'Julianastraat', houseNumber: 100000 }, rules);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AddressApiError);
    expect(thrown).toMatchObject({
      kind: 'invalid-input',
      message: 'Invalid parameters: city must be a string; houseNumber must be a whole number from 1 to 99999',
    });
  });
});
