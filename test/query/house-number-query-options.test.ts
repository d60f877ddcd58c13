import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { BelgianHouseNumberParams, GermanHouseNumberParams } from '../../src/api/types.ts';
import { addressKeys } from '../../src/query/address-keys.ts';
import { houseNumberQueryOptions } from '../../src/query/house-number-query-options.ts';
import { setupReferenceServer } from '../support/msw.ts';

const { routes, client } = setupReferenceServer();
const europalaan: BelgianHouseNumberParams = {
  country: 'BE',
  municipalityNisCode: 11002,
  streetId: 824,
  postcode: 2610,
  language: 'nl',
  validation: 'none',
  houseNumber: '36',
};
const eugenBracht: GermanHouseNumberParams = {
  country: 'DE',
  cityId: 14612000,
  streetId: 1817,
  postcode: '01219',
  validation: 'none',
  houseNumber: '3',
};

describe('houseNumberQueryOptions', () => {
  it('is keyed as addressKeys.houseNumber of its parameters', () => {
    expect(houseNumberQueryOptions(client(), europalaan).queryKey).toEqual(addressKeys.houseNumber(europalaan));
    expect(houseNumberQueryOptions(client(), eugenBracht).queryKey).toEqual(addressKeys.houseNumber(eugenBracht));
  });

  it('asks autocompleteHouseNumber with the query’s signal, in the country of the parameters', async () => {
    const numbers = client();
    const autocompleteHouseNumber = vi.spyOn(numbers, 'autocompleteHouseNumber');
    const queryClient = new QueryClient();
    const belgian = await queryClient.query(houseNumberQueryOptions(numbers, europalaan));
    expect(belgian[0]).toMatchObject({ houseNumber: '36 bus 1', boxNumber: '1', postcode: 2610 });
    const german = await queryClient.query(houseNumberQueryOptions(numbers, eugenBracht));
    expect(german[0]).toMatchObject({ houseNumber: '3', addition: null, postcode: '01219' });
    expect(autocompleteHouseNumber).toHaveBeenCalledWith(europalaan, {
      signal: expect.any(AbortSignal) as AbortSignal,
    });
    expect(autocompleteHouseNumber).toHaveBeenCalledWith(eugenBracht, {
      signal: expect.any(AbortSignal) as AbortSignal,
    });
    expect(routes.map((route) => route.operation)).toEqual(['be-house-number', 'de-house-number']);
  });

  it('never retries and keeps the list fresh for five minutes', () => {
    const options = houseNumberQueryOptions(client(), eugenBracht);
    expect(options.retry).toBe(0);
    expect(options.staleTime).toBe(5 * 60 * 1000);
  });
});
