import { describe, expect, it, vi } from 'vitest';
import { proxyHarness, everythingIn, KEY, SECRET } from '../support/proxy-harness.ts';

const basic = `Basic ${btoa(`${KEY}:${SECRET}`)}`;

describe('createAddressProxy: the three operations', () => {
  it.each([
    [
      '/api/address/nl/v1/addresses/exact/Haarlem/Julianastraat/30',
      '/base/nl/v1/addresses/exact/Haarlem/Julianastraat/30',
      200,
    ],
    [
      '/api/address/rest/addresses/exact/Enschede/Lasondersingel/129/A',
      '/base/rest/addresses/exact/Enschede/Lasondersingel/129/A',
      200,
    ],
    [
      "/api/address/nl/v1/addresses/exact/'s-Gravenhage/Lange%20Voorhout/1",
      "/base/nl/v1/addresses/exact/'s-Gravenhage/Lange%20Voorhout/1",
      200,
    ],
    [
      '/api/address/nl/v1/addresses/exact/Hengelo/Kerkstraat/1',
      '/base/nl/v1/addresses/exact/Hengelo/Kerkstraat/1',
      409,
    ],
    [
      '/api/address/be/v1/autocomplete/house-number/11002/824/2610/nl/none/36%20b',
      '/base/be/v1/autocomplete/house-number/11002/824/2610/nl/none/36%20b',
      200,
    ],
    [
      '/api/address/be/v1/autocomplete/house-number//824/2610/fr/strict/6%2F3',
      '/base/be/v1/autocomplete/house-number//824/2610/fr/strict/6%2F3',
      200,
    ],
    [
      '/api/address/de/v1/autocomplete/house-number/14612000/1817/01219/none/36',
      '/base/de/v1/autocomplete/house-number/14612000/1817/01219/none/36',
      200,
    ],
  ])('relays %s to the right upstream path with the credentials', async (path, upstreamPath, status) => {
    const { call, calls } = proxyHarness();
    const response = await call(path);
    expect(response.status).toBe(status);
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]?.url ?? '').pathname).toBe(upstreamPath);
    expect(calls[0]?.headers.get('Authorization')).toBe(basic);
    expect(calls[0]?.method).toBe('GET');
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
  });

  it('answers HEAD without a body', async () => {
    const { call } = proxyHarness();
    const response = await call('/api/address/nl/v1/addresses/exact/Haarlem/Julianastraat/30', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it.each([
    ['/api/address/nl/v2/addresses/exact/Haarlem/Julianastraat/30', 404],
    ['/api/address/nl/v1/addresses/exact/Haarlem/Julianastraat/30/A/extra', 404],
    ['/api/address/be/v1/autocomplete/house-number/11002/824/2610/nl', 404],
    ['/api/address/de/v1/autocomplete/house-number/1/2/3/4/5/6', 404],
    ['/api/address/nl/v1/addresses/exact/Haarlem/Julianastraat', 400],
    ['/other/nl/v1/addresses/exact/Haarlem/Julianastraat/30', 404],
    ['/api/address', 404],
    ['/api/addressnl/v1/addresses/exact/Haarlem/Julianastraat/30', 404],
  ])('refuses %s with %i in the service error shape, calling nothing upstream', async (path, status) => {
    const { call, calls } = proxyHarness();
    const response = await call(path);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({
      exception: expect.any(String) as unknown,
      exceptionId: expect.stringMatching(/^Proxy_/) as unknown,
    });
    expect(calls).toHaveLength(0);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('refuses %s with 405 and says what is allowed', async (method) => {
    const { call, calls } = proxyHarness();
    const response = await call('/api/address/nl/v1/addresses/exact/Haarlem/Julianastraat/30', { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET, HEAD, OPTIONS');
    expect(calls).toHaveLength(0);
  });
});

describe('createAddressProxy: traversal and encoding attacks', () => {
  it.each([
    '/api/address/nl/v1/addresses/exact/Haarlem/../../../../admin',
    '/api/address/nl/v1/addresses/exact/Haarlem/%2e%2e/%2E%2E/%2e%2E/admin',
    '/api/address/nl/v1/addresses/exact/../../../be/v1/autocomplete/house-number/11002/824/2610/nl/none/1',
    '/api/address/./nl/v1/addresses/exact/../exact/Haarlem/Julianastraat/30/../../../x',
  ])('never lets dot segments change the operation: %s', async (path) => {
    const { call, calls } = proxyHarness();
    const response = await call(path);
    for (const request of calls) {
      expect(new URL(request.url).pathname).toMatch(
        /^\/base\/(nl\/v1|rest)\/addresses\/exact\/|^\/base\/(be|de)\/v1\/autocomplete\/house-number\//,
      );
    }
    expect([200, 400, 404]).toContain(response.status);
  });

  it('keeps an encoded slash inside its element (a dot segment beside it is refused: proxy-dot-segments.test.ts)', async () => {
    const { call, calls } = proxyHarness();
    await call('/api/address/nl/v1/addresses/exact/a%2Fb%2Fadmin/Julianastraat/30');
    expect(new URL(calls[0]?.url ?? '').pathname).toBe('/base/nl/v1/addresses/exact/a%2Fb%2Fadmin/Julianastraat/30');
  });

  it('keeps doubled encoding literal: %252e%252eHaarlem stays the text %2e%2eHaarlem', async () => {
    const { call, calls } = proxyHarness();
    await call('/api/address/nl/v1/addresses/exact/%252e%252eHaarlem/Julianastraat/30');
    expect(new URL(calls[0]?.url ?? '').pathname).toBe(
      '/base/nl/v1/addresses/exact/%252e%252eHaarlem/Julianastraat/30',
    );
  });

  it.each([
    ['a NUL character', '/api/address/nl/v1/addresses/exact/Haar%00lem/Julianastraat/30'],
    ['a line feed', '/api/address/nl/v1/addresses/exact/Haarlem%0D%0AX-Injected:%201/Julianastraat/30'],
    ['a C1 control', '/api/address/nl/v1/addresses/exact/Haarlem%C2%85/Julianastraat/30'],
    ['broken UTF-8', '/api/address/nl/v1/addresses/exact/Haarl%E9m/Julianastraat/30'],
    ['a dot-only element', '/api/address/nl/v1/addresses/exact/.../Julianastraat/30'],
    ['a city of 81 characters', `/api/address/nl/v1/addresses/exact/${'a'.repeat(81)}/Julianastraat/30`],
    ['an addition of 7 characters', '/api/address/nl/v1/addresses/exact/Haarlem/Julianastraat/30/ABCDEFG'],
    ['a house number that is not a number', '/api/address/nl/v1/addresses/exact/Haarlem/Julianastraat/3a'],
    ['a house number of 6 digits', '/api/address/nl/v1/addresses/exact/Haarlem/Julianastraat/100000'],
    ['an unknown language', '/api/address/be/v1/autocomplete/house-number/11002/824/2610/en/none/1'],
    ['a German postcode of four digits', '/api/address/de/v1/autocomplete/house-number/1/1817/1219/none/1'],
    ['a German street mode', '/api/address/de/v1/autocomplete/house-number/1/1817/01219/street/1'],
    [
      'a BE house number of 61 characters',
      `/api/address/be/v1/autocomplete/house-number/11002/824/2610/nl/none/1${'a'.repeat(60)}`,
    ],
  ])('refuses %s with 400 and calls nothing upstream', async (_name, path) => {
    const { call, calls } = proxyHarness();
    const response = await call(path);
    expect(response.status).toBe(400);
    expect(calls).toHaveLength(0);
  });

  it('drops the query string', async () => {
    const { call, calls } = proxyHarness();
    await call('/api/address/nl/v1/addresses/exact/Haarlem/Julianastraat/30?debug=1&key=x');
    expect(new URL(calls[0]?.url ?? '').search).toBe('');
  });
});

describe('createAddressProxy: headers', () => {
  it('forwards none of the incoming headers, only its own', async () => {
    const { call, calls } = proxyHarness();
    await call('/api/address/nl/v1/addresses/exact/Haarlem/Julianastraat/30', {
      headers: {
        Authorization: 'Basic ZXZpbDpldmls',
        Cookie: 'session=abc',
        'X-Forwarded-For': '10.0.0.1',
        'X-CSRF-Token': 't',
        'Accept-Language': 'nl',
        Referer: 'https://shop.test/checkout',
        'User-Agent': 'Mozilla/5.0',
      },
    });
    expect(Object.fromEntries(calls[0]?.headers.entries() ?? [])).toEqual({
      accept: 'application/json',
      authorization: basic,
      'user-agent': 'react-address-entry-proxy',
    });
  });

  it('relays only Content-Type, Cache-Control and Retry-After from upstream', async () => {
    const { call } = proxyHarness({}, () =>
      Promise.resolve(
        new Response('{"exception":"slow down","exceptionId":"x"}', {
          status: 429,
          headers: {
            'Content-Type': 'application/json',
            'Cache-Control': 'no-store',
            'Retry-After': '3',
            'Set-Cookie': 'upstream=1',
            Server: 'nginx/1.2.3',
            'X-Powered-By': 'PHP',
            'WWW-Authenticate': 'Basic realm="api"',
          },
        }),
      ),
    );
    const response = await call('/api/address/nl/v1/addresses/exact/Haarlem/Julianastraat/30');
    expect(response.status).toBe(429);
    expect(Object.fromEntries(response.headers.entries())).toEqual({
      'content-type': 'application/json',
      'cache-control': 'no-store',
      'retry-after': '3',
      'x-content-type-options': 'nosniff',
    });
  });
});

describe('createAddressProxy: upstream failures', () => {
  const path = '/api/address/nl/v1/addresses/exact/Haarlem/Julianastraat/30';

  it('answers 504 when the service does not answer in time', async () => {
    const onError = vi.fn();
    const { call } = proxyHarness(
      { timeoutMs: 50, onError },
      (request) =>
        new Promise((_, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason as Error));
        }),
    );
    const response = await call(path);
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ exceptionId: 'Proxy_UpstreamTimeoutException' });
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'upstream-timeout',
        status: 504,
        path: '/nl/v1/addresses/exact/Haarlem/Julianastraat/30',
      }),
    );
  });

  it('answers 502 when the service cannot be reached, and never tells the secret to onError', async () => {
    const onError = vi.fn();
    const { call } = proxyHarness({ onError }, () =>
      Promise.reject(new TypeError(`connect ECONNREFUSED (auth ${SECRET} ${btoa(`${KEY}:${SECRET}`)})`)),
    );
    const response = await call(path);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ exceptionId: 'Proxy_UpstreamUnavailableException' });
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'upstream-unreachable',
        cause: expect.stringContaining('ECONNREFUSED') as unknown,
      }),
    );
    expect(JSON.stringify(onError.mock.calls)).not.toContain(SECRET);
    expect(JSON.stringify(onError.mock.calls)).not.toContain(btoa(`${KEY}:${SECRET}`));
  });

  it('answers 502 when the service refuses the proxy, without its text (which names the key)', async () => {
    const onError = vi.fn();
    const { call } = proxyHarness({ secret: 'wrong-secret', onError });
    const response = await call(path);
    expect(response.status).toBe(502);
    expect(await everythingIn(response)).not.toMatch(/Password not correct|wrong-secret/);
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'upstream-refused-credentials', upstreamStatus: 401 }),
    );
  });

  it('withholds an answer that holds the secret', async () => {
    const { call } = proxyHarness({}, (request) =>
      Promise.resolve(Response.json({ echo: request.headers.get('Authorization'), secret: SECRET })),
    );
    const response = await call(path);
    expect(response.status).toBe(502);
    const text = await everythingIn(response);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain(btoa(`${KEY}:${SECRET}`));
  });

  it('passes the browser abort on to the service', async () => {
    let upstreamSignal: AbortSignal | undefined;
    const { call } = proxyHarness({}, (request) => {
      upstreamSignal = request.signal;
      return new Promise((_, reject) =>
        request.signal.addEventListener('abort', () => reject(request.signal.reason as Error)),
      );
    });
    const controller = new AbortController();
    const pending = call(path, { signal: controller.signal });
    await vi.waitFor(() => expect(upstreamSignal).toBeDefined());
    controller.abort();
    expect((await pending).status).toBe(499);
    expect(upstreamSignal?.aborted).toBe(true);
  });
});

describe('createAddressProxy: origins and CORS', () => {
  const path = '/api/address/nl/v1/addresses/exact/Haarlem/Julianastraat/30';
  const fromShop = { Origin: 'https://shop.example', 'Sec-Fetch-Site': 'cross-site' };

  it('serves same-origin and server-to-server requests without CORS headers', async () => {
    const { call } = proxyHarness({ allowedOrigins: ['https://shop.example'] });
    const same = await call(path, { headers: { 'Sec-Fetch-Site': 'same-origin' } });
    const server = await call(path);
    expect([same.status, server.status]).toEqual([200, 200]);
    expect(same.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('answers an allowed origin with CORS headers, and its preflight', async () => {
    const { call, calls } = proxyHarness({ allowedOrigins: ['https://shop.example'] });
    const response = await call(path, { headers: fromShop });
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('https://shop.example');
    expect(response.headers.get('Vary')).toBe('Origin');
    const preflight = await call(path, {
      method: 'OPTIONS',
      headers: {
        ...fromShop,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-csrf-token',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Methods')).toBe('GET, HEAD, OPTIONS');
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain('X-CSRF-Token');
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['another origin', { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }],
    ['a same-site subdomain not in the list', { Origin: 'https://cdn.shop.example', 'Sec-Fetch-Site': 'same-site' }],
    ['a cross-site request without Origin', { 'Sec-Fetch-Site': 'cross-site' }],
    ['an old browser sending only a foreign Origin', { Origin: 'https://evil.example' }],
  ])('refuses %s with 403, calling nothing upstream', async (_name, headers) => {
    const { call, calls } = proxyHarness({ allowedOrigins: ['https://shop.example'] });
    const response = await call(path, { headers });
    expect(response.status).toBe(403);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('refuses every cross-site request when no origin is allowed', async () => {
    const { call } = proxyHarness();
    expect((await call(path, { headers: fromShop })).status).toBe(403);
    expect((await call(path, { method: 'OPTIONS', headers: fromShop })).status).toBe(403);
  });
});
