import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseServicePath } from '../../src/api/parse-path.ts';
import { proxyHarness } from '../support/proxy-harness.ts';

const upstreamPathOf = (request: Request | undefined) => new URL(request?.url ?? 'https://x').pathname;

describe('createAddressProxy: the whole-address operations', () => {
  it.each([
    ['/be/v1/autocomplete/postal-area/Wilr', 200],
    ['/be/v1/autocomplete/postal-area/2610', 200],
    ['/be/v1/autocomplete/postal-area/A', 400],
    ['/de/v1/autocomplete/postal-area/K%C3%B6ln', 200],
    ['/be/v1/autocomplete/street/11002/2610/Europa', 200],
    ['/be/v1/autocomplete/street/11002//Boomse', 200],
    ["/be/v1/autocomplete/street/62063/4000/Rue%20de%20l'Universit%C3%A9", 200],
    ['/de/v1/autocomplete/street/14612000/01219/Eugen-Bracht-Stra%C3%9Fe', 200],
    ['/de/v1/autocomplete/street/5315000//a%2Fb', 200],
    ['/nl/v1/addresses/postcode/2012ES/30', 200],
    ['/nl/v1/addresses/postcode/7514BP/129/A', 200],
    ['/nl/v1/addresses/postcode/2012%20es/30', 200],
  ])('relays %s to the same upstream path, re-encoded', async (path, status) => {
    const { call, calls } = proxyHarness();
    const response = await call(`/api/address${path}`);
    expect(response.status).toBe(status);
    expect(calls).toHaveLength(1);
    expect(upstreamPathOf(calls[0])).toBe(`/base${path}`);
  });

  it.each([
    // Not an operation under /be/v1 or /de/v1.
    ['/be/v1/autocomplete/streets/11002/2610/Europa', 404],
    ['/be/v1/autocomplete/postal-areas/Wilr', 404],
    ['/be/v1/autocomplete/municipality/Wilr', 404],
    ['/de/v1/addresses/postcode/01219/1', 404],
    ['/be/v1/addresses/postcode/2610/1', 404],
    ['/be/v1/autocomplete/', 404],
    ['/de/v1/', 404],
    ['/nl/v1/autocomplete/street/1/2/x', 404],
    // An operation with the wrong number of elements.
    ['/be/v1/autocomplete/postal-area/Wilr/extra', 404],
    ['/be/v1/autocomplete/street/Europa', 404],
    ['/de/v1/autocomplete/street/14612000/01219/Eugen/x', 404],
    ['/nl/v1/addresses/postcode/2012ES/30/A/x', 404],
    // Elements outside the limits.
    ['/be/v1/autocomplete/postal-area/', 400],
    ['/be/v1/autocomplete/postal-area/%20', 400],
    [`/be/v1/autocomplete/postal-area/${'a'.repeat(81)}`, 400],
    ['/be/v1/autocomplete/street//2610/Europa', 400],
    ['/be/v1/autocomplete/street/abc/2610/Europa', 400],
    ['/be/v1/autocomplete/street/11002/26100/Europa', 400],
    ['/be/v1/autocomplete/street/11002/2610/', 400],
    ['/be/v1/autocomplete/street/11002/2610/%00', 400],
    ['/de/v1/autocomplete/street/14612000/1219/Eugen', 400],
    ['/de/v1/autocomplete/street//01219/Eugen', 400],
    ['/nl/v1/addresses/postcode/2012/30', 400],
    ['/nl/v1/addresses/postcode/0123AB/30', 400],
    ['/nl/v1/addresses/postcode/2012ES/abc', 400],
    ['/nl/v1/addresses/postcode/2012ES/30/ABCDEFG', 400],
    ['/nl/v1/addresses/postcode/2012ES', 400],
  ])('refuses %s with %i, calling nothing upstream', async (path, status) => {
    const { call, calls } = proxyHarness();
    const response = await call(`/api/address${path}`);
    expect(response.status).toBe(status);
    expect(calls).toHaveLength(0);
  });

  it('sends upstream only paths that name an operation, for arbitrary requests under /be/v1 and /de/v1', async () => {
    const segment = fc.oneof(
      fc.constantFrom(
        'autocomplete',
        'postal-area',
        'street',
        'house-number',
        'addresses',
        'postcode',
        '11002',
        '2610',
        '01219',
        'Europa',
        '',
        '..',
        '%2F',
        '%00',
        '%2e%2e',
        'a%2Fb',
      ),
      fc.string({ unit: 'grapheme', maxLength: 6 }).map(encodeURIComponent),
    );
    const prefix = fc.constantFrom(
      'autocomplete/postal-area/',
      'autocomplete/street/',
      'autocomplete/house-number/',
      'autocomplete/',
      '',
    );
    const path = fc
      .tuple(fc.constantFrom('be', 'de'), prefix, fc.array(segment, { minLength: 1, maxLength: 6 }))
      .map(([c, start, parts]) => `/${c}/v1/${start}${parts.join('/')}`);
    let relayed = 0;
    await fc.assert(
      fc.asyncProperty(path, async (p) => {
        const { call, calls } = proxyHarness();
        await call(`/api/address${p}`);
        for (const request of calls) {
          const route = parseServicePath(upstreamPathOf(request).replace(/^\/base/u, ''));
          expect(typeof route).toBe('object');
          if (typeof route === 'object')
            expect(route.operation).toMatch(/^(be|de)-(postal-area|street|house-number)$/u);
        }
        relayed += calls.length;
      }),
      { numRuns: 600 },
    );
    expect(relayed).toBeGreaterThan(0);
  });
});
