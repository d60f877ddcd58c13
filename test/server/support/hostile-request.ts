import fc from 'fast-check';

/** A request as a browser, a script or an attacker could send it to the proxy. */
export interface HostileRequest {
  path: string;
  init: RequestInit;
}

const segment = fc.oneof(
  fc.constantFrom(
    '..',
    '.',
    '%2e%2e',
    '%2E.',
    '%252e%252e',
    '%2F',
    '%5C',
    '\\',
    '%00',
    '%0A',
    '%0D%0A',
    '%C0%AE',
    '%E9',
    '%ZZ',
    '',
    '//',
    'Haarlem',
    'Julianastraat',
    '30',
    'A',
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
    ';a=b',
    'admin',
    '@evil.example',
    'http:%2F%2Fevil.example',
  ),
  fc.stringMatching(/^[A-Za-z0-9%._~-]{0,12}$/u),
  fc.string({ unit: 'grapheme', maxLength: 8 }).map(encodeURIComponent),
  fc.integer({ min: 0, max: 200_000 }).map(String),
  fc.nat(120).map((n) => 'x'.repeat(n)),
);
/** Usually the element its place expects, sometimes anything. */
const place = (...plausible: string[]) =>
  fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...plausible) }, { weight: 1, arbitrary: segment });
const text = place('Haarlem', "'s-Gravenhage", 'Den%20Haag', 'Oost-Indi%C3%AB');
/** A typed Belgian or German house number: it starts with a number from 1. */
const typedNumber = place('36', '36%20bus%201', '6%2F3', '1', '12a');

const routeShaped = (base: string) =>
  fc.oneof(
    fc
      .tuple(
        fc.constantFrom('nl/v1', 'rest'),
        text,
        text,
        place('30', '1', '129', '99999'),
        fc.option(place('A', 'b', '1-3'), { nil: undefined }),
      )
      .map(
        ([form, ...elements]) => `${base}/${form}/addresses/exact/${elements.filter((e) => e !== undefined).join('/')}`,
      ),
    fc
      .tuple(
        place('11002', ''),
        place('824'),
        place('2610'),
        place('nl', 'fr', 'de'),
        place('none', 'strict', 'street', 'number'),
        typedNumber,
      )
      .map((elements) => `${base}/be/v1/autocomplete/house-number/${elements.join('/')}`),
    fc
      .tuple(place('14612000', ''), place('1817'), place('01219'), place('none', 'strict', 'number'), typedNumber)
      .map((elements) => `${base}/de/v1/autocomplete/house-number/${elements.join('/')}`),
  );
const anyPath = (base: string) =>
  fc
    .tuple(
      fc.constantFrom(
        `${base}/`,
        base,
        `${base}x/`,
        '/',
        '/api/',
        `${base}/nl/v1/`,
        `${base}/be/v2/autocomplete/house-number/`,
        `/x${base}/`,
      ),
      fc.array(segment, { maxLength: 10 }),
      fc.constantFrom('', '?debug=1', '?key=x&secret=y', '#x', '?a=%00'),
    )
    .map(([prefix, parts, tail]) => prefix + parts.join('/') + tail);

const headerValue = fc.oneof(
  fc.constantFrom(
    'https://shop.example',
    'https://evil.example',
    'null',
    'cross-site',
    'same-site',
    'same-origin',
    'none',
    'Basic ZXZpbDpldmls',
    'Bearer x',
    'upstream.test',
    '*/*',
    'text/html',
    'bytes=0-10',
    'gzip, br',
    '1.2.3.4',
    '0',
  ),
  fc.stringMatching(/^[!-~][ -~]{0,30}$/u),
);
const headers = fc.oneof(
  { weight: 2, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc.dictionary(
      fc.constantFrom(
        'Origin',
        'Sec-Fetch-Site',
        'Authorization',
        'Cookie',
        'X-Forwarded-Host',
        'X-Forwarded-For',
        'Host',
        'Accept',
        'Accept-Encoding',
        'Range',
        'If-None-Match',
        'X-Api-Key',
        'Access-Control-Request-Method',
        'X-HTTP-Method-Override',
      ),
      headerValue,
      { maxKeys: 5 },
    ),
  },
);
const method = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom('GET', 'HEAD') },
  { weight: 2, arbitrary: fc.constantFrom('OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH', 'PROPFIND', 'get', 'Get') },
);

/** Generated requests: mostly shaped like an operation under `base`, some anything at all. */
export const hostileRequest = (base: string): fc.Arbitrary<HostileRequest> =>
  fc
    .record({
      path: fc.oneof({ weight: 3, arbitrary: routeShaped(base) }, { weight: 1, arbitrary: anyPath(base) }),
      method,
      headers,
      body: fc.option(fc.string({ maxLength: 40 }), { nil: undefined }),
    })
    .map(({ path, method: m, headers: h, body }) => ({
      path,
      init: {
        method: m,
        headers: h,
        ...(body === undefined || ['GET', 'HEAD'].includes(m.toUpperCase()) ? {} : { body }),
      },
    }));
