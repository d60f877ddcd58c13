import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressApiError } from '../../src/index.ts';
import { createAddressClient, isAddressApiError } from '../../src/index.ts';
import { createReferenceAddressApi } from '../../src/testing/index.ts';
import { listenOnLoopback, serveFetchHandler, type LoopbackServer } from '../support/http-server.ts';

const credentials = { key: 'key', secret: 'secret' };
let reference: LoopbackServer;

beforeAll(async () => {
  reference = await serveFetchHandler(createReferenceAddressApi({ credentials }).fetch);
});
afterAll(() => reference.close());

async function failure(promise: Promise<unknown>): Promise<AddressApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isAddressApiError(error)) throw new Error(`expected an AddressApiError, got ${String(error)}`);
  return error;
}

describe('the client against the reference API over real HTTP', () => {
  const client = () => createAddressClient({ baseUrl: reference.url, credentials });

  it.each(['nl/v1', 'rest'] as const)(
    'looks up a Dutch address with a diacritic through the %s form',
    async (exactPath) => {
      const address = await createAddressClient({ baseUrl: reference.url, credentials, exactPath }).matchExact({
        city: 'zoetermeer',
        street: 'Cesar Franckrode',
        houseNumber: 1,
      });
      expect(address).toMatchObject({ street: 'César Franckrode', postcode: '2717BA', houseNumberAdditions: [''] });
    },
  );

  it("looks up 's-Gravenhage, apostrophe and all", async () => {
    const address = await client().matchExact({
      city: "'s-Gravenhage",
      street: 'Laan van Nieuw Oost-Indië',
      houseNumber: 123,
      houseNumberAddition: 'b',
    });
    expect(address).toMatchObject({ houseNumberAddition: 'B', postcode: '2593BL' });
  });

  it('completes Belgian and German house numbers', async () => {
    const be = await client().autocompleteHouseNumber({
      country: 'BE',
      municipalityNisCode: 62063,
      streetId: 5410,
      postcode: 4000,
      language: 'fr',
      validation: 'strict',
      houseNumber: '6/3',
    });
    expect(be.map((s) => s.houseNumber)).toEqual(['6/3 bte 0101', '6/3 bte 0102', '6/3 bte 0201']);
    const de = await client().autocompleteHouseNumber({
      country: 'DE',
      cityId: 14612000,
      streetId: 1817,
      postcode: '01219',
      validation: 'strict',
      houseNumber: '7',
    });
    expect(de.map((s) => s.houseNumber)).toEqual(['7', '7A']);
  });

  it('maps the 409 and the 401 of the real wire', async () => {
    const conflict = await failure(client().matchExact({ city: 'Rijswijk', street: 'Molenstraat', houseNumber: 10 }));
    expect(conflict.candidates).toEqual(['Rijswijk gem. Altena', 'Rijswijk gem. Rijswijk']);
    const denied = await failure(
      createAddressClient({ baseUrl: reference.url }).matchExact({
        city: 'Haarlem',
        street: 'Julianastraat',
        houseNumber: 30,
      }),
    );
    expect(denied.kind).toBe('unauthorized');
  });
});

describe('the client against misbehaving servers', () => {
  const servers: LoopbackServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
  });
  const start = async (listener: Parameters<typeof listenOnLoopback>[0]) => {
    const server = await listenOnLoopback(listener);
    servers.push(server);
    return createAddressClient({ baseUrl: server.url, timeoutMs: 300 });
  };
  const lookup = { city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 };

  it('times out a server that hangs', async () => {
    const client = await start(() => undefined);
    const started = Date.now();
    expect((await failure(client.matchExact(lookup))).kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('times out a server that sends headers and then stalls the body', async () => {
    const client = await start((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.write('{"street":');
    });
    expect((await failure(client.matchExact(lookup))).kind).toBe('timeout');
  });

  it('reports a dropped connection as network', async () => {
    const client = await start((request) => {
      request.socket.destroy();
    });
    expect((await failure(client.matchExact(lookup))).kind).toBe('network');
  });

  it('reports a connection dropped in the middle of the body as network', async () => {
    const client = await start((request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '500' });
      response.write('{"street":"Julianastraat"', () => request.socket.destroy());
    });
    expect((await failure(client.matchExact(lookup))).kind).toBe('network');
  });

  it('reports a closed port as network', async () => {
    const server = await listenOnLoopback(() => undefined);
    await server.close();
    const error = await failure(createAddressClient({ baseUrl: server.url }).matchExact(lookup));
    expect(error.kind).toBe('network');
  });

  it('rejects an HTML page with status 200 as invalid-response', async () => {
    const client = await start((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' }).end('<html><body>Login</body></html>');
    });
    expect((await failure(client.matchExact(lookup))).kind).toBe('invalid-response');
  });

  it('reads a 429 with Retry-After', async () => {
    const client = await start((_request, response) => {
      response
        .writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '2' })
        .end(JSON.stringify({ exception: 'Too many requests made, please slow down', exceptionId: 'x' }));
    });
    expect(await failure(client.matchExact(lookup))).toMatchObject({
      kind: 'rate-limited',
      status: 429,
      retryAfterMs: 2000,
    });
  });

  it('aborts a hanging request by signal, and the server sees the connection close', async () => {
    let closed = false;
    const client = await start((request) => {
      request.socket.on('close', () => (closed = true));
    });
    const controller = new AbortController();
    const promise = client.matchExact(lookup, { signal: controller.signal });
    setTimeout(() => {
      controller.abort();
    }, 50);
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
    await expect.poll(() => closed).toBe(true);
  });
});
