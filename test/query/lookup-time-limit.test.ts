import { QueryClient } from '@tanstack/react-query';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { exactAddressQueryOptions, isAddressApiError, postcodeAddressQueryOptions } from '../../src/index.ts';
import { BASE_URL, setupReferenceServer } from '../support/msw.ts';

const credentials = { key: 'shop-key', secret: 's3cret' };
const { server, client: clientOf } = setupReferenceServer({ credentials });
const client = (overrides: Parameters<typeof clientOf>[0] = {}) => clientOf({ credentials, ...overrides });
const julianastraat = { city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 };

describe('the Dutch lookups’ query options: a time limit of their own', () => {
  it('times a stalled lookup out after its own limit, not the client’s', async () => {
    server.use(
      http.get(`${BASE_URL}/*`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const started = performance.now();
    const error: unknown = await queryClient
      .query(exactAddressQueryOptions(client({ timeoutMs: 60_000 }), julianastraat, { timeoutMs: 80 }))
      .catch((caught: unknown) => caught);
    expect(isAddressApiError(error) && error.kind).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('keeps the limit out of the key: a lookup with and without one share its answer', async () => {
    const queryClient = new QueryClient();
    const params = { postcode: '2012 ES', houseNumber: 30 };
    const fast = postcodeAddressQueryOptions(client(), params, { timeoutMs: 2_500 });
    expect(fast.queryKey).toEqual(postcodeAddressQueryOptions(client(), params).queryKey);
    const address = await queryClient.query(fast);
    expect(queryClient.getQueryData(postcodeAddressQueryOptions(client(), params).queryKey)).toBe(address);
    expect(address.street).toBe('Julianastraat');
  });
});
