import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { usePostalAreaAutocomplete, type PostalAreaParams } from '../../src/index.ts';
import { addressWrapper } from '../support/address-wrapper.tsx';
import { setupReferenceServer } from '../support/msw.ts';

const latency = { ms: 0 };
const { routes, client } = setupReferenceServer({ latencyMs: () => latency.ms });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const belgianArea = (postalArea: string): PostalAreaParams<'BE'> => ({ country: 'BE', postalArea });

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  latency.ms = 0;
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

const renderAreas = (first: PostalAreaParams<'BE'> | null, debounceMs?: number) =>
  renderHook(
    ({ params }: { params: PostalAreaParams<'BE'> | null }) =>
      usePostalAreaAutocomplete(params, debounceMs === undefined ? {} : { debounceMs }),
    {
      initialProps: { params: first },
      wrapper: addressWrapper(client()),
    },
  );

describe('usePostalAreaAutocomplete', () => {
  it('makes one request for "W", "Wi", "Wil" typed quickly, and shows Wilrijk with its NIS code', async () => {
    const { result, rerender } = renderAreas(belgianArea(''));
    for (const text of ['W', 'Wi', 'Wil']) rerender({ params: belgianArea(text) });
    await waitFor(() =>
      expect(result.current.data).toEqual([
        { municipalityName: 'Antwerpen', municipalityNisCode: 11002, postcode: 2610, matchedName: 'Wilrijk' },
      ]),
    );
    expect(routes).toHaveLength(1);
  });

  it('surfaces the service 400 for a too-short postal area as invalid-input', async () => {
    const { result } = renderAreas(belgianArea('A'), 0);
    await waitFor(() => expect(result.current.error?.kind).toBe('invalid-input'));
    expect(result.current.error?.exceptionId).toMatch(/PostalAreaTooShortException$/u);
  });

  it('types German postal areas by country', async () => {
    const { result } = renderHook(
      () => usePostalAreaAutocomplete({ country: 'DE', postalArea: 'Strehl' }, { debounceMs: 0 }),
      {
        wrapper: addressWrapper(client()),
      },
    );
    await waitFor(() => expect(result.current.data?.[0]?.cityId).toBe(14612000));
    expect(result.current.data?.[0]?.postcode).toBe('01219');
  });

  it.each(['', '   ', '-'])('sends nothing for %j', async (postalArea) => {
    const { result } = renderAreas(belgianArea(postalArea), 0);
    await sleep(50);
    expect(routes).toHaveLength(0);
    expect(result.current.fetchStatus).toBe('idle');
  });

  it('keeps the previous areas while the next text loads, but never those of another country', async () => {
    const initialProps: { params: PostalAreaParams | null } = { params: belgianArea('Wilr') };
    const { result, rerender } = renderHook(
      ({ params }: { params: PostalAreaParams | null }) => usePostalAreaAutocomplete(params, { debounceMs: 0 }),
      {
        initialProps,
        wrapper: addressWrapper(client()),
      },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const previous = result.current.data;
    latency.ms = 150;
    rerender({ params: belgianArea('Wilri') });
    await waitFor(() => expect(result.current.isFetching).toBe(true));
    expect(result.current.data).toBe(previous);
    expect(result.current.isPlaceholderData).toBe(true);
    rerender({ params: { country: 'DE', postalArea: 'Wilri' } });
    await waitFor(() => expect(result.current.isFetching).toBe(true));
    expect(result.current.data).toBeUndefined();
    rerender({ params: null });
    await waitFor(() => expect(result.current.fetchStatus).toBe('idle'));
    expect(result.current.data).toBeUndefined();
  });
});
