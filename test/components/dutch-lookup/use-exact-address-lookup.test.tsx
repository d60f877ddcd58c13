import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ExactAddressLookupProps } from '../../../src/components/dutch-lookup/exact-address-lookup-props.ts';
import { useExactAddressLookup } from '../../../src/components/dutch-lookup/use-exact-address-lookup.ts';
import { addressWrapper } from '../../support/address-wrapper.tsx';
import { BASE_URL, setupReferenceServer } from '../../support/msw.ts';

const { client, server } = setupReferenceServer();
const renderLookup = (props: ExactAddressLookupProps) =>
  renderHook(() => useExactAddressLookup({ debounceMs: 0, ...props }), { wrapper: addressWrapper(client()) });

describe('useExactAddressLookup', () => {
  it('asks for the postcode only once the check is off or a differing one is to settle', async () => {
    const { result } = renderLookup({ defaultValue: { city: 'Haarlem', street: 'Julianastraat', houseNumber: '30' } });
    expect(result.current.shows('postcode')).toBe(false);
    await waitFor(() => expect(result.current.state).toBe('found'));
    expect(result.current.shows('postcode')).toBe(false);
    act(() => result.current.enterManually());
    expect(result.current.shows('postcode')).toBe(true);
  });

  it('offers the cities of a 409, and looks up again with the one chosen', async () => {
    const { result } = renderLookup({ defaultValue: { city: 'Hengelo', street: 'Kerkstraat', houseNumber: '1' } });
    await waitFor(() => expect(result.current.state).toBe('city-not-unique'));
    expect(result.current.cityCandidates).toContain('Hengelo gem. Bronckhorst');
    act(() => result.current.chooseCity('Hengelo gem. Bronckhorst'));
    expect(result.current.values.city).toBe('Hengelo gem. Bronckhorst');
    await waitFor(() => expect(result.current.state).toBe('found'));
    expect(result.current.cityCandidates).toEqual([]);
    expect(result.current.address).toMatchObject({ postcode: '7255BA', city: 'Hengelo' });
  });

  it('offers the twelve provinces when the 409 names no city', async () => {
    server.use(
      http.get(`${BASE_URL}/nl/v1/addresses/exact/Bergen/*`, () =>
        HttpResponse.json(
          {
            exception: 'City name is not unique.',
            exceptionId: 'Vendor_Service_PostcodeAddress_CityNotUniqueException',
          },
          { status: 409 },
        ),
      ),
    );
    const { result } = renderLookup({ defaultValue: { city: 'Bergen', street: 'Dorpsstraat', houseNumber: '2' } });
    await waitFor(() => expect(result.current.state).toBe('city-not-unique'));
    expect(result.current.cityCandidates).toHaveLength(12);
    expect(result.current.cityCandidates).toContain('Bergen LB');
  });

  it('takes the postcode found over a differing one typed, as people write it', async () => {
    const { result } = renderLookup({
      defaultValue: { city: 'Haarlem', street: 'Julianastraat', houseNumber: '30', postcode: '2011 AA' },
    });
    await waitFor(() => expect(result.current.state).toBe('choose-postcode'));
    expect(result.current.shows('postcode')).toBe(true);
    expect(result.current.canEnterManually).toBe(false);
    act(() => result.current.takeFoundPostcode());
    expect(result.current.values.postcode).toBe('2012 ES');
    await waitFor(() => expect(result.current.state).toBe('found'));
  });
});
