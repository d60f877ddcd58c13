import { describe, expect, it, vi } from 'vitest';
import { houseNumberPartsText } from '../../src/address.ts';
import { createAddressClient } from '../../src/api/client.ts';
import { isAddressApiError } from '../../src/api/errors.ts';
import {
  createAddressProxy,
  verifyAddress,
  type AddressProxy,
  type InProcessUpstream,
  type ProxyErrorEvent,
} from '../../src/server/index.ts';
import { createReferenceAddressApi } from '../../src/testing/index.ts';
import { SIGNING_KEY } from '../support/signed-addresses.ts';

/*
 * `createAddressProxy({ upstream: createReferenceAddressApi() })` (issue 52, point 3): an upstream in this process, an
 * object with `fetch`, runs the proxy without the paid service and without a key or secret; everything else the proxy
 * does is as in front of the service's URL.
 */
const KEY = 'shop-key';
const SECRET = 'Sup3r-S3cret-Value';
const DUTCH = '/api/address/nl/v1/addresses/exact/Haarlem/Julianastraat/30';

/** An in-process upstream that records every request it is given, in front of the reference API (or `answer`). */
function recording(answer: (request: Request) => Promise<Response> = createReferenceAddressApi().fetch) {
  const seen: Request[] = [];
  const upstream: InProcessUpstream = {
    fetch: (request) => {
      seen.push(request);
      return answer(request);
    },
  };
  return { upstream, seen };
}

const shopRequest = (path: string, init?: RequestInit) => new Request(`https://shop.test${path}`, init);

describe('createAddressProxy in front of createReferenceAddressApi(), no key or secret', () => {
  it.each([
    ['a Dutch exact lookup', DUTCH, { street: 'Julianastraat', postcode: '2012ES' }],
    [
      'a Dutch postcode lookup',
      '/api/address/nl/v1/addresses/postcode/2012ES/30',
      { city: 'Haarlem', street: 'Julianastraat' },
    ],
    ['Belgian house numbers', '/api/address/be/v1/autocomplete/house-number/11002/824/2610/nl/none/36', undefined],
    ['German house numbers', '/api/address/de/v1/autocomplete/house-number/14612000/1817/01219/none/36', undefined],
  ])('answers %s', async (_name, path, expected) => {
    const proxy = createAddressProxy({ upstream: createReferenceAddressApi(), basePath: '/api/address' });
    const response = await proxy(shopRequest(path));
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const body: unknown = await response.json();
    if (expected === undefined) expect(Array.isArray(body) && body.length > 0).toBe(true);
    else expect(body).toMatchObject(expected);
  });

  it('answers a Belgian and a German address through the client, as a page asks', async () => {
    const proxy = createAddressProxy({ upstream: createReferenceAddressApi(), basePath: '/api/address' });
    const client = createAddressClient({
      baseUrl: 'https://shop.test/api/address',
      fetch: (input, init) => proxy(new Request(input, init)),
    });
    const belgian = await client.autocompleteHouseNumber({
      country: 'BE',
      municipalityNisCode: 11002,
      streetId: 824,
      postcode: 2610,
      language: 'nl',
      validation: 'none',
      houseNumber: '36',
    });
    const german = await client.autocompleteHouseNumber({
      country: 'DE',
      cityId: 14612000,
      streetId: 1817,
      postcode: '01219',
      validation: 'none',
      houseNumber: '36',
    });
    expect(belgian.map((s) => s.houseNumber)).toContain('36 bus 1');
    expect(german.map((s) => s.houseNumber)).toContain('36');
  });

  it('sends the service’s own path, re-encoded, as GET with no credentials, to an origin that is never resolved', async () => {
    const { upstream, seen } = recording();
    const proxy = createAddressProxy({ upstream, basePath: '/api/address' });
    await proxy(
      shopRequest("/api/address/nl/v1/addresses/exact/'s-Gravenhage/Lange%20Voorhout/1?x=1", {
        headers: { Cookie: 'a=b', Authorization: 'Basic eDp5' },
      }),
    );
    await proxy(shopRequest('/api/address/be/v1/autocomplete/house-number//824/2610/fr/strict/6%2F3'));
    // A router that merged the `//` of the empty NIS code: the element is put back.
    await proxy(shopRequest('/api/address/be/v1/autocomplete/house-number/824/2610/fr/strict/6%2F3'));
    expect(seen.map((request) => request.url)).toEqual([
      "http://upstream.invalid/nl/v1/addresses/exact/'s-Gravenhage/Lange%20Voorhout/1",
      'http://upstream.invalid/be/v1/autocomplete/house-number//824/2610/fr/strict/6%2F3',
      'http://upstream.invalid/be/v1/autocomplete/house-number//824/2610/fr/strict/6%2F3',
    ]);
    for (const request of seen) {
      expect(request.method).toBe('GET');
      expect([...request.headers.keys()].sort()).toEqual(['accept', 'user-agent']);
    }
  });

  it('refuses what it refuses in front of the service, and asks the upstream nothing', async () => {
    const { upstream, seen } = recording();
    const proxy = createAddressProxy({ upstream, basePath: '/api/address' });
    expect((await proxy(shopRequest('/api/address/nl/v1/addresses/exact/Haarlem/Julianastraat/100000'))).status).toBe(
      400,
    );
    expect((await proxy(shopRequest(DUTCH, { method: 'POST' }))).status).toBe(405);
    expect((await proxy(shopRequest('/elsewhere/nl/v1/addresses/exact/Haarlem/Julianastraat/30'))).status).toBe(404);
    expect(seen).toEqual([]);
  });

  it('checks a Dutch, a Belgian and a German address with checkAddress, each with a token verifyAddress accepts', async () => {
    const proxy = createAddressProxy({
      upstream: createReferenceAddressApi(),
      basePath: '/api/address',
      signingKey: SIGNING_KEY,
    });
    const inputs = [
      { country: 'NL', postcode: '2012 ES', houseNumber: '30' },
      { country: 'BE', postcode: '2610', city: 'Antwerpen', street: 'Europalaan 36 bus 1' },
      { country: 'DE', postcode: '50678', city: 'Koeln', street: 'Severinstrasse 205' },
    ];
    const streets: string[] = [];
    for (const input of inputs) {
      const checked = await proxy.checkAddress(input);
      if (!checked.ok) throw new Error(`${input.country}: ${checked.reason}`);
      streets.push(`${checked.address.street} ${checked.address.houseNumber}`);
      const { address, token } = checked;
      const verified = await verifyAddress(
        {
          country: address.country,
          postcode: address.postcode,
          city: address.city,
          street: address.street,
          houseNumber: address.houseNumber,
          houseNumberAddition: address.houseNumberAddition ?? '',
          houseNumberParts: houseNumberPartsText(address.houseNumberParts),
          addressStatus: address.status,
          addressToken: token,
        },
        { signingKey: SIGNING_KEY },
      );
      expect(verified.ok, input.country).toBe(true);
    }
    expect(streets).toEqual(['Julianastraat 30', 'Europalaan 36 bus 1', 'Severinstr. 205']);
  });

  it('spends budgets, keeps answers in the cache and signs them as in front of the service', async () => {
    const { upstream, seen } = recording();
    const proxy = createAddressProxy({
      upstream,
      basePath: '/api/address',
      signingKey: SIGNING_KEY,
      cache: true,
      limits: { total: { requests: 2, perSeconds: 60 } },
    });
    const first = await proxy(shopRequest(DUTCH));
    expect(await first.json()).toMatchObject({ addressToken: expect.any(String) as unknown });
    expect((await proxy(shopRequest(DUTCH))).status).toBe(200); // from the cache: no budget spent, nothing asked
    expect((await proxy(shopRequest('/api/address/nl/v1/addresses/postcode/2012ES/30'))).status).toBe(200);
    const over = await proxy(shopRequest('/api/address/nl/v1/addresses/postcode/7514BP/129'));
    expect(over.status).toBe(429);
    expect(over.headers.get('Retry-After')).not.toBeNull();
    expect(seen).toHaveLength(2);
  });
});

describe('createAddressProxy in front of an in-process upstream that asks for credentials', () => {
  it('sends them as Basic credentials, and reports a refusal as it does the service’s', async () => {
    const onError = vi.fn<(event: ProxyErrorEvent) => void>();
    const api = createReferenceAddressApi({ credentials: { key: KEY, secret: SECRET } });
    const right = createAddressProxy({ upstream: api, key: KEY, secret: SECRET, basePath: '/api/address' });
    const wrong = createAddressProxy({
      upstream: api,
      key: KEY,
      secret: 'An0ther-S3cret-Value',
      basePath: '/api/address',
      onError,
    });
    const none = createAddressProxy({ upstream: api, basePath: '/api/address' });
    expect((await right(shopRequest(DUTCH))).status).toBe(200);
    const refused = await wrong(shopRequest(DUTCH));
    expect(refused.status).toBe(502);
    expect(await refused.text()).not.toMatch(/An0ther|Password/u);
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'upstream-refused-credentials', upstreamStatus: 401 }),
    );
    expect((await none(shopRequest(DUTCH))).status).toBe(502);
  });

  it('withholds an answer that holds the secret', async () => {
    const upstream: InProcessUpstream = {
      fetch: (request) => Promise.resolve(Response.json({ echo: request.headers.get('Authorization') })),
    };
    const proxy = createAddressProxy({ upstream, key: KEY, secret: SECRET, basePath: '/api/address' });
    const response = await proxy(shopRequest(DUTCH));
    expect(response.status).toBe(502);
    expect(await response.text()).not.toContain(btoa(`${KEY}:${SECRET}`));
  });
});

/** What a browser and the shop's logs get from a proxy for one request: status, body, and `onError`'s events. */
interface Outcome {
  status: number;
  body: string;
  events: ProxyErrorEvent[];
  /** What the package's client makes of it: the error's kind, or `ok`. */
  client: string;
}

/**
 * An upstream that misbehaves in some way, called as a request: the same function is the service behind its URL
 * (through the `fetch` option) and the upstream in this process, so that the two proxies can be compared.
 */
type Misbehaviour = (request: Request) => Promise<Response>;

/** Both proxies for the same misbehaving upstream: in front of the service's URL, and in front of it in this process. */
function bothWays(
  misbehaviour: Misbehaviour,
  onError: (event: ProxyErrorEvent) => void,
): Record<'url' | 'inProcess', AddressProxy> {
  const common = { key: KEY, secret: SECRET, basePath: '/api/address', timeoutMs: 100, onError };
  return {
    url: createAddressProxy({
      upstream: 'https://api.example',
      fetch: (input, init) => misbehaviour(new Request(input, init)),
      ...common,
    }),
    inProcess: createAddressProxy({ upstream: { fetch: misbehaviour }, ...common }),
  };
}

/** Asks `proxy` once (aborted by the browser once the upstream was asked, if `abort`), and through the client once. */
async function outcome(
  make: (onError: (event: ProxyErrorEvent) => void) => AddressProxy,
  abort: boolean,
): Promise<Outcome> {
  const events: ProxyErrorEvent[] = [];
  const proxy = make((event) => events.push(event));
  const controller = new AbortController();
  const pending = proxy(shopRequest(DUTCH, { signal: controller.signal }));
  if (abort) setTimeout(() => controller.abort(new Error('the shopper left')), 20);
  const response = await pending;
  const body = await response.text();
  const client = createAddressClient({
    baseUrl: 'https://shop.test/api/address',
    fetch: (input, init) => proxy(new Request(input, init)),
  });
  const kind = abort
    ? 'not asked'
    : await client.matchExact({ city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 }).then(
        () => 'ok',
        (error: unknown) => (isAddressApiError(error) ? error.kind : String(error)),
      );
  return { status: response.status, body, events: events.slice(0, 1), client: kind };
}

const hanging = (): Promise<Response> => new Promise<Response>(() => undefined);
const untilAborted = (request: Request): Promise<Response> =>
  new Promise<Response>((_resolve, reject) => {
    request.signal.addEventListener('abort', () => {
      reject(request.signal.reason as Error);
    });
  });

describe('an in-process upstream that fails is answered as the service’s URL would be', () => {
  const failures: [name: string, misbehaviour: Misbehaviour, status: number, kind: string | undefined][] = [
    [
      'throws at once',
      () => {
        throw new TypeError('the upstream broke');
      },
      502,
      'upstream-unreachable',
    ],
    ['rejects', () => Promise.reject(new Error(`connect ECONNREFUSED (${SECRET})`)), 502, 'upstream-unreachable'],
    ['hangs, heeding its signal (time-out)', untilAborted, 504, 'upstream-timeout'],
    ['hangs, ignoring its signal (time-out)', hanging, 504, 'upstream-timeout'],
    [
      'starts a body that never ends',
      () =>
        Promise.resolve(
          new Response(new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode('{"a"')) }), {
            headers: { 'Content-Type': 'application/json' },
          }),
        ),
      504,
      'upstream-timeout',
    ],
    [
      'answers malformed JSON',
      () =>
        Promise.resolve(
          new Response('{"street": "Julianastraat", ', { headers: { 'Content-Type': 'application/json' } }),
        ),
      200,
      undefined,
    ],
    [
      'answers an HTML page',
      () => Promise.resolve(new Response('<html>oops</html>', { headers: { 'Content-Type': 'text/html' } })),
      502,
      'upstream-answer-withheld',
    ],
    [
      'answers a gateway’s 503 page',
      () => Promise.resolve(new Response('Service Unavailable', { status: 503, headers: { 'Retry-After': '7' } })),
      503,
      undefined,
    ],
    ['answers a network error', () => Promise.resolve(Response.error()), 502, 'upstream-answer-withheld'],
    [
      'redirects',
      () => Promise.resolve(new Response(null, { status: 302, headers: { Location: 'https://elsewhere.example/' } })),
      502,
      'upstream-answer-withheld',
    ],
    [
      'answers too much',
      () =>
        Promise.resolve(
          new Response(`{"x":"${'a'.repeat(3 * 2 ** 20)}"}`, { headers: { 'Content-Type': 'application/json' } }),
        ),
      502,
      'upstream-answer-withheld',
    ],
    [
      'refuses the credentials',
      () => Promise.resolve(Response.json({ exception: 'Password not correct' }, { status: 401 })),
      502,
      'upstream-refused-credentials',
    ],
  ];

  it.each(failures)('when it %s', async (_name, misbehaviour, status, kind) => {
    const viaUrl = await outcome((onError) => bothWays(misbehaviour, onError).url, false);
    const inProcess = await outcome((onError) => bothWays(misbehaviour, onError).inProcess, false);
    expect(inProcess).toEqual(viaUrl);
    expect(inProcess.status).toBe(status);
    expect(inProcess.events[0]?.kind).toBe(kind);
    expect(JSON.stringify(inProcess)).not.toContain(SECRET);
  });

  it('reads malformed JSON as the client’s invalid-response, a gateway’s 503 as an outage, as in front of the service', async () => {
    const malformed = await outcome((onError) => bothWays(failures[5]?.[1] ?? hanging, onError).inProcess, false);
    const gateway = await outcome((onError) => bothWays(failures[7]?.[1] ?? hanging, onError).inProcess, false);
    expect([malformed.client, gateway.client]).toEqual(['invalid-response', 'server']);
  });

  it.each([
    ['heeding its signal', untilAborted],
    ['ignoring its signal', hanging],
  ])('when the browser aborts, %s: 499, nothing reported, the upstream’s signal aborted', async (_name, wait) => {
    const signals: AbortSignal[] = [];
    const misbehaviour: Misbehaviour = (request) => {
      signals.push(request.signal);
      return wait(request);
    };
    const viaUrl = await outcome((onError) => bothWays(misbehaviour, onError).url, true);
    const inProcess = await outcome((onError) => bothWays(misbehaviour, onError).inProcess, true);
    expect(inProcess).toEqual(viaUrl);
    expect(inProcess).toMatchObject({ status: 499, events: [] });
    expect(signals.map((signal) => signal.aborted)).toEqual([true, true]);
  });

  it('gives checkAddress’s caller an unavailable service, never an address', async () => {
    const proxy = createAddressProxy({
      upstream: { fetch: hanging },
      basePath: '/api/address',
      signingKey: SIGNING_KEY,
      timeoutMs: 50,
    });
    await expect(proxy.checkAddress({ country: 'NL', postcode: '2012ES', houseNumber: 30 })).resolves.toEqual({
      ok: false,
      reason: 'unavailable',
    });
  });
});
