import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { addressKeys } from '../../src/query/address-keys.ts';
import { exactAddressQueryOptions } from '../../src/query/exact-address-query-options.ts';
import { setupReferenceServer } from '../support/msw.ts';

const { routes, client } = setupReferenceServer();
const julianastraat = { city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 };

describe('exactAddressQueryOptions', () => {
  it('is keyed as addressKeys.exact of its parameters', () => {
    expect(exactAddressQueryOptions(client(), { ...julianastraat, houseNumberAddition: ' ' }).queryKey).toEqual(
      addressKeys.exact(julianastraat),
    );
  });

  it('looks the address up with matchExact, passing the query’s signal and its own time limit', async () => {
    const exact = client();
    const matchExact = vi.spyOn(exact, 'matchExact');
    const address = await new QueryClient().query(exactAddressQueryOptions(exact, julianastraat, { timeoutMs: 1500 }));
    expect(address.postcode).toBe('2012ES');
    expect(matchExact).toHaveBeenCalledWith(julianastraat, {
      signal: expect.any(AbortSignal) as AbortSignal,
      timeoutMs: 1500,
    });
    expect(routes.map((route) => route.operation)).toEqual(['exact']);
  });

  it('has the lookups’ freshness and retry: five minutes fresh, a transient failure tried again', () => {
    const options = exactAddressQueryOptions(client(), julianastraat);
    expect(options.staleTime).toBe(5 * 60 * 1000);
    expect(typeof options.retry).toBe('function');
  });
});
