import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { addressKeys } from '../../src/query/address-keys.ts';
import { postcodeAddressQueryOptions } from '../../src/query/postcode-address-query-options.ts';
import { setupReferenceServer } from '../support/msw.ts';

const { routes, client } = setupReferenceServer();

describe('postcodeAddressQueryOptions', () => {
  it('is keyed as addressKeys.postcodeAddress: a postcode typed with a space and in lower case shares the key', () => {
    const key = postcodeAddressQueryOptions(client(), { postcode: '2012 es', houseNumber: 30 }).queryKey;
    expect(key).toEqual(addressKeys.postcodeAddress({ postcode: '2012ES', houseNumber: 30 }));
  });

  it('looks the address up with lookupPostcode, passing the query’s signal and its own time limit', async () => {
    const postcode = client();
    const lookupPostcode = vi.spyOn(postcode, 'lookupPostcode');
    const params = { postcode: '2012 es', houseNumber: 30 };
    const address = await new QueryClient().query(postcodeAddressQueryOptions(postcode, params, { timeoutMs: 1500 }));
    expect(address.street).toBe('Julianastraat');
    expect(lookupPostcode).toHaveBeenCalledWith(params, {
      signal: expect.any(AbortSignal) as AbortSignal,
      timeoutMs: 1500,
    });
    expect(routes.map((route) => route.operation)).toEqual(['postcode']);
  });

  it('asks once for a postcode typed two ways', async () => {
    const queryClient = new QueryClient();
    await queryClient.query(postcodeAddressQueryOptions(client(), { postcode: '2012 es', houseNumber: 30 }));
    await queryClient.query(postcodeAddressQueryOptions(client(), { postcode: '2012ES', houseNumber: 30 }));
    expect(routes).toHaveLength(1);
  });
});
