import { describe, expect, it } from 'vitest';
import { createAddressClient } from '../../src/api/client.ts';
import {
  exactAddressQueryOptions,
  houseNumberQueryOptions,
  postcodeAddressQueryOptions,
  streetQueryOptions,
} from '../../src/index.ts';
import { reuseSeconds } from '../../src/server/token-reuse.ts';

/*
 * The browser's memory keeps a signed answer fresh no longer than the proxy would give it again: a lookup made again
 * later asks, and gets a token of then. (With an hour of freshness, a shopper who came back to the step 50 minutes on
 * was shown the first answer's token, which ran out before the order.)
 */
const client = createAddressClient({ baseUrl: 'https://shop.test/api/address' });
const proxysReuseMs = reuseSeconds(3600) * 1000;

describe('signed answers in React Query’s memory', () => {
  it.each([
    [
      'exactAddressQueryOptions',
      exactAddressQueryOptions(client, { city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 }),
    ],
    ['postcodeAddressQueryOptions', postcodeAddressQueryOptions(client, { postcode: '2012ES', houseNumber: 30 })],
    [
      'streetQueryOptions',
      streetQueryOptions(client, {
        country: 'BE',
        municipalityNisCode: 11002,
        postcode: 2610,
        streetName: 'Europalaan',
      }),
    ],
    [
      'houseNumberQueryOptions',
      houseNumberQueryOptions(client, {
        country: 'BE',
        municipalityNisCode: 11002,
        streetId: 824,
        postcode: 2610,
        language: 'nl',
        validation: 'none',
        houseNumber: '36',
      }),
    ],
  ])('%s stays fresh at most as long as the proxy reuses a token (five minutes)', (_name, options) => {
    expect(options.staleTime).toBeGreaterThan(0);
    expect(options.staleTime).toBeLessThanOrEqual(proxysReuseMs);
  });
});
