import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { BelgianStreetParams, GermanStreetParams } from '../../src/api/types.ts';
import { addressKeys } from '../../src/query/address-keys.ts';
import { streetQueryOptions } from '../../src/query/street-query-options.ts';
import { setupReferenceServer } from '../support/msw.ts';

const { routes, client } = setupReferenceServer();
const antwerp: BelgianStreetParams = {
  country: 'BE',
  municipalityNisCode: 11002,
  postcode: 2610,
  streetName: 'Europa',
};
const dresden: GermanStreetParams = { country: 'DE', cityId: 14612000, postcode: '01219', streetName: 'Eugen' };

describe('streetQueryOptions', () => {
  it('is keyed as addressKeys.street of its parameters', () => {
    expect(streetQueryOptions(client(), antwerp).queryKey).toEqual(addressKeys.street(antwerp));
    expect(streetQueryOptions(client(), dresden).queryKey).toEqual(addressKeys.street(dresden));
  });

  it('asks autocompleteStreet with the query’s signal, in the country of the parameters', async () => {
    const streets = client();
    const autocompleteStreet = vi.spyOn(streets, 'autocompleteStreet');
    const queryClient = new QueryClient();
    const belgian = await queryClient.query(streetQueryOptions(streets, antwerp));
    expect(belgian[0]?.streetId).toBe(824);
    const german = await queryClient.query(streetQueryOptions(streets, dresden));
    expect(german[0]?.streetName).toBe('Eugen-Bracht-Str.');
    expect(autocompleteStreet).toHaveBeenCalledWith(antwerp, { signal: expect.any(AbortSignal) as AbortSignal });
    expect(routes.map((route) => route.operation)).toEqual(['be-street', 'de-street']);
  });

  it('never retries and keeps the list fresh for five minutes', () => {
    const options = streetQueryOptions(client(), antwerp);
    expect(options.retry).toBe(0);
    expect(options.staleTime).toBe(5 * 60 * 1000);
  });
});
