import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { addressKeys } from '../../src/query/address-keys.ts';
import { postalAreaQueryOptions } from '../../src/query/postal-area-query-options.ts';
import { setupReferenceServer } from '../support/msw.ts';

const { routes, client } = setupReferenceServer();

describe('postalAreaQueryOptions', () => {
  it('is keyed as addressKeys.postalArea: by country and text', () => {
    expect(postalAreaQueryOptions(client(), { country: 'BE', postalArea: 'Wilr' }).queryKey).toEqual(
      addressKeys.postalArea({ country: 'BE', postalArea: 'Wilr' }),
    );
  });

  it('asks autocompletePostalArea with the query’s signal, in the country of the parameters', async () => {
    const areas = client();
    const autocompletePostalArea = vi.spyOn(areas, 'autocompletePostalArea');
    const queryClient = new QueryClient();
    const belgian = await queryClient.query(postalAreaQueryOptions(areas, { country: 'BE', postalArea: 'Wilr' }));
    expect(belgian).toEqual([
      { municipalityName: 'Antwerpen', municipalityNisCode: 11002, postcode: 2610, matchedName: 'Wilrijk' },
    ]);
    const german = await queryClient.query(postalAreaQueryOptions(areas, { country: 'DE', postalArea: 'Strehl' }));
    expect(german[0]?.postcode).toBe('01219');
    expect(autocompletePostalArea).toHaveBeenCalledWith(
      { country: 'DE', postalArea: 'Strehl' },
      { signal: expect.any(AbortSignal) as AbortSignal },
    );
    expect(routes.map((route) => route.operation)).toEqual(['be-postal-area', 'de-postal-area']);
  });

  it('fails with the service’s refusal of a too-short text, and does not ask again', async () => {
    await expect(
      new QueryClient().query(postalAreaQueryOptions(client(), { country: 'BE', postalArea: 'A' })),
    ).rejects.toMatchObject({ kind: 'invalid-input' });
    expect(routes).toHaveLength(1);
  });
});
