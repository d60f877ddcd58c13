import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseServicePath } from '../../src/api/parse-path.ts';
import { everythingIn, KEY, proxyHarness, SECRET, UPSTREAM } from '../support/proxy-harness.ts';

const PREFIXES = [
  '/api/address/nl/v1/addresses/exact/',
  '/api/address/rest/addresses/exact/',
  '/api/address/be/v1/autocomplete/house-number/',
  '/api/address/de/v1/autocomplete/house-number/',
  '/api/address/',
  '/api/',
  '/',
  '/api/address/nl/v1/',
  '/api/address/be/v2/autocomplete/house-number/',
];
const segment = fc.oneof(
  fc.constantFrom(
    '..',
    '.',
    '%2e%2e',
    '%2E.',
    '%252e%252e',
    '%2F',
    '%00',
    '%0A',
    '%C0%AE',
    '%E9',
    '',
    'Haarlem',
    'Julianastraat',
    '30',
    '11002',
    '824',
    '2610',
    'nl',
    'fr',
    'none',
    'strict',
    '01219',
    '36%20bus%201',
    '%3F',
    '%23',
    '?x=1',
    '#frag',
    'admin',
    '\\',
  ),
  fc.stringMatching(/^[A-Za-z0-9%._~-]{0,12}$/),
  fc.string({ unit: 'grapheme', maxLength: 6 }).map(encodeURIComponent),
);
/** Each element usually plausible for its place, sometimes hostile: so most requests get as far as upstream. */
const place = (...plausible: string[]) =>
  fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...plausible) }, { weight: 1, arbitrary: segment });
const text = fc.oneof(
  place('Haarlem', "'s-Gravenhage", 'Hengelo%20gem.%20Bronckhorst'),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }).map(encodeURIComponent),
);
/** A typed Belgian or German house number: it starts with a number from 1. */
const typedNumber = place('36', '36%20bus%201', '6%2F3', '1', '12a');
const routeShaped = fc.oneof(
  fc
    .tuple(fc.constantFrom('nl/v1', 'rest'), text, text, place('30', '1', '129'), fc.option(text, { nil: undefined }))
    .map(
      ([form, city, street, number, addition]) =>
        `/api/address/${form}/addresses/exact/${[city, street, number, addition].filter((e) => e !== undefined).join('/')}`,
    ),
  fc
    .tuple(
      place('11002', ''),
      place('824', '1207'),
      place('2610'),
      place('nl', 'fr', 'de'),
      place('none', 'strict', 'street', 'number'),
      typedNumber,
    )
    .map((elements) => `/api/address/be/v1/autocomplete/house-number/${elements.join('/')}`),
  fc
    .tuple(place('14612000', ''), place('1817'), place('01219'), place('none', 'strict', 'number'), typedNumber)
    .map((elements) => `/api/address/de/v1/autocomplete/house-number/${elements.join('/')}`),
);
const anyPath = fc
  .tuple(fc.constantFrom(...PREFIXES), fc.array(segment, { maxLength: 8 }))
  .map(([prefix, parts]) => prefix + parts.join('/'));
const path = fc.oneof({ weight: 3, arbitrary: routeShaped }, { weight: 1, arbitrary: anyPath });
const method = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('GET', 'HEAD') },
  { weight: 1, arbitrary: fc.constantFrom('OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'PROPFIND') },
);
const headerName = fc.constantFrom(
  'Authorization',
  'Cookie',
  'Origin',
  'Sec-Fetch-Site',
  'X-Forwarded-Host',
  'Host',
  'Accept',
  'X-Api-Key',
  'Range',
);
const headerValue = fc.oneof(
  fc.constantFrom(
    'https://evil.example',
    'cross-site',
    'same-origin',
    'Basic ZXZpbDpldmls',
    'upstream.test',
    '*/*',
    'bytes=0-10',
  ),
  fc.stringMatching(/^[ -~]{0,20}$/),
);
const headers = fc.oneof(
  { weight: 2, arbitrary: fc.constant({}) },
  { weight: 1, arbitrary: fc.dictionary(headerName, headerValue, { maxKeys: 4 }) },
);

describe('createAddressProxy under arbitrary requests', () => {
  it('calls upstream only for the operations of the contract, only with GET, and never returns the secret', async () => {
    let reachedUpstream = 0;
    await fc.assert(
      fc.asyncProperty(path, method, headers, async (p, m, h) => {
        const { call, calls } = proxyHarness();
        let init: RequestInit;
        try {
          new Request(`https://shop.test${p}`, { method: m, headers: h });
          init = { method: m, headers: h };
        } catch {
          return; // not a request a client could send (an invalid header value)
        }
        const response = await call(p, init);
        for (const request of calls) {
          const url = new URL(request.url);
          expect(request.method).toBe('GET');
          expect(url.origin + '/base').toBe(UPSTREAM);
          expect(url.search).toBe('');
          const route = parseServicePath(url.pathname.replace(/^\/base/u, ''));
          expect(typeof route, `upstream path ${url.pathname} is not an operation`).toBe('object');
        }
        expect(calls.length).toBeLessThanOrEqual(1);
        reachedUpstream += calls.length;
        if (calls.length === 1) expect(['GET', 'HEAD']).toContain(m);
        const everything = await everythingIn(response);
        expect(everything).not.toContain(SECRET);
        expect(everything).not.toContain(btoa(`${KEY}:${SECRET}`));
      }),
      { numRuns: 1500 },
    );
    // The property says something only if many requests get through the proxy's checks.
    expect(reachedUpstream).toBeGreaterThan(300);
  });
});
