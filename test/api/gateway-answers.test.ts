import { describe, expect, it } from 'vitest';
import { createAddressClient, type AddressApiErrorKind } from '../../src/index.ts';
import { retryDelay, retryPolicy } from '../../src/query/retry-policy.ts';
import { createReferenceAddressApi } from '../../src/testing/index.ts';
import { failure } from '../support/failure.ts';
import { proxyHarness } from '../support/proxy-harness.ts';

/**
 * The client reading answers as the service and the gateways before it send them (issue 41, point 10): only the
 * service's address-not-found 404 is `not-found`, and an error page keeps its status and `Retry-After`, also
 * through the proxy.
 */
const lookup = { city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 };
const answering = (response: () => Response) =>
  createAddressClient({ baseUrl: 'https://service.test', fetch: () => Promise.resolve(response()) });
/** A client of the proxy, which has `answer` as its upstream. */
const viaProxy = (answer: () => Response) => {
  const { proxy } = proxyHarness({}, () => Promise.resolve(answer()));
  return createAddressClient({
    baseUrl: 'https://shop.test/api/address',
    fetch: (input, init) => proxy(new Request(input, init)),
  });
};
const page =
  (status: number, body: string, headers: Record<string, string> = {}) =>
  () =>
    new Response(body, { status, headers: { 'Content-Type': 'text/html', ...headers } });
const json404 =
  (exceptionId: string | undefined, exception = 'Combination does not exist.') =>
  () =>
    Response.json(exceptionId === undefined ? { message: 'Not Found' } : { exception, exceptionId }, { status: 404 });

describe('createAddressClient: a 404 is address-not-found only when the service says so', () => {
  it('tells the address-not-found 404 (matched on the end of its exceptionId) from every other 404', async () => {
    const cases: [string, () => Response, AddressApiErrorKind][] = [
      [
        "the vendor's address-not-found",
        json404('PostcodeNl_Service_PostcodeAddress_AddressNotFoundException'),
        'not-found',
      ],
      [
        "the reference API's address-not-found",
        json404('Service_Service_PostcodeAddress_AddressNotFoundException'),
        'not-found',
      ],
      ['another vendor prefix', json404('Acme_Service_PostcodeAddress_AddressNotFoundException'), 'not-found'],
      [
        'an unknown route of the service',
        json404('PostcodeNl_React_Controller_RouteNotFoundException', 'Unknown operation.'),
        'server',
      ],
      ["the proxy's unknown route", json404('Proxy_RouteNotFoundException', 'Unknown operation.'), 'server'],
      ['the not-found text under another id', json404('Vendor_Some_Exception'), 'server'],
      ['an id that only contains the name', json404('AddressNotFoundExceptionHandler_Failed'), 'server'],
      ['a name that only ends like it', json404('Vendor_PostalAddressNotFoundException'), 'server'],
      ['JSON without an exceptionId', json404(undefined), 'server'],
      ["a gateway's HTML page", page(404, '<h1>Not Found</h1>'), 'server'],
      ['an empty body', () => new Response(null, { status: 404 }), 'server'],
    ];
    const kinds: [string, AddressApiErrorKind][] = [];
    for (const [name, answer] of cases) kinds.push([name, (await failure(answering(answer).matchExact(lookup))).kind]);
    expect(kinds).toEqual(cases.map(([name, , kind]) => [name, kind]));
  });

  it('keeps status 404 and the exceptionId on an outage 404, and retries it once as a lookup', async () => {
    const error = await failure(
      answering(json404('PostcodeNl_React_Controller_RouteNotFoundException', 'Unknown operation.')).lookupPostcode({
        postcode: '2012ES',
        houseNumber: 30,
      }),
    );
    expect(error).toMatchObject({
      kind: 'server',
      status: 404,
      exceptionId: 'PostcodeNl_React_Controller_RouteNotFoundException',
      exception: 'Unknown operation.',
    });
    expect(error.message).toBe('server (HTTP 404): Unknown operation.');
    expect([
      retryPolicy('lookup')(0, error),
      retryPolicy('lookup')(1, error),
      retryPolicy('autocomplete')(0, error),
    ]).toEqual([true, false, false]);
  });

  it('keeps every not-found of the reference API, and makes its unknown-route 404 (a misrouted endpoint) an outage', async () => {
    const api = createReferenceAddressApi();
    const client = createAddressClient({
      baseUrl: 'https://reference.test',
      fetch: (input, init) => api.fetch(new Request(input, init)),
    });
    // A gateway that routes to a version the service does not have (a retired endpoint).
    const misrouted = createAddressClient({
      baseUrl: 'https://reference.test',
      fetch: (input, init) => api.fetch(new Request(new Request(input).url.replace('/v1/', '/v0/'), init)),
    });
    const kinds = [
      (await failure(client.matchExact({ ...lookup, houseNumber: 31 }))).kind,
      (await failure(client.matchExact({ city: 'Haarlem ZH', street: 'Julianastraat', houseNumber: 30 }))).kind,
      (await failure(client.lookupPostcode({ postcode: '2012ES', houseNumber: 31 }))).kind,
      (
        await failure(
          createAddressClient({
            baseUrl: 'https://reference.test',
            exactPath: 'rest',
            fetch: (input, init) => api.fetch(new Request(input, init)),
          }).matchExact({ ...lookup, houseNumber: 31 }),
        )
      ).kind,
      (await failure(misrouted.matchExact(lookup))).kind,
      (
        await failure(
          misrouted.autocompleteHouseNumber({
            country: 'DE',
            cityId: null,
            streetId: 1817,
            postcode: '01219',
            validation: 'none',
            houseNumber: '1',
          }),
        )
      ).kind,
    ];
    expect(kinds).toEqual(['not-found', 'not-found', 'not-found', 'not-found', 'server', 'server']);
  });
});

describe('createAddressClient: an error page keeps its status and Retry-After, directly and through the proxy', () => {
  const cases: [string, AddressApiErrorKind, number, number | undefined, () => Response][] = [
    [
      'a 429 text/plain',
      'rate-limited',
      429,
      30_000,
      () =>
        new Response('Too Many Requests', {
          status: 429,
          headers: { 'Content-Type': 'text/plain', 'Retry-After': '30' },
        }),
    ],
    [
      'a 429 with an empty body',
      'rate-limited',
      429,
      4000,
      () => new Response(null, { status: 429, headers: { 'Retry-After': '4' } }),
    ],
    ['a 503 text/html', 'server', 503, 120_000, page(503, '<h1>Service Unavailable</h1>', { 'Retry-After': '120' })],
    [
      'a 503 with an empty body',
      'server',
      503,
      2000,
      () => new Response(null, { status: 503, headers: { 'Retry-After': '2' } }),
    ],
    ['a 503 page without Retry-After', 'server', 503, undefined, page(503, 'Service Unavailable')],
  ];

  it.each(cases)(
    'reads %s as %s with its status and retryAfterMs; through the proxy with its own error text',
    async (_name, kind, status, retryAfterMs, answer) => {
      const direct = await failure(answering(answer).matchExact(lookup));
      expect({ kind: direct.kind, status: direct.status, retryAfterMs: direct.retryAfterMs }).toEqual({
        kind,
        status,
        retryAfterMs,
      });
      const proxied = await failure(viaProxy(answer).matchExact(lookup));
      expect({
        kind: proxied.kind,
        status: proxied.status,
        retryAfterMs: proxied.retryAfterMs,
        exceptionId: proxied.exceptionId,
      }).toEqual({ kind, status, retryAfterMs, exceptionId: 'Proxy_UpstreamErrorException' });
      expect(proxied.exception).toContain(`HTTP ${status}`);
    },
  );

  it('honours the Retry-After of an error page through the proxy: no retry of a 429, none of a 503 that asks for 2 minutes, the asked wait before one that asks for 2 s', async () => {
    const limited = await failure(viaProxy(page(429, 'Too Many Requests', { 'Retry-After': '30' })).matchExact(lookup));
    const longWait = await failure(
      viaProxy(page(503, 'Service Unavailable', { 'Retry-After': '120' })).matchExact(lookup),
    );
    const shortWait = await failure(viaProxy(page(503, '', { 'Retry-After': '2' })).matchExact(lookup));
    const retry = retryPolicy('lookup');
    expect([retry(0, limited), retry(0, longWait), retry(0, shortWait)]).toEqual([false, false, true]);
    expect(retryDelay(1, shortWait)).toBe(2000);
  });
});
