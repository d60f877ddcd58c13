import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  addressKeys,
  postalAreaQueryOptions,
  postcodeAddressQueryOptions,
  streetQueryOptions,
} from '../../src/index.ts';
import type { BelgianStreetParams, GermanStreetParams } from '../../src/types.ts';
import { setupReferenceServer } from '../support/msw.ts';

const { routes, client } = setupReferenceServer();
const belgian: BelgianStreetParams = { country: 'BE', municipalityNisCode: 11002, postcode: 2610, streetName: 'Euro' };
const german: GermanStreetParams = { country: 'DE', cityId: 14612000, postcode: '01219', streetName: 'Eugen' };

describe('addressKeys for the whole-address operations', () => {
  it('puts every request parameter of a street search in the key, and nothing else', () => {
    expect(addressKeys.street({ ...belgian, extra: 1 } as BelgianStreetParams)).toEqual(['address', 'street', belgian]);
    expect(addressKeys.street(german)).toEqual(['address', 'street', german]);
    const keys = [
      belgian,
      { ...belgian, municipalityNisCode: 62063 },
      { ...belgian, postcode: null },
      { ...belgian, streetName: 'Europ' },
      german,
      { ...german, cityId: 5315000 },
      { ...german, postcode: null },
    ].map((p) => JSON.stringify(addressKeys.street(p)));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keys a postal area by country and text', () => {
    expect(addressKeys.postalArea({ country: 'BE', postalArea: 'Wilr' })).toEqual(['address', 'postal-area', { country: 'BE', postalArea: 'Wilr' }]);
    expect(addressKeys.postalArea({ country: 'DE', postalArea: 'Wilr' })).not.toEqual(addressKeys.postalArea({ country: 'BE', postalArea: 'Wilr' }));
  });

  it('gives postcodes typed differently, and an absent or blank addition, one postcode-lookup key', () => {
    const key = addressKeys.postcodeAddress({ postcode: '2012ES', houseNumber: 30 });
    expect(key).toEqual(['address', 'postcode', { postcode: '2012ES', houseNumber: 30 }]);
    expect(addressKeys.postcodeAddress({ postcode: '2012 es', houseNumber: 30, houseNumberAddition: ' ' })).toEqual(key);
    expect(addressKeys.postcodeAddress({ postcode: '2012ES', houseNumber: 30, houseNumberAddition: 'A' })).not.toEqual(key);
  });

  it('places each family under addressKeys.all', () => {
    for (const key of [addressKeys.postalAreas(), addressKeys.streets(), addressKeys.postcodeAddresses()]) {
      expect(key.slice(0, 1)).toEqual(addressKeys.all);
    }
  });
});

describe('query options', () => {
  it('fetch once per key and serve the rest from the cache', async () => {
    const queryClient = new QueryClient();
    const streets = await queryClient.query(streetQueryOptions(client(), belgian));
    expect(streets[0]?.streetName).toBe('Europalaan');
    const areas = await queryClient.query(postalAreaQueryOptions(client(), { country: 'DE', postalArea: 'Strehl' }));
    expect(areas[0]?.postcode).toBe('01219');
    const address = await queryClient.query(postcodeAddressQueryOptions(client(), { postcode: '2012 es', houseNumber: 30 }));
    expect(address.street).toBe('Julianastraat');
    await queryClient.query(postcodeAddressQueryOptions(client(), { postcode: '2012ES', houseNumber: 30 }));
    await queryClient.query(streetQueryOptions(client(), belgian));
    expect(routes.map((r) => r.operation)).toEqual(['be-street', 'de-postal-area', 'postcode']);
    expect(queryClient.getQueryData(streetQueryOptions(client(), belgian).queryKey)).toBe(streets);
  });
});
