import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReferenceAddressApi } from '../../src/testing/index.ts';

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
