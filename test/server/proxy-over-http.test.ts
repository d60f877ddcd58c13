import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddressClient, isAddressApiError } from '../../src/index.ts';
import { createAddressProxy } from '../../src/server/index.ts';
import { createReferenceAddressApi } from '../../src/testing/index.ts';
import { serveFetchHandler, type LoopbackServer } from '../support/http-server.ts';

const credentials = { key: 'demo-key', secret: 'demo-secret-value' };
let reference: LoopbackServer;
let proxy: LoopbackServer;

beforeAll(async () => {
  reference = await serveFetchHandler(createReferenceAddressApi({ credentials }).fetch);
  proxy = await serveFetchHandler(
    createAddressProxy({ upstream: reference.url, ...credentials, basePath: '/api/address' }),
  );
});
afterAll(async () => {
  await proxy.close();
  await reference.close();
});

describe('the client through the proxy over real HTTP', () => {
  const client = () => createAddressClient({ baseUrl: `${proxy.url}/api/address` });

  it('looks up, gets the 409 candidates, and completes house numbers, without holding credentials', async () => {
    expect((await client().matchExact({ city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 })).postcode).toBe(
      '2012ES',
    );
    const conflict: unknown = await client()
      .matchExact({ city: 'Bergen', street: 'Dorpsstraat', houseNumber: 2 })
      .catch((e: unknown) => e);
    expect(isAddressApiError(conflict) && conflict.candidates).toEqual([
      'Bergen gem. Bergen (L.)',
      'Bergen gem. Bergen (NH.)',
    ]);
    const numbers = await client().autocompleteHouseNumber({
      country: 'BE',
      municipalityNisCode: 11002,
      streetId: 824,
      postcode: 2610,
      language: 'nl',
      validation: 'strict',
      houseNumber: '36 bus 1',
    });
    expect(numbers[0]?.houseNumber).toBe('36 bus 1');
  });

  it('carries every awkward character through both hops', async () => {
    const address = await client().matchExact({
      city: "'S-GRAVENHAGE",
      street: 'laan van nieuw oost-indië',
      houseNumber: 123,
      houseNumberAddition: 'b',
    });
    expect(address).toMatchObject({ city: "'s-Gravenhage", houseNumberAddition: 'B' });
  });

  it('turns a stopped service into a server error the UI can show as unavailable', async () => {
    const stopped = await serveFetchHandler(createReferenceAddressApi().fetch);
    await stopped.close();
    const orphan = await serveFetchHandler(
      createAddressProxy({ upstream: stopped.url, ...credentials, basePath: '/api/address' }),
    );
    const error: unknown = await createAddressClient({ baseUrl: `${orphan.url}/api/address` })
      .matchExact({ city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 })
      .catch((e: unknown) => e);
    await orphan.close();
    expect(isAddressApiError(error) && [error.kind, error.status, error.exceptionId]).toEqual([
      'server',
      502,
      'Proxy_UpstreamUnavailableException',
    ]);
  });
});
