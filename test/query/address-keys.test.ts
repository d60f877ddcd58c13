import { QueryClient } from '@tanstack/react-query';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactLookupsKey, houseNumbersKey } from '../../src/query/address-keys.ts';
import {
  addressKeys,
  type ExactAddressParams,
  type PostalAreaParams,
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
    expect(addressKeys.postalArea({ country: 'BE', postalArea: 'Wilr' })).toEqual([
      'address',
      'postal-area',
      { country: 'BE', postalArea: 'Wilr' },
    ]);
    expect(addressKeys.postalArea({ country: 'DE', postalArea: 'Wilr' })).not.toEqual(
      addressKeys.postalArea({ country: 'BE', postalArea: 'Wilr' }),
    );
  });

  it('gives postcodes typed differently, and an absent or blank addition, one postcode-lookup key', () => {
    const key = addressKeys.postcodeAddress({ postcode: '2012ES', houseNumber: 30 });
    expect(key).toEqual(['address', 'postcode', { postcode: '2012ES', houseNumber: 30 }]);
    expect(addressKeys.postcodeAddress({ postcode: '2012 es', houseNumber: 30, houseNumberAddition: ' ' })).toEqual(
      key,
    );
    expect(addressKeys.postcodeAddress({ postcode: '2012ES', houseNumber: 30, houseNumberAddition: 'A' })).not.toEqual(
      key,
    );
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
    const address = await queryClient.query(
      postcodeAddressQueryOptions(client(), { postcode: '2012 es', houseNumber: 30 }),
    );
    expect(address.street).toBe('Julianastraat');
    await queryClient.query(postcodeAddressQueryOptions(client(), { postcode: '2012ES', houseNumber: 30 }));
    await queryClient.query(streetQueryOptions(client(), belgian));
    expect(routes.map((r) => r.operation)).toEqual(['be-street', 'de-postal-area', 'postcode']);
    expect(queryClient.getQueryData(streetQueryOptions(client(), belgian).queryKey)).toBe(streets);
  });
});

describe('addressKeys for the Dutch lookups and the house numbers', () => {
  const julianastraat = { city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 };

  it('keys an exact lookup by its request parameters in path order, an absent or blank addition left out', () => {
    expect(addressKeys.exact({ houseNumber: 30, street: 'Julianastraat', city: 'Haarlem' })).toEqual([
      'address',
      'exact',
      julianastraat,
    ]);
    expect(JSON.stringify(addressKeys.exact({ houseNumber: 30, street: 'Julianastraat', city: 'Haarlem' }))).toBe(
      JSON.stringify(addressKeys.exact(julianastraat)),
    );
    expect(addressKeys.exact({ ...julianastraat, houseNumberAddition: '' })).toEqual(addressKeys.exact(julianastraat));
    expect(addressKeys.exact({ ...julianastraat, houseNumberAddition: 'A' })).toEqual([
      'address',
      'exact',
      { ...julianastraat, houseNumberAddition: 'A' },
    ]);
    expect(addressKeys.exact({ ...julianastraat, extra: true } as typeof julianastraat)).toEqual(
      addressKeys.exact(julianastraat),
    );
  });

  it('keys a house-number autocomplete by its country’s parameters only', () => {
    const belgian = {
      country: 'BE',
      municipalityNisCode: 11002,
      streetId: 824,
      postcode: 2610,
      language: 'nl',
      validation: 'none',
      houseNumber: '36',
    } as const;
    expect(addressKeys.houseNumber(belgian)).toEqual(['address', 'house-number', belgian]);
    expect(addressKeys.houseNumber({ ...belgian, language: 'fr' })).not.toEqual(addressKeys.houseNumber(belgian));
    const german = {
      country: 'DE',
      cityId: null,
      streetId: 1817,
      postcode: '01219',
      validation: 'none',
      houseNumber: '36',
    } as const;
    expect(addressKeys.houseNumber({ ...german, language: 'nl' } as typeof german)).toEqual([
      'address',
      'house-number',
      german,
    ]);
  });

  it('keeps the country first in an autocomplete key, also for a country no request is made for', () => {
    const key = addressKeys.postalArea({ country: 'FR', postalArea: 'Lille' } as unknown as PostalAreaParams);
    expect(key).toEqual(['address', 'postal-area', { country: 'FR', postalArea: 'Lille' }]);
    expect(Object.keys(addressKeys.street(german)[2])[0]).toBe('country');
  });

  it('gives two exact lookups one key exactly when they send the same request (property)', () => {
    const params = fc.record(
      {
        city: fc.constantFrom('Haarlem', 'Hengelo'),
        street: fc.constant('Julianastraat'),
        houseNumber: fc.integer({ min: 1, max: 2 }),
        houseNumberAddition: fc.constantFrom('', ' ', 'A', 'B'),
      },
      { requiredKeys: ['city', 'street', 'houseNumber'] },
    );
    const sent = (p: ExactAddressParams) =>
      [p.city, p.street, p.houseNumber, (p.houseNumberAddition ?? '').trim()].join('/');
    fc.assert(
      fc.property(params, params, (a, b) => {
        expect(JSON.stringify(addressKeys.exact(a)) === JSON.stringify(addressKeys.exact(b))).toBe(sent(a) === sent(b));
      }),
      { numRuns: 300 },
    );
  });

  it('puts every key family, and the functions exported one by one, under addressKeys.all', () => {
    expect(exactLookupsKey()).toEqual(addressKeys.exactLookups());
    expect(houseNumbersKey()).toEqual(['address', 'house-number']);
    for (const key of [
      addressKeys.exactLookups(),
      addressKeys.houseNumbers(),
      addressKeys.exact(julianastraat),
      addressKeys.houseNumber({
        country: 'DE',
        cityId: null,
        streetId: 1817,
        postcode: '01219',
        validation: 'none',
        houseNumber: '1',
      }),
    ]) {
      expect(key.slice(0, 1)).toEqual(addressKeys.all);
    }
  });
});
