import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { useHouseNumberAutocomplete } from '../../src/index.ts';
import type { GermanHouseNumberParams } from '../../src/types.ts';
import { addressWrapper } from '../support/address-wrapper.tsx';
import { BASE_URL, setupReferenceServer } from '../support/msw.ts';

const latency = { ms: 0 };
const { server, routes, client } = setupReferenceServer({ latencyMs: () => latency.ms });

const teplitzer = (houseNumber: string): GermanHouseNumberParams => ({
  country: 'DE',
  cityId: 14612000,
  streetId: 1820,
  postcode: '01219',
  validation: 'strict',
  houseNumber,
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  latency.ms = 0;
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

function renderAutocomplete(first: GermanHouseNumberParams | null, debounceMs?: number) {
  return renderHook(
    ({ params }: { params: GermanHouseNumberParams | null }) =>
      useHouseNumberAutocomplete(params, debounceMs === undefined ? {} : { debounceMs }),
    { initialProps: { params: first }, wrapper: addressWrapper(client()) },
  );
}

describe('useHouseNumberAutocomplete: requests', () => {
  it('makes one request for "1", "12", "12A" typed quickly', async () => {
    const { result, rerender } = renderAutocomplete(teplitzer(''));
    rerender({ params: teplitzer('1') });
    rerender({ params: teplitzer('12') });
    rerender({ params: teplitzer('12A') });
    await waitFor(() => {
      expect(result.current.data?.map((s) => s.houseNumber)).toEqual(['12A']);
    });
    expect(routes).toHaveLength(1);
  });

  it('makes three requests with pauses between them, and none going back to "12"', async () => {
    const { result, rerender } = renderAutocomplete(teplitzer(''));
    rerender({ params: teplitzer('1') });
    await waitFor(() => expect(result.current.data?.[0]?.houseNumber).toBe('1'));
    rerender({ params: teplitzer('12') });
    await waitFor(() => expect(result.current.data?.map((s) => s.houseNumber)).toEqual(['12', '12A', '12B', '12C']));
    rerender({ params: teplitzer('12A') });
    await waitFor(() => expect(result.current.data?.map((s) => s.houseNumber)).toEqual(['12A']));
    expect(routes).toHaveLength(3);

    rerender({ params: teplitzer('12') });
    await waitFor(() => expect(result.current.data?.map((s) => s.houseNumber)).toEqual(['12', '12A', '12B', '12C']));
    await sleep(250);
    expect(routes).toHaveLength(3);
  });

  it('asks at once with debounceMs 0', async () => {
    const { result } = renderAutocomplete(teplitzer('7'), 0);
    expect(result.current.isDebouncing).toBe(false);
    expect(result.current.fetchStatus).toBe('fetching');
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
  });

  it('says it is debouncing until the typed number settles', async () => {
    const { result, rerender } = renderAutocomplete(teplitzer('1'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    rerender({ params: teplitzer('12') });
    expect(result.current.isDebouncing).toBe(true);
    await waitFor(() => expect(result.current.isDebouncing).toBe(false));
  });

  it.each(['', '   ', '#3', 'bus 3', '0', '3?'])('sends nothing for %j', async (houseNumber) => {
    const { result } = renderAutocomplete(teplitzer(houseNumber), 0);
    await sleep(50);
    expect(routes).toHaveLength(0);
    expect(result.current.data).toBeUndefined();
    expect(result.current.fetchStatus).toBe('idle');
  });

  it('sends nothing for null params or when disabled', async () => {
    const { result } = renderAutocomplete(null, 0);
    const disabled = renderHook(() => useHouseNumberAutocomplete(teplitzer('1'), { enabled: false }), {
      wrapper: addressWrapper(client()),
    });
    await sleep(200);
    expect(routes).toHaveLength(0);
    expect(result.current.data).toBeUndefined();
    expect(disabled.result.current.isDebouncing).toBe(false);
  });

  it('does not retry a failure while the user types', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE_URL}/*`, () => {
        calls++;
        return HttpResponse.json({ exception: 'down', exceptionId: 'x' }, { status: 503 });
      }),
    );
    const { result } = renderAutocomplete(teplitzer('1'), 0);
    await waitFor(() => expect(result.current.error?.kind).toBe('server'));
    await sleep(600);
    expect(calls).toBe(1);
  });
});

describe('useHouseNumberAutocomplete: what is shown', () => {
  it('keeps the previous suggestions while the next load, marked as placeholder', async () => {
    const { result, rerender } = renderAutocomplete(teplitzer('1'), 0);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const previous = result.current.data;
    latency.ms = 150;
    rerender({ params: teplitzer('12') });
    await waitFor(() => expect(result.current.isFetching).toBe(true));
    expect(result.current.data).toBe(previous);
    expect(result.current.isPlaceholderData).toBe(true);
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));
    expect(result.current.data?.[0]?.houseNumber).toBe('12');
  });

  it('never keeps the suggestions of another street', async () => {
    const { result, rerender } = renderAutocomplete(teplitzer('1'), 0);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    latency.ms = 150;
    rerender({ params: { ...teplitzer('1'), streetId: 1817 } });
    await waitFor(() => expect(result.current.isFetching).toBe(true));
    expect(result.current.data).toBeUndefined();
  });

  it('clears the suggestions when the input is emptied', async () => {
    const { result, rerender } = renderAutocomplete(teplitzer('1'), 0);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    rerender({ params: teplitzer('') });
    expect(result.current.data).toBeUndefined();
  });

  it('aborts the request when the component unmounts', async () => {
    latency.ms = 300;
    const signals: AbortSignal[] = [];
    server.events.on('request:start', ({ request }) => signals.push(request.signal));
    const { unmount } = renderAutocomplete(teplitzer('1'), 0);
    await waitFor(() => expect(signals).toHaveLength(1));
    unmount();
    await waitFor(() => expect(signals[0]?.aborted).toBe(true));
    server.events.removeAllListeners();
  });

  it('aborts a superseded request', async () => {
    latency.ms = 300;
    const signals: AbortSignal[] = [];
    server.events.on('request:start', ({ request }) => signals.push(request.signal));
    const { result, rerender } = renderAutocomplete(teplitzer('1'), 0);
    await waitFor(() => expect(signals).toHaveLength(1));
    rerender({ params: teplitzer('12') });
    await waitFor(() => expect(signals[0]?.aborted).toBe(true));
    await waitFor(() => expect(result.current.data?.[0]?.houseNumber).toBe('12'));
    expect(signals[1]?.aborted).toBe(false);
    server.events.removeAllListeners();
  });
});

describe('useHouseNumberAutocomplete: typing over a request', () => {
  it('aborts the request for text typed over before its debounce ends, and never shows its answer', async () => {
    latency.ms = 100;
    const signals: AbortSignal[] = [];
    server.events.on('request:start', ({ request }) => signals.push(request.signal));
    const shown: string[][] = [];
    const { result, rerender } = renderHook(
      ({ params }: { params: GermanHouseNumberParams }) => {
        const query = useHouseNumberAutocomplete(params, { debounceMs: 50 });
        if (query.data) shown.push(query.data.map((s) => s.houseNumber));
        return query;
      },
      { initialProps: { params: teplitzer('') }, wrapper: addressWrapper(client()) },
    );
    rerender({ params: teplitzer('1') });
    await waitFor(() => expect(signals).toHaveLength(1));
    rerender({ params: teplitzer('12') });
    await waitFor(() => expect(signals[0]?.aborted).toBe(true));
    await waitFor(() => expect(result.current.data?.[0]?.houseNumber).toBe('12'));
    expect(shown.every((list) => list[0] === '12')).toBe(true);
    server.events.removeAllListeners();
  });

  it('shows the cached answer of text typed again at once, before the debounce ends', async () => {
    const { result, rerender } = renderAutocomplete(teplitzer(''), 100);
    rerender({ params: teplitzer('12') });
    await waitFor(() => expect(result.current.data?.[0]?.houseNumber).toBe('12'));
    rerender({ params: teplitzer('12A') });
    await waitFor(() => expect(result.current.data?.map((s) => s.houseNumber)).toEqual(['12A']));
    rerender({ params: teplitzer('12') });
    expect(result.current.isDebouncing).toBe(true);
    expect(result.current.data?.map((s) => s.houseNumber)).toEqual(['12', '12A', '12B', '12C']);
    expect(result.current.isPlaceholderData).toBe(false);
  });

  it('asks at once for a number already there when the hook mounts (a prefilled field)', async () => {
    const { result } = renderAutocomplete(teplitzer('12'), 1000);
    await waitFor(() => expect(result.current.data?.[0]?.houseNumber).toBe('12'));
    expect(routes).toHaveLength(1);
  });
});

describe('useHouseNumberAutocomplete: timing', () => {
  it('sends as the debounce ends, in the timer task, before React renders the settled value', async () => {
    const real = client();
    // For each call: whether a render had already shown "12" as settled (not debouncing) when the request left.
    const settledBeforeSending: boolean[] = [];
    let settledRendered = false;
    const spy: typeof real = {
      ...real,
      autocompleteHouseNumber: ((params, init) => {
        settledBeforeSending.push(settledRendered);
        return real.autocompleteHouseNumber(params, init);
      }) as typeof real.autocompleteHouseNumber,
    };
    const { result, rerender } = renderHook(
      ({ params }: { params: GermanHouseNumberParams }) => {
        const query = useHouseNumberAutocomplete(params, { debounceMs: 30 });
        if (params.houseNumber === '12' && !query.isDebouncing) settledRendered = true;
        return query;
      },
      { initialProps: { params: teplitzer('') }, wrapper: addressWrapper(spy) },
    );
    rerender({ params: teplitzer('12') });
    // Inside act, React holds the settled render until the callback ends; the timer's request does not wait for it.
    await act(async () => {
      await sleep(60);
    });
    expect(settledBeforeSending).toEqual([false]);
    await waitFor(() => expect(result.current.data?.[0]?.houseNumber).toBe('12'));
    expect(routes).toHaveLength(1);
  });
});
