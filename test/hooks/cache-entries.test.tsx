import { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  addressKeys,
  useExactAddress,
  useHouseNumberAutocomplete,
  usePostcodeAddress,
  useStreetAutocomplete,
  type ExactAddressParams,
} from '../../src/index.ts';
import type { GermanHouseNumberParams, GermanStreetParams } from '../../src/types.ts';
import { addressWrapper } from '../support/address-wrapper.tsx';
import { setupReferenceServer } from '../support/msw.ts';

const { routes, client } = setupReferenceServer();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const teplitzer = (houseNumber: string): GermanHouseNumberParams => ({
  country: 'DE',
  cityId: 14612000,
  streetId: 1820,
  postcode: '01219',
  validation: 'strict',
  houseNumber,
});
/** The parameters of every cached query under a key prefix. */
const cachedParams = (queryClient: QueryClient, prefix: readonly unknown[]) =>
  queryClient
    .getQueryCache()
    .findAll({ queryKey: prefix })
    .map((query) => query.queryKey[2]);

describe('the cache holds one entry per settled input, not per keystroke', () => {
  it('keeps one house-number entry after "1", "12", "123" typed quickly', async () => {
    const queryClient = new QueryClient();
    const { result, rerender } = renderHook(
      ({ params }: { params: GermanHouseNumberParams }) => useHouseNumberAutocomplete(params),
      { initialProps: { params: teplitzer('') }, wrapper: addressWrapper(client(), queryClient) },
    );
    for (const typed of ['1', '12', '123']) rerender({ params: teplitzer(typed) });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await sleep(10);
    expect(cachedParams(queryClient, addressKeys.houseNumbers())).toEqual([teplitzer('123')]);
    expect(routes).toHaveLength(1);
  });

  it('keeps one street entry per settled name, the ones typed over leave nothing', async () => {
    const queryClient = new QueryClient();
    const dresden = (streetName: string): GermanStreetParams => ({
      country: 'DE',
      cityId: 14612000,
      postcode: null,
      streetName,
    });
    const { result, rerender } = renderHook(
      ({ params }: { params: GermanStreetParams }) => useStreetAutocomplete(params, { debounceMs: 30 }),
      { initialProps: { params: dresden('') }, wrapper: addressWrapper(client(), queryClient) },
    );
    for (const typed of ['E', 'Eu', 'Eug']) rerender({ params: dresden(typed) });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    for (const typed of ['T', 'Te']) rerender({ params: dresden(typed) });
    await waitFor(() => expect(result.current.data?.[0]?.streetName).toBe('Teplitzer Str.'));
    await sleep(10);
    expect(cachedParams(queryClient, addressKeys.streets())).toEqual([dresden('Eug'), dresden('Te')]);
  });
});

describe('lookups that were never fetched do not linger', () => {
  it('drops an exact lookup that was only typed, soon after it stops being observed', async () => {
    const queryClient = new QueryClient();
    const haarlem = (houseNumber: number): ExactAddressParams => ({
      city: 'Haarlem',
      street: 'Julianastraat',
      houseNumber,
    });
    const { result, rerender } = renderHook(
      ({ params }: { params: ExactAddressParams }) => useExactAddress(params, { debounceMs: 50 }),
      { initialProps: { params: haarlem(3) }, wrapper: addressWrapper(client(), queryClient) },
    );
    await waitFor(() => expect(result.current.isFetched).toBe(true));
    rerender({ params: haarlem(30) });
    rerender({ params: haarlem(31) });
    rerender({ params: haarlem(32) });
    await waitFor(() => expect(result.current.address?.houseNumber).toBe(32));
    await sleep(10);
    // 3 was fetched (its not-found stays as long as an answer would); 30 and 31 were only typed.
    expect(cachedParams(queryClient, addressKeys.exactLookups())).toEqual([haarlem(3), haarlem(32)]);
    const fetched = queryClient.getQueryCache().find({ queryKey: addressKeys.exact(haarlem(32)) });
    expect(fetched?.gcTime).toBe(24 * 60 * 60 * 1000);
  });

  it('drops a postcode lookup of an invalid postcode as soon as the postcode is corrected', async () => {
    const queryClient = new QueryClient();
    const { result, rerender } = renderHook(
      ({ postcode }: { postcode: string }) => usePostcodeAddress({ postcode, houseNumber: 30 }),
      { initialProps: { postcode: '2012E' }, wrapper: addressWrapper(client(), queryClient) },
    );
    rerender({ postcode: '2012ES' });
    await waitFor(() => expect(result.current.address?.street).toBe('Julianastraat'));
    await sleep(10);
    expect(cachedParams(queryClient, addressKeys.postcodeAddresses())).toEqual([
      { postcode: '2012ES', houseNumber: 30 },
    ]);
  });
});
