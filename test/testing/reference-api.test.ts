import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServiceRoute } from '../../src/api/parse-path.ts';
import { createReferenceAddressApi, referenceDataset } from '../../src/testing/index.ts';
import { referenceCaller } from '../support/reference-call.ts';

describe('the reference API where the Fetch API is missing (Jest’s jsdom environment)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('refuses to be created, naming what is missing and the environment that has it, rather than answering every request with a failure', () => {
    vi.stubGlobal('Request', undefined);
    expect(() => createReferenceAddressApi()).toThrow(
      "createReferenceAddressApi needs the Fetch API, and Request is not defined here. Under Jest's jsdom, use the environment jest-fixed-jsdom (testEnvironment: 'jest-fixed-jsdom'), which keeps Node's fetch, Request and Response.",
    );
    vi.stubGlobal('Response', undefined);
    expect(() => createReferenceAddressApi()).toThrow('and Request and Response are not defined here.');
  });

  it('is created, and answers, where the runtime has them', async () => {
    const api = createReferenceAddressApi();
    const response = await api.fetch(
      new Request('https://address.test/nl/v1/addresses/exact/Haarlem/Julianastraat/30'),
    );
    expect(((await response.json()) as { postcode: string }).postcode).toBe('2012ES');
  });
});

describe('Basic auth and latency', () => {
  const secured = referenceCaller({ credentials: { key: 'key', secret: 'secret' } });
  const path = '/nl/v1/addresses/exact/Haarlem/Julianastraat/30';
  const basic = (text: string) => ({ headers: { Authorization: `Basic ${btoa(text)}` } });

  it('requires the right key and secret', async () => {
    expect((await secured(path)).status).toBe(401);
    expect(await secured(path, basic('other:secret'))).toMatchObject({
      status: 401,
      body: { exception: 'User `other` not correct.' },
    });
    expect(await secured(path, basic('key:wrong'))).toMatchObject({
      status: 401,
      body: { exception: 'Password not correct.' },
    });
    expect((await secured(path, basic('key:secret'))).status).toBe(200);
  });

  it('reads any key and secret as UTF-8, the secret from the first colon on', async () => {
    const key = fc.string({ unit: 'grapheme', maxLength: 8 }).filter((text) => !text.includes(':'));
    const secret = fc.string({ unit: 'grapheme', maxLength: 12 });
    const utf8Basic = (text: string) => ({
      headers: { Authorization: `Basic ${Buffer.from(text, 'utf8').toString('base64')}` },
    });
    expect(
      (await referenceCaller({ credentials: { key: 'clé', secret: 'a:b:' } })(path, utf8Basic('clé:a:b:'))).status,
    ).toBe(200);
    await fc.assert(
      fc.asyncProperty(key, secret, async (k, s) => {
        const own = referenceCaller({ credentials: { key: k, secret: s } });
        expect((await own(path, utf8Basic(`${k}:${s}`))).status).toBe(200);
        expect((await own(path, utf8Basic(`${k}:${s}x`))).status).toBe(401);
      }),
      { numRuns: 50 },
    );
  });

  it('refuses a header that is not Basic credentials as an unknown user, before reading the path', async () => {
    for (const Authorization of ['Bearer a2V5OnNlY3JldA==', 'Basic a2V5c2VjcmV0', 'Basic !!!']) {
      expect(await secured(path, { headers: { Authorization } }), Authorization).toMatchObject({
        status: 401,
        body: { exception: 'User `` not correct.' },
      });
    }
    expect((await secured(path, { headers: { Authorization: 'basic a2V5OnNlY3JldA==' } })).status).toBe(200);
    expect((await secured('/nl/v2/unknown')).status).toBe(401);
  });

  it('waits latencyMs and stops waiting when the request is aborted', async () => {
    const slow = referenceCaller({ latencyMs: 80 });
    const started = Date.now();
    await slow(path);
    expect(Date.now() - started).toBeGreaterThanOrEqual(75);
    await expect(slow(path, { signal: AbortSignal.timeout(10) })).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('waits as long as latencyMs says for each request, so answers can arrive out of order', async () => {
    const seen: string[] = [];
    const api = createReferenceAddressApi({ latencyMs: (request) => (request.url.endsWith('/30') ? 60 : 0) });
    const ask = async (url: string) => {
      await api.fetch(new Request(`http://reference.test${url}`));
      seen.push(url);
    };
    await Promise.all([ask(path), ask('/nl/v1/addresses/exact/Haarlem/Julianastraat/32')]);
    expect(seen).toEqual(['/nl/v1/addresses/exact/Haarlem/Julianastraat/32', path]);
  });
});

describe('createReferenceAddressApi', () => {
  const exactPath = '/nl/v1/addresses/exact/Haarlem/Julianastraat/30';

  it('tells onRequest each operation it answers, with the request, and nothing it refuses before', async () => {
    const seen: [ServiceRoute, Request][] = [];
    const api = createReferenceAddressApi({ onRequest: (route, request) => seen.push([route, request]) });
    const request = new Request(`http://reference.test${exactPath}`);
    await api.fetch(request);
    await api.fetch(new Request('http://reference.test/be/v1/autocomplete/postal-area/Antw'));
    await api.fetch(new Request('http://reference.test/nl/v2/addresses/exact/Haarlem/Julianastraat/30'));
    await api.fetch(new Request(`http://reference.test${exactPath}`, { method: 'POST' }));
    expect(seen.map(([route]) => route)).toEqual([
      { operation: 'exact', form: 'nl/v1', elements: { city: 'Haarlem', street: 'Julianastraat', houseNumber: '30' } },
      { operation: 'be-postal-area', elements: { postalArea: 'Antw' } },
    ]);
    expect(seen[0]?.[1]).toBe(request);
  });

  it('answers GET and HEAD alike, and any other method with 405 whatever the path', async () => {
    const call = referenceCaller();
    expect(
      (await createReferenceAddressApi().fetch(new Request(`http://reference.test${exactPath}`, { method: 'HEAD' })))
        .status,
    ).toBe(200);
    expect((await call('/nowhere', { method: 'PUT' })).status).toBe(405);
  });

  it('lets a lookup be kept for a day and suggestions for an hour, an error never', async () => {
    const call = referenceCaller();
    const cacheControl = async (url: string) => (await call(url)).headers.get('Cache-Control');
    expect(await cacheControl(exactPath)).toBe('private, max-age=86400');
    expect(await cacheControl('/nl/v1/addresses/postcode/2012ES/30')).toBe('private, max-age=86400');
    expect(await cacheControl('/be/v1/autocomplete/house-number/11002/824/2610/nl/strict/3')).toBe(
      'private, max-age=3600',
    );
    expect(await cacheControl('/de/v1/autocomplete/street/14612000/01219/Eugen')).toBe('private, max-age=3600');
    expect(await cacheControl('/de/v1/autocomplete/postal-area/Koeln')).toBe('private, max-age=3600');
    expect(await cacheControl('/nl/v1/addresses/exact/Haarlem/Julianastraat/31')).toBe('no-store');
  });

  it('answers from the dataset it is given, finding no postal areas where the dataset has none', async () => {
    const call = referenceCaller({
      dataset: { nl: referenceDataset.nl.filter((r) => r.city === 'Enschede'), be: referenceDataset.be, de: [] },
    });
    expect((await call('/nl/v1/addresses/exact/Enschede/Lasondersingel/129')).status).toBe(200);
    expect((await call(exactPath)).status).toBe(404);
    expect(await call('/be/v1/autocomplete/postal-area/Antw')).toMatchObject({ status: 200, body: [] });
    expect(await call('/de/v1/autocomplete/street/14612000//Eugen')).toMatchObject({ status: 200, body: [] });
    expect((await call('/be/v1/autocomplete/street/11002/2610/Euro')).body).toMatchObject([{ streetId: 824 }]);
  });
});
