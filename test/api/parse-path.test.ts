import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseServicePath } from '../../src/api/parse-path.ts';
import { joinPathElements } from '../../src/api/paths.ts';

describe('parseServicePath', () => {
  it('reads each operation and decodes its elements in path order', () => {
    expect(parseServicePath('/nl/v1/addresses/exact/Den%20Haag/Lange%20Voorhout/1')).toEqual({
      operation: 'exact',
      form: 'nl/v1',
      elements: { city: 'Den Haag', street: 'Lange Voorhout', houseNumber: '1' },
    });
    expect(parseServicePath('/rest/addresses/exact/Haarlem/Julianastraat/30/2')).toEqual({
      operation: 'exact',
      form: 'rest',
      elements: { city: 'Haarlem', street: 'Julianastraat', houseNumber: '30', houseNumberAddition: '2' },
    });
    expect(parseServicePath('/be/v1/autocomplete/house-number/11002/5/2610/fr/none/6%2F3%20bte%200101')).toEqual({
      operation: 'be-house-number',
      elements: {
        municipalityNisCode: '11002',
        streetId: '5',
        postcode: '2610',
        language: 'fr',
        validation: 'none',
        houseNumber: '6/3 bte 0101',
      },
    });
    expect(parseServicePath('/de/v1/autocomplete/postal-area/01219%20Streh')).toEqual({
      operation: 'de-postal-area',
      elements: { postalArea: '01219 Streh' },
    });
    expect(parseServicePath('/nl/v1/addresses/postcode/2012ES/30')).toEqual({
      operation: 'postcode',
      elements: { postcode: '2012ES', houseNumber: '30' },
    });
  });

  it('leaves an empty addition out, and tells a lookup without its house number', () => {
    expect(parseServicePath('/nl/v1/addresses/exact/Haarlem/Julianastraat/30/')).toEqual({
      operation: 'exact',
      form: 'nl/v1',
      elements: { city: 'Haarlem', street: 'Julianastraat', houseNumber: '30' },
    });
    expect(parseServicePath('/nl/v1/addresses/exact/Haarlem/Julianastraat')).toBe('missing-house-number');
    expect(parseServicePath('/nl/v1/addresses/exact/Haarlem/Julianastraat/')).toBe('missing-house-number');
    expect(parseServicePath('/nl/v1/addresses/postcode/2012ES')).toBe('missing-house-number');
  });

  it.each([
    ['another path', '/nl/v1/addresses/unknown/1'],
    ['an element too many', '/nl/v1/addresses/exact/Haarlem/Julianastraat/30/2/x'],
    ['an element too few', '/de/v1/autocomplete/house-number/5/01219/none/7'],
    ['an autocomplete without its house number', '/de/v1/autocomplete/house-number/1/5/01219/none/'],
    ['an empty path', ''],
  ])('reads %s as no operation', (_name, path) => {
    expect(parseServicePath(path)).toBe('unknown-route');
  });

  it('refuses an element that is not percent-encoded UTF-8', () => {
    expect(parseServicePath('/nl/v1/addresses/exact/Haarlem/Julia%ZZ/30')).toBe('bad-encoding');
    expect(parseServicePath('/be/v1/autocomplete/postal-area/%C3')).toBe('bad-encoding');
  });

  it('puts back, only when asked, the empty element a router took away by merging //', () => {
    expect(parseServicePath('/be/v1/autocomplete/street/11002/Europ', { merged: true })).toEqual({
      operation: 'be-street',
      elements: { municipalityNisCode: '11002', postcode: '', streetName: 'Europ' },
    });
    expect(parseServicePath('/de/v1/autocomplete/house-number/5/01219/none/7', { merged: true })).toEqual({
      operation: 'de-house-number',
      elements: { cityId: '', streetId: '5', postcode: '01219', validation: 'none', houseNumber: '7' },
    });
    expect(parseServicePath('/be/v1/autocomplete/street/11002/Europ')).toBe('unknown-route');
  });

  it('reads back every street search it is sent, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.option(fc.integer({ min: 1000, max: 9999 }), { nil: null }),
        fc.string({ unit: 'grapheme' }),
        (nis, postcode, streetName) => {
          const path = `/be/v1/autocomplete/street/${joinPathElements([nis, postcode, streetName])}`;
          expect(parseServicePath(path)).toEqual({
            operation: 'be-street',
            elements: {
              municipalityNisCode: String(nis),
              postcode: postcode === null ? '' : String(postcode),
              streetName,
            },
          });
        },
      ),
    );
  });
});
