import { renderHook, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { useStreetAutocomplete } from '../../src/index.ts';
import type { BelgianStreetParams, GermanStreetParams } from '../../src/types.ts';
import { addressWrapper } from '../support/address-wrapper.tsx';
import { setupReferenceServer } from '../support/msw.ts';

const latency = { ms: 0 };
const { server, routes, client } = setupReferenceServer({ latencyMs: () => latency.ms });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const antwerp = (streetName: string, postcode: number | null = 2610): BelgianStreetParams => ({
  country: 'BE',
  municipalityNisCode: 11002,
  postcode,
  streetName,
});
const dresden = (streetName: string): GermanStreetParams => ({
  country: 'DE',
  cityId: 14612000,
  postcode: null,
  streetName,
});

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  latency.ms = 0;
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

const renderStreets = (first: BelgianStreetParams | null, debounceMs?: number) =>
  renderHook(
    ({ params }: { params: BelgianStreetParams | null }) =>
      useStreetAutocomplete(params, debounceMs === undefined ? {} : { debounceMs }),
    {
      initialProps: { params: first },
      wrapper: addressWrapper(client()),
    },
  );

describe('useStreetAutocomplete', () => {
  it('finds the streets of the chosen postal area as the name is typed, one request per settled text', async () => {
    const { result, rerender } = renderStreets(antwerp(''));
    for (const text of ['B', 'Bo', 'Boom']) rerender({ params: antwerp(text, null) });
    await waitFor(() => expect(result.current.data?.map((s) => s.postcode)).toEqual([2020, 2610]));
    expect(routes).toEqual([
      { operation: 'be-street', elements: { municipalityNisCode: '11002', postcode: '', streetName: 'Boom' } },
    ]);
  });

  it('keeps the previous streets while the next text loads, but never those of another postal area', async () => {
    const { result, rerender } = renderStreets(antwerp('Euro'), 0);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const previous = result.current.data;
    latency.ms = 150;
    rerender({ params: antwerp('Europ') });
    await waitFor(() => expect(result.current.isFetching).toBe(true));
    expect(result.current.data).toBe(previous);
    expect(result.current.isPlaceholderData).toBe(true);
    rerender({ params: antwerp('Europ', 2020) });
    await waitFor(() => expect(result.current.isFetching).toBe(true));
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data).toEqual([]));
  });

  it('shows the cached streets of a name typed again at once, without a request', async () => {
    const { result, rerender } = renderStreets(antwerp(''), 100);
    rerender({ params: antwerp('Euro') });
    await waitFor(() => expect(result.current.data?.[0]?.streetId).toBe(824));
    rerender({ params: antwerp('Eurox') });
    await waitFor(() => expect(result.current.data).toEqual([]));
    rerender({ params: antwerp('Euro') });
    expect(result.current.isDebouncing).toBe(true);
    expect(result.current.data?.[0]?.streetId).toBe(824);
    expect(result.current.isPlaceholderData).toBe(false);
    await sleep(150);
    expect(routes).toHaveLength(2);
  });

  it('aborts the request for a name typed over, and never shows its answer', async () => {
    latency.ms = 100;
    const signals: AbortSignal[] = [];
    server.events.on('request:start', ({ request }) => signals.push(request.signal));
    const shown: string[][] = [];
    const { result, rerender } = renderHook(
      ({ params }: { params: GermanStreetParams }) => {
        const query = useStreetAutocomplete(params, { debounceMs: 30 });
        if (query.data) shown.push(query.data.map((s) => s.streetName));
        return query;
      },
      { initialProps: { params: dresden('') }, wrapper: addressWrapper(client()) },
    );
    rerender({ params: dresden('T') });
    await waitFor(() => expect(signals).toHaveLength(1));
    rerender({ params: dresden('Eugen') });
    await waitFor(() => expect(signals[0]?.aborted).toBe(true));
    await waitFor(() => expect(result.current.data?.[0]?.streetName).toBe('Eugen-Bracht-Str.'));
    expect(shown.every((list) => list.every((name) => name === 'Eugen-Bracht-Str.'))).toBe(true);
    server.events.removeAllListeners();
  });

  it('costs one request under StrictMode for a prefilled name', async () => {
    const wrapper = addressWrapper(client());
    const strict = ({ children }: { children: ReactNode }) => <StrictMode>{wrapper({ children })}</StrictMode>;
    const { result } = renderHook(() => useStreetAutocomplete(antwerp('Euro')), { wrapper: strict });
    await waitFor(() => expect(result.current.data?.[0]?.streetId).toBe(824));
    expect(routes).toHaveLength(1);
  });

  it('sends nothing for null params, an empty name or a missing NIS code', async () => {
    renderStreets(null, 0);
    renderStreets(antwerp(''), 0);
    renderStreets({ ...antwerp('Euro'), municipalityNisCode: 0 }, 0);
    await sleep(50);
    expect(routes).toHaveLength(0);
  });
});
