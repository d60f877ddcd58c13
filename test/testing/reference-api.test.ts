import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReferenceAddressApi } from '../../src/testing/index.ts';
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
    const response = await api.fetch(new Request('https://address.test/nl/v1/addresses/exact/Haarlem/Julianastraat/30'));
    expect(((await response.json()) as { postcode: string }).postcode).toBe('2012ES');
  });
});

describe('Basic auth and latency', () => {
  const secured = referenceCaller({ credentials: { key: 'key', secret: 'secret' } });
  const path = '/nl/v1/addresses/exact/Haarlem/Julianastraat/30';
  const basic = (text: string) => ({ headers: { Authorization: `Basic ${btoa(text)}` } });

  it('requires the right key and secret', async () => {
    expect((await secured(path)).status).toBe(401);
    expect(await secured(path, basic('other:secret'))).toMatchObject({ status: 401, body: { exception: 'User `other` not correct.' } });
    expect(await secured(path, basic('key:wrong'))).toMatchObject({ status: 401, body: { exception: 'Password not correct.' } });
    expect((await secured(path, basic('key:secret'))).status).toBe(200);
  });

  it('waits latencyMs and stops waiting when the request is aborted', async () => {
    const slow = referenceCaller({ latencyMs: 80 });
    const started = Date.now();
    await slow(path);
    expect(Date.now() - started).toBeGreaterThanOrEqual(75);
    await expect(slow(path, { signal: AbortSignal.timeout(10) })).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});
