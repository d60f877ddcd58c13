import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { isAddressApiError } from '../../src/index.ts';
import { failure } from '../support/failure.ts';
import { BASE_URL, setupReferenceServer } from '../support/msw.ts';

const { server, routes, client } = setupReferenceServer({ credentials: { key: 'shop-key', secret: 's3cret' } });
const authorized = (overrides: Parameters<typeof client>[0] = {}) =>
  client({ credentials: { key: 'shop-key', secret: 's3cret' }, ...overrides });

describe('matchExact', () => {
  it('returns the documented address of Haarlem, Julianastraat 30', async () => {
    const address = await authorized().matchExact({ city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 });
    expect(address).toMatchObject({
      postcode: '2012ES',
      rdX: 103242,
      purposes: ['office'],
      houseNumberAdditions: [''],
    });
  });

  it.each(['nl/v1', 'rest'] as const)('calls the %s path form', async (form) => {
    const address = await authorized({ exactPath: form }).matchExact({
      city: 'Enschede',
      street: 'Lasondersingel',
      houseNumber: 129,
      houseNumberAddition: 'A',
    });
    expect(address).toMatchObject({ houseNumberAddition: 'A', purposes: ['residency'], surfaceArea: 119 });
    expect(routes[0]).toMatchObject({ operation: 'exact', form });
  });

  it('lists the bare address among the additions in the rest form too', async () => {
    const address = await authorized({ exactPath: 'rest' }).matchExact({
      city: 'Enschede',
      street: 'Lasondersingel',
      houseNumber: 129,
    });
    expect(address.houseNumberAdditions).toEqual(['', 'A']);
  });

  it('leaves the addition element out when the addition is absent, empty or blank', async () => {
    const paths: string[] = [];
    server.events.on('request:start', ({ request }) => paths.push(new URL(request.url).pathname));
    for (const houseNumberAddition of [undefined, '', '  ']) {
      await authorized().matchExact({
        city: 'Haarlem',
        street: 'Julianastraat',
        houseNumber: 30,
        ...(houseNumberAddition === undefined ? {} : { houseNumberAddition }),
      });
    }
    server.events.removeAllListeners();
    expect(paths).toEqual(Array(3).fill('/api/nl/v1/addresses/exact/Haarlem/Julianastraat/30'));
  });

  it('answers null for an unknown addition, with the additions that exist', async () => {
    const address = await authorized().matchExact({
      city: 'Enschede',
      street: 'Lasondersingel',
      houseNumber: 129,
      houseNumberAddition: 'B',
    });
    expect(address.houseNumberAddition).toBeNull();
    expect(address.houseNumberAdditions).toEqual(['', 'A']);
  });

  it('sends Basic credentials and extra headers', async () => {
    let seen: Headers | undefined;
    server.events.on('request:start', ({ request }) => (seen = request.headers));
    await client({
      credentials: { key: 'shop-key', secret: 's3cret' },
      headers: { 'X-CSRF-Token': 't0ken' },
    }).matchExact({ city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 });
    server.events.removeAllListeners();
    expect(seen?.get('Authorization')).toBe(`Basic ${btoa('shop-key:s3cret')}`);
    expect(seen?.get('X-CSRF-Token')).toBe('t0ken');
    expect(seen?.get('Accept')).toBe('application/json');
  });
});

describe('autocompleteHouseNumber', () => {
  it('suggests Belgian house numbers with their statuses', async () => {
    const suggestions = await authorized().autocompleteHouseNumber({
      country: 'BE',
      municipalityNisCode: 11002,
      streetId: 824,
      postcode: 2610,
      language: 'nl',
      validation: 'none',
      houseNumber: '36',
    });
    expect(suggestions[0]).toEqual({
      houseNumber: '36 bus 1',
      number: 36,
      bisNumber: null,
      boxNumber: '1',
      postcode: 2610,
      status: 'validated',
    });
    expect(suggestions.at(-1)).toMatchObject({ houseNumber: '36', status: 'unknown' });
  });

  it('suggests German house numbers with their own postcodes', async () => {
    const suggestions = await authorized().autocompleteHouseNumber({
      country: 'DE',
      cityId: 14612000,
      streetId: 1817,
      postcode: '01219',
      validation: 'strict',
      houseNumber: '36',
    });
    expect(suggestions.map((s) => [s.houseNumber, s.postcode, s.status])).toEqual([
      ['36-1', '01217', 'validated'],
      ['36-2', '01217', 'validated'],
      ['36-3', '01217', 'validated'],
    ]);
  });

  it('sends a null NIS code or city id as an empty path element', async () => {
    const paths: string[] = [];
    server.events.on('request:start', ({ request }) => paths.push(new URL(request.url).pathname));
    await authorized().autocompleteHouseNumber({
      country: 'BE',
      municipalityNisCode: null,
      streetId: 824,
      postcode: 2610,
      language: 'fr',
      validation: 'strict',
      houseNumber: '6/3 bte 1',
    });
    await authorized().autocompleteHouseNumber({
      country: 'DE',
      cityId: null,
      streetId: 1817,
      postcode: '01219',
      validation: 'none',
      houseNumber: '1',
    });
    server.events.removeAllListeners();
    expect(paths).toEqual([
      '/api/be/v1/autocomplete/house-number//824/2610/fr/strict/6%2F3%20bte%201',
      '/api/de/v1/autocomplete/house-number//1817/01219/none/1',
    ]);
  });
});

describe('errors', () => {
  it('rejects a not-unique city with its candidates', async () => {
    const error = await failure(authorized().matchExact({ city: 'Hengelo', street: 'Kerkstraat', houseNumber: 1 }));
    expect(error).toMatchObject({
      kind: 'city-not-unique',
      status: 409,
      candidates: ['Hengelo gem. Bronckhorst', 'Hengelo gem. Hengelo'],
      exceptionId: 'Service_Service_PostcodeAddress_CityNotUniqueException',
    });
    expect(error.exception).toContain('not unique');
  });

  it('rejects an address that does not exist as not-found', async () => {
    const error = await failure(authorized().matchExact({ city: 'Haarlem', street: 'Julianastraat', houseNumber: 31 }));
    expect(error).toMatchObject({ kind: 'not-found', status: 404, exception: 'Combination does not exist.' });
    expect(error.message).toBe('not-found (HTTP 404): Combination does not exist.');
  });

  it('rejects a wrong key and a wrong secret as unauthorized', async () => {
    const wrongKey = await failure(
      client({ credentials: { key: 'nope', secret: 's3cret' } }).matchExact({
        city: 'Haarlem',
        street: 'Julianastraat',
        houseNumber: 30,
      }),
    );
    const wrongSecret = await failure(
      client({ credentials: { key: 'shop-key', secret: 'nope' } }).matchExact({
        city: 'Haarlem',
        street: 'Julianastraat',
        houseNumber: 30,
      }),
    );
    expect(wrongKey).toMatchObject({ kind: 'unauthorized', status: 401, exception: 'User `nope` not correct.' });
    expect(wrongSecret).toMatchObject({
      kind: 'unauthorized',
      exceptionId: expect.stringMatching(/PasswordNotCorrectException$/) as unknown,
    });
  });

  it('never shows the secret in an error', async () => {
    const error = await failure(
      client({ credentials: { key: 'shop-key', secret: 'wrong-s3cret' } }).matchExact({
        city: 'Haarlem',
        street: 'Julianastraat',
        houseNumber: 30,
      }),
    );
    const everything = JSON.stringify([
      error.message,
      error.exception,
      error.exceptionId,
      error.status,
      String(error.cause),
    ]);
    expect(everything).not.toContain('wrong-s3cret');
  });

  it.each([
    [400, 'invalid-input'],
    [403, 'forbidden'],
    [405, 'invalid-input'],
    [500, 'server'],
    [502, 'server'],
    [503, 'server'],
  ] as const)('maps HTTP %i to %s', async (status, kind) => {
    server.use(
      http.get(`${BASE_URL}/*`, () =>
        HttpResponse.json({ exception: 'Something', exceptionId: 'Vendor_Some_Exception' }, { status }),
      ),
    );
    const error = await failure(authorized().matchExact({ city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 }));
    expect(error).toMatchObject({ kind, status, exception: 'Something', exceptionId: 'Vendor_Some_Exception' });
  });

  it('reads Retry-After of a 429 in seconds and as a date', async () => {
    server.use(
      http.get(`${BASE_URL}/*`, () =>
        HttpResponse.json(
          { exception: 'Too many requests made, please slow down', exceptionId: 'x' },
          { status: 429, headers: { 'Retry-After': '3' } },
        ),
      ),
    );
    const seconds = await failure(
      authorized().matchExact({ city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 }),
    );
    expect(seconds).toMatchObject({ kind: 'rate-limited', retryAfterMs: 3000 });

    const inTenSeconds = new Date(Date.now() + 10_000).toUTCString();
    server.use(
      http.get(
        `${BASE_URL}/*`,
        () => new HttpResponse(null, { status: 429, headers: { 'Retry-After': inTenSeconds } }),
      ),
    );
    const date = await failure(authorized().matchExact({ city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 }));
    expect(date.retryAfterMs).toBeGreaterThan(8000);
    expect(date.retryAfterMs).toBeLessThanOrEqual(10_000);
  });

  it.each([
    ['no Retry-After', {}],
    ['a blank Retry-After', { 'Retry-After': '  ' }],
    ['a Retry-After that is neither seconds nor a date', { 'Retry-After': 'soon' }],
  ])('leaves retryAfterMs out for %s', async (_name, headers: Record<string, string>) => {
    server.use(
      http.get(`${BASE_URL}/*`, () =>
        HttpResponse.json({ exception: 'Slow down', exceptionId: 'x' }, { status: 429, headers }),
      ),
    );
    const error = await failure(authorized().matchExact({ city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 }));
    expect(error.kind).toBe('rate-limited');
    expect('retryAfterMs' in error).toBe(false);
  });

  it('keeps the kind of a failing answer whose body is not JSON', async () => {
    server.use(
      http.get(
        `${BASE_URL}/*`,
        () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    const error = await failure(authorized().matchExact({ city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 }));
    expect(error).toMatchObject({ kind: 'server', status: 502 });
    expect(error.exception).toBeUndefined();
  });

  it('reports a failed connection as network', async () => {
    server.use(http.get(`${BASE_URL}/*`, () => HttpResponse.error()));
    const error = await failure(authorized().matchExact({ city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 }));
    expect(error.kind).toBe('network');
    expect(error.cause).toBeInstanceOf(TypeError);
  });
});

describe('invalid responses', () => {
  const shapes: [string, () => Response][] = [
    [
      'an HTML page',
      () => new HttpResponse('<!doctype html><title>Maintenance</title>', { headers: { 'Content-Type': 'text/html' } }),
    ],
    [
      'truncated JSON',
      () => new HttpResponse('{"street":"Julianastraat","houseNu', { headers: { 'Content-Type': 'application/json' } }),
    ],
    ['a field of the wrong type', () => HttpResponse.json({ houseNumber: '30' })],
    ['a list where an object belongs', () => HttpResponse.json([])],
    ['null', () => HttpResponse.json(null)],
  ];

  it.each(shapes)('rejects %s from matchExact as invalid-response', async (_name, answer) => {
    server.use(http.get(`${BASE_URL}/*`, answer));
    const error = await failure(authorized().matchExact({ city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 }));
    expect(error.kind).toBe('invalid-response');
  });

  it('rejects an object where the suggestion list belongs, and a suggestion with an unknown status', async () => {
    const params = {
      country: 'DE',
      cityId: null,
      streetId: 1817,
      postcode: '01219',
      validation: 'none',
      houseNumber: '1',
    } as const;
    server.use(http.get(`${BASE_URL}/*`, () => HttpResponse.json({ suggestions: [] })));
    expect((await failure(authorized().autocompleteHouseNumber(params))).kind).toBe('invalid-response');
    server.use(
      http.get(`${BASE_URL}/*`, () =>
        HttpResponse.json([{ houseNumber: '1', number: 1, addition: null, postcode: '01219', status: 'maybe' }]),
      ),
    );
    expect((await failure(authorized().autocompleteHouseNumber(params))).kind).toBe('invalid-response');
  });

  it('names the first wrong field of an answer and what it must be', async () => {
    server.use(http.get(`${BASE_URL}/*`, () => HttpResponse.json({ street: 'Julianastraat', houseNumber: '30' })));
    const address = await failure(
      authorized().matchExact({ city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 }),
    );
    expect(address.message).toBe('invalid-response: address.houseNumber must be a whole number');
    server.use(
      http.get(`${BASE_URL}/*`, () =>
        HttpResponse.json([
          { houseNumber: '1', number: 1, addition: null, postcode: '01219', status: 'validated' },
          { houseNumber: '2', number: 2, addition: null, postcode: '01219', status: 'maybe' },
        ]),
      ),
    );
    const suggestions = await failure(
      authorized().autocompleteHouseNumber({
        country: 'DE',
        cityId: null,
        streetId: 1817,
        postcode: '01219',
        validation: 'none',
        houseNumber: '1',
      }),
    );
    expect(suggestions.message).toBe(
      'invalid-response: suggestion[1].status must be one of validated, incomplete, unknown',
    );
  });

  it('accepts and keeps unknown extra fields', async () => {
    server.use(
      http.get(`${BASE_URL}/*`, () =>
        HttpResponse.json([
          {
            houseNumber: '1',
            number: 1,
            addition: null,
            postcode: '01219',
            status: 'validated',
            cityId: 14612000,
            district: 'Plauen',
          },
        ]),
      ),
    );
    const [suggestion] = await authorized().autocompleteHouseNumber({
      country: 'DE',
      cityId: null,
      streetId: 1817,
      postcode: '01219',
      validation: 'none',
      houseNumber: '1',
    });
    expect(suggestion).toMatchObject({ houseNumber: '1', district: 'Plauen' });
  });
});

describe('credentials in a browser', () => {
  it('warns that the secret is exposed', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('window', { document: {} });
    client({ credentials: { key: 'k', secret: 's' } });
    vi.unstubAllGlobals();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('server proxy'));
    expect(String(warn.mock.calls[0]?.[0])).not.toContain('"s"');
    warn.mockRestore();
  });

  it('does not warn on a server', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    client({ credentials: { key: 'k', secret: 's' } });
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('isAddressApiError', () => {
  it('recognises an error from another realm by name and kind', () => {
    const foreign = Object.assign(new Error('x'), { name: 'AddressApiError', kind: 'timeout' });
    expect(isAddressApiError(foreign)).toBe(true);
    expect(isAddressApiError(new Error('x'))).toBe(false);
    expect(isAddressApiError({ name: 'AddressApiError' })).toBe(false);
    expect(isAddressApiError(null)).toBe(false);
  });
});
