import { describe, expect, it } from 'vitest';
import { routeProblem } from '../../src/server/check-route.ts';
import { serviceRoute } from './support/service-route.ts';

const problemOf = (path: string, merged = false) => routeProblem(serviceRoute(path, merged));

describe('routeProblem', () => {
  it.each([
    '/nl/v1/addresses/postcode/2012ES/30',
    '/nl/v1/addresses/postcode/2012ES/30/A',
    '/nl/v1/addresses/exact/Den%20Haag/Lange%20Voorhout/1',
    '/rest/addresses/exact/Haarlem/Julianastraat/30',
    '/be/v1/autocomplete/house-number/11002/824/2610/nl/none/36%20bus%201',
    '/de/v1/autocomplete/house-number/14612000/1817/01219/strict/12a',
    '/be/v1/autocomplete/postal-area/Wilr',
    '/de/v1/autocomplete/street/14612000/01219/Lenn',
  ])('finds nothing wrong with %s', (path) => {
    expect(problemOf(path)).toBeUndefined();
  });

  it('reads an element of digits as the number a numeric rule asks for, and refuses text in its place', () => {
    expect(problemOf('/be/v1/autocomplete/house-number/11002/824/2610/nl/none/12')).toBeUndefined();
    expect(problemOf('/be/v1/autocomplete/house-number/11002/eight/2610/nl/none/12')).toBe('streetId');
    expect(problemOf('/be/v1/autocomplete/house-number/11002/8.5/2610/nl/none/12')).toBe('streetId');
    // Past 15 digits an element is not read as a number (it could not be one exactly): text, and refused.
    expect(problemOf('/be/v1/autocomplete/house-number/11002/1234567890123456/2610/nl/none/12')).toBe('streetId');
  });

  it('names the first element that breaks its rule, in path order', () => {
    expect(problemOf('/nl/v1/addresses/postcode/2012E/100000')).toBe('postcode');
    expect(problemOf('/nl/v1/addresses/postcode/2012ES/100000')).toBe('houseNumber');
    expect(problemOf('/nl/v1/addresses/postcode/2012ES/30/TOOLONG')).toBe('houseNumberAddition');
    expect(problemOf('/be/v1/autocomplete/house-number/11002/824/2610/en/none/12')).toBe('language');
  });

  it('takes an empty element only where its parameter may be empty', () => {
    expect(problemOf('/be/v1/autocomplete/street/11002//Europ')).toBeUndefined();
    expect(problemOf('/be/v1/autocomplete/street/11002/Europ', true)).toBeUndefined();
    expect(problemOf('/be/v1/autocomplete/house-number//824/2610/nl/none/12')).toBeUndefined();
    expect(problemOf('/be/v1/autocomplete/street//2610/Europ')).toBe('municipalityNisCode');
    expect(problemOf('/be/v1/autocomplete/house-number/11002//2610/nl/none/12')).toBe('streetId');
  });

  it.each([
    ['a dot segment, percent-encoded', '/nl/v1/addresses/exact/Haarlem/%2e%2e/30', 'street'],
    ['a dot segment behind an encoded slash', '/nl/v1/addresses/exact/Haarlem/x%2F..%2Fy/30', 'street'],
    ['a NUL', '/nl/v1/addresses/exact/Haar%00lem/Julianastraat/30', 'city'],
    ['no letter or digit', '/be/v1/autocomplete/postal-area/%20%20', 'postalArea'],
    ['a German postcode of four digits', '/de/v1/autocomplete/street/14612000/1219/Lenn', 'postcode'],
  ])('refuses %s', (_what, path, element) => {
    expect(problemOf(path)).toBe(element);
  });
});
