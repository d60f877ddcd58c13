import { describe, expect, it } from 'vitest';
import { emptyParam, operationKey, OPERATIONS } from '../../src/api/operations.ts';

describe('OPERATIONS', () => {
  it("writes each operation's path prefix", () => {
    expect(Object.fromEntries(Object.entries(OPERATIONS).map(([key, op]) => [key, op.prefix]))).toEqual({
      'nl/v1': '/nl/v1/addresses/exact/',
      rest: '/rest/addresses/exact/',
      'be-house-number': '/be/v1/autocomplete/house-number/',
      'de-house-number': '/de/v1/autocomplete/house-number/',
      'be-postal-area': '/be/v1/autocomplete/postal-area/',
      'de-postal-area': '/de/v1/autocomplete/postal-area/',
      'be-street': '/be/v1/autocomplete/street/',
      'de-street': '/de/v1/autocomplete/street/',
      postcode: '/nl/v1/addresses/postcode/',
    });
  });

  it("lists each operation's parameters in path order", () => {
    expect(Object.keys(OPERATIONS['nl/v1'].params)).toEqual(['city', 'street', 'houseNumber', 'houseNumberAddition']);
    expect(Object.keys(OPERATIONS.rest.params)).toEqual(Object.keys(OPERATIONS['nl/v1'].params));
    expect(Object.keys(OPERATIONS['be-house-number'].params)).toEqual([
      'municipalityNisCode',
      'streetId',
      'postcode',
      'language',
      'validation',
      'houseNumber',
    ]);
    expect(Object.keys(OPERATIONS['de-house-number'].params)).toEqual([
      'cityId',
      'streetId',
      'postcode',
      'validation',
      'houseNumber',
    ]);
    expect(Object.keys(OPERATIONS['be-street'].params)).toEqual(['municipalityNisCode', 'postcode', 'streetName']);
    expect(Object.keys(OPERATIONS['de-street'].params)).toEqual(['cityId', 'postcode', 'streetName']);
    expect(Object.keys(OPERATIONS.postcode.params)).toEqual(['postcode', 'houseNumber', 'houseNumberAddition']);
  });

  it('checks the values of the validation and language by country', () => {
    expect(OPERATIONS['be-house-number'].params['validation']?.('street')).toBeUndefined();
    expect(OPERATIONS['de-house-number'].params['validation']?.('street')).toBe('must be one of strict, number, none');
    expect(OPERATIONS['be-house-number'].params['language']?.('en')).toBe('must be one of nl, fr, de');
  });
});

describe('emptyParam', () => {
  it('is the one parameter that may be empty: the NIS code or city id of a house number, the postcode of a street search', () => {
    expect(emptyParam(OPERATIONS['be-house-number'])).toBe(0);
    expect(emptyParam(OPERATIONS['de-house-number'])).toBe(0);
    expect(emptyParam(OPERATIONS['be-street'])).toBe(1);
    expect(emptyParam(OPERATIONS['de-street'])).toBe(1);
  });

  it('is -1 where none may be', () => {
    for (const key of ['nl/v1', 'rest', 'be-postal-area', 'de-postal-area', 'postcode'] as const)
      expect(emptyParam(OPERATIONS[key])).toBe(-1);
  });
});

describe('operationKey', () => {
  it("is a route's operation, or for the exact lookup its path form (nl/v1 when none)", () => {
    expect(operationKey({ operation: 'be-street' })).toBe('be-street');
    expect(operationKey({ operation: 'exact', form: 'rest' })).toBe('rest');
    expect(operationKey({ operation: 'exact' })).toBe('nl/v1');
  });
});
