import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseServicePath, type ServiceRoute } from '../../src/api/parse-path.ts';
import { upstreamPath } from '../../src/server/upstream-path.ts';
import { serviceRoute } from './support/service-route.ts';

const upstreamOf = (path: string, merged = false) => upstreamPath(serviceRoute(path, merged));

describe('upstreamPath', () => {
  it('writes every element anew, whatever spelling the request used', () => {
    const canonical = '/nl/v1/addresses/exact/Den%20Haag/Lange%20Voorhout/1';
    expect(upstreamOf(canonical)).toBe(canonical);
    expect(upstreamOf('/nl/v1/addresses/exact/Den Haag/Lange%20Voorhout/1')).toBe(canonical);
    expect(upstreamOf('/nl/v1/addresses/exact/%44en%20Haag/Lange%20Voorhout/%31')).toBe(canonical);
    expect(upstreamOf('/nl/v1/addresses/exact/Den+Haag/Str.(a)/1')).toBe('/nl/v1/addresses/exact/Den%2BHaag/Str.(a)/1');
  });

  it('keeps an encoded slash inside its element', () => {
    expect(upstreamOf('/be/v1/autocomplete/house-number/11002/824/2610/nl/none/6%2F3')).toBe(
      '/be/v1/autocomplete/house-number/11002/824/2610/nl/none/6%2F3',
    );
  });

  it('writes an empty element as empty, also one a router merged away, and leaves an absent addition out', () => {
    expect(upstreamOf('/be/v1/autocomplete/street/11002//Europ')).toBe('/be/v1/autocomplete/street/11002//Europ');
    expect(upstreamOf('/be/v1/autocomplete/street/11002/Europ', true)).toBe('/be/v1/autocomplete/street/11002//Europ');
    expect(upstreamOf('/nl/v1/addresses/postcode/2012ES/30/')).toBe('/nl/v1/addresses/postcode/2012ES/30');
    expect(upstreamOf('/nl/v1/addresses/postcode/2012ES/30/a%20b')).toBe('/nl/v1/addresses/postcode/2012ES/30/a%20b');
  });

  it('keeps the path form of the exact lookup the request named', () => {
    expect(upstreamOf('/rest/addresses/exact/Haarlem/Julianastraat/30')).toBe(
      '/rest/addresses/exact/Haarlem/Julianastraat/30',
    );
  });

  it('gives a path that reads back as the same elements, whatever characters they hold', () => {
    const element = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 });
    fc.assert(
      fc.property(
        element,
        element,
        fc.integer({ min: 1, max: 99999 }),
        fc.option(element, { nil: undefined }),
        (city, street, number, addition) => {
          const elements = {
            city,
            street,
            houseNumber: String(number),
            ...(addition === undefined ? {} : { houseNumberAddition: addition }),
          };
          const route: ServiceRoute = { operation: 'exact', form: 'nl/v1', elements };
          const path = upstreamPath(route);
          expect(path.startsWith('/nl/v1/addresses/exact/')).toBe(true);
          expect(path.split('/')).toHaveLength(addition === undefined ? 8 : 9);
          expect(parseServicePath(path)).toEqual(route);
        },
      ),
      { numRuns: 300 },
    );
  });
});
