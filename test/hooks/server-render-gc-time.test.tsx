import { describe, expect, it } from 'vitest';
import { createAddressClient, exactAddressQueryOptions } from '../../src/index.ts';

describe('the cache time of an address in a browser', () => {
  it('keeps an unused address for a day where there is a window (on a server, forever and without a timer)', () => {
    expect(typeof window).toBe('object');
    const client = createAddressClient({ baseUrl: 'https://address.test' });
    const options = exactAddressQueryOptions(client, { city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 });
    expect(options.gcTime).toBe(24 * 60 * 60 * 1000);
  });
});
