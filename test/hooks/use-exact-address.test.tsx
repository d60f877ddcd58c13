import type { QueryClient } from '@tanstack/react-query';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  exactAddressQueryOptions,
  useExactAddress,
  type AddressApiErrorKind,
  type ExactAddressParams,
} from '../../src/index.ts';
import { addressWrapper, freshQueryClient } from '../support/address-wrapper.tsx';
import { BASE_URL, setupReferenceServer } from '../support/msw.ts';

const { server, routes, client } = setupReferenceServer();
const haarlem: ExactAddressParams = { city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

const renderLookup = (params: ExactAddressParams | null, debounceMs = 0) =>
  renderHook(({ p }: { p: ExactAddressParams | null }) => useExactAddress(p, { debounceMs }), {
    initialProps: { p: params },
    wrapper: addressWrapper(client()),
  });

describe('useExactAddress', () => {
  it('finds an address', async () => {
    const { result } = renderLookup(haarlem);
    await waitFor(() => expect(result.current.address?.postcode).toBe('2012ES'));
    expect(result.current).toMatchObject({
      additionNotFound: false,
      additionRequired: false,
      additions: [''],
      cityCandidates: null,
    });
  });

  it('surfaces the city candidates of a 409', async () => {
    const { result } = renderLookup({ city: 'Bergen', street: 'Dorpsstraat', houseNumber: 2 });
    await waitFor(() =>
      expect(result.current.cityCandidates).toEqual(['Bergen gem. Bergen (L.)', 'Bergen gem. Bergen (NH.)']),
    );
    expect(result.current.error?.kind).toBe('city-not-unique');
    expect(routes).toHaveLength(1);
  });

  it('surfaces an unknown addition and the additions that exist', async () => {
    const { result } = renderLookup({
      city: 'Enschede',
      street: 'Lasondersingel',
      houseNumber: 129,
      houseNumberAddition: 'B',
    });
    await waitFor(() => expect(result.current.additionNotFound).toBe(true));
    expect(result.current.additions).toEqual(['', 'A']);
    expect(result.current.additionRequired).toBe(false);
  });

  it('says an addition is required where the address exists only with one', async () => {
    const { result } = renderLookup({ city: 'Amsterdam', street: 'Oudezijds Kolk', houseNumber: 36 });
    await waitFor(() => expect(result.current.additionRequired).toBe(true));
    expect(result.current.additionNotFound).toBe(false);
    expect(result.current.additions).toEqual(['B']);
  });

  it.each([
    [null],
    [{ ...haarlem, houseNumber: 0 }],
    [{ ...haarlem, city: '' }],
    [{ ...haarlem, houseNumberAddition: 'TOOLONG' }],
  ])('looks nothing up for %j', async (params) => {
    const { result } = renderLookup(params);
    await sleep(50);
    expect(routes).toHaveLength(0);
    expect(result.current.fetchStatus).toBe('idle');
  });

  it('debounces by value, even with a new params object on every render', async () => {
    const { result, rerender } = renderLookup({ ...haarlem }, 100);
    for (let i = 0; i < 5; i++) {
      rerender({ p: { ...haarlem } });
      await sleep(30);
    }
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(routes).toHaveLength(1);
  });

  it.each<[number, AddressApiErrorKind]>([
    [400, 'invalid-input'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not-found'],
    [429, 'rate-limited'],
  ])('reports HTTP %i as %s without retrying', async (status, kind) => {
    let calls = 0;
    server.use(
      http.get(`${BASE_URL}/*`, () => {
        calls++;
        // Only the service's address-not-found is `not-found`: any other 404 is an outage (issue 41).
        return HttpResponse.json(
          {
            exception: 'x',
            exceptionId: status === 404 ? 'PostcodeNl_Service_PostcodeAddress_AddressNotFoundException' : 'y',
          },
          { status },
        );
      }),
    );
    const { result } = renderLookup(haarlem);
    await waitFor(() => expect(result.current.error?.kind).toBe(kind));
    await sleep(400);
    expect(calls).toBe(1);
  });

  it.each<[string, AddressApiErrorKind, () => Response]>([
    ['a 503', 'server', () => HttpResponse.json({ exception: 'down', exceptionId: 'y' }, { status: 503 })],
    ['a network failure', 'network', () => HttpResponse.error()],
    [
      'an HTML page',
      'invalid-response',
      () => new HttpResponse('<html></html>', { headers: { 'Content-Type': 'text/html' } }),
    ],
  ])('reports %s as %s', async (_name, kind, answer) => {
    server.use(http.get(`${BASE_URL}/*`, answer));
    const { result } = renderLookup(haarlem);
    await waitFor(() => expect(result.current.error?.kind).toBe(kind), { timeout: 2000 });
  });

  it('retries a server failure once, after the Retry-After the service asked for', async () => {
    const times: number[] = [];
    server.use(
      http.get(`${BASE_URL}/*`, () => {
        times.push(Date.now());
        return HttpResponse.json(
          { exception: 'busy', exceptionId: 'y' },
          { status: 503, headers: { 'Retry-After': '0.3' } },
        );
      }),
    );
    const { result } = renderLookup(haarlem);
    await waitFor(() => expect(result.current.error?.kind).toBe('server'), { timeout: 2000 });
    expect(times).toHaveLength(2);
    expect((times[1] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(280);
  });

  it('does not wait for a Retry-After too long for a checkout', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE_URL}/*`, () => {
        calls++;
        return HttpResponse.json(
          { exception: 'maintenance', exceptionId: 'y' },
          { status: 503, headers: { 'Retry-After': '3600' } },
        );
      }),
    );
    const { result } = renderLookup(haarlem);
    await waitFor(() => expect(result.current.error?.retryAfterMs).toBe(3_600_000));
    expect(calls).toBe(1);
  });

  it('clears the old result at once when the input changes', async () => {
    const { result, rerender } = renderLookup(haarlem);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    rerender({ p: { ...haarlem, houseNumber: 31 } });
    expect(result.current.address).toBeUndefined();
    await waitFor(() => expect(result.current.error?.kind).toBe('not-found'));
  });
});

describe('the cache', () => {
  function Postcode({ params }: { params: ExactAddressParams }) {
    const { address } = useExactAddress(params);
    return <p>{address?.postcode ?? 'loading'}</p>;
  }

  it('makes one request for two components asking for the same address', async () => {
    const Wrapper = addressWrapper(client());
    render(
      <Wrapper>
        <Postcode params={haarlem} />
        <Postcode params={{ ...haarlem, houseNumberAddition: '' }} />
      </Wrapper>,
    );
    await waitFor(() => expect(screen.getAllByText('2012ES')).toHaveLength(2));
    expect(routes).toHaveLength(1);
  });

  it.each([
    // The contract promises prefetchQuery and ensureQueryData, which React Query 5 deprecates but still supports.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    ['prefetchQuery', (qc: QueryClient) => qc.prefetchQuery(exactAddressQueryOptions(client(), haarlem))],
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    ['ensureQueryData', (qc: QueryClient) => qc.ensureQueryData(exactAddressQueryOptions(client(), haarlem))],
    ['query', (qc: QueryClient) => qc.query(exactAddressQueryOptions(client(), haarlem))],
  ] as const)('reads what %s put in the cache, without a request', async (_name, fill) => {
    const queryClient = freshQueryClient();
    await fill(queryClient);
    expect(routes).toHaveLength(1);
    const Wrapper = addressWrapper(client(), queryClient);
    render(
      <Wrapper>
        <Postcode params={haarlem} />
      </Wrapper>,
    );
    expect(screen.getByText('2012ES')).toBeInTheDocument();
    await sleep(50);
    expect(routes).toHaveLength(1);
  });

  it('reads what setQueryData put in the cache', () => {
    const queryClient = freshQueryClient();
    const options = exactAddressQueryOptions(client(), haarlem);
    queryClient.setQueryData(
      options.queryKey,
      (old) =>
        old ?? {
          street: 'Julianastraat',
          houseNumber: 30,
          houseNumberAddition: '',
          postcode: '9999ZZ',
          city: 'Haarlem',
          municipality: 'Haarlem',
          province: 'Noord-Holland',
          rdX: null,
          rdY: null,
          latitude: null,
          longitude: null,
          bagNumberDesignationId: null,
          bagAddressableObjectId: null,
          addressType: 'building',
          purposes: [],
          surfaceArea: null,
          houseNumberAdditions: [''],
        },
    );
    const Wrapper = addressWrapper(client(), queryClient);
    render(
      <Wrapper>
        <Postcode params={haarlem} />
      </Wrapper>,
    );
    expect(screen.getByText('9999ZZ')).toBeInTheDocument();
    expect(routes).toHaveLength(0);
  });
});

describe('StrictMode', () => {
  it('makes one request for one address, mounted twice by StrictMode', async () => {
    const { result } = renderHook(() => useExactAddress(haarlem), {
      wrapper: addressWrapper(client()),
      reactStrictMode: true,
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(routes).toHaveLength(1);
  });

  it('debounces once under StrictMode', async () => {
    function Lookup() {
      const { address } = useExactAddress(haarlem, { debounceMs: 50 });
      return <p>{address?.postcode ?? 'waiting'}</p>;
    }
    const Wrapper = addressWrapper(client());
    render(
      <StrictMode>
        <Wrapper>
          <Lookup />
        </Wrapper>
      </StrictMode>,
    );
    expect(await screen.findByText('2012ES')).toBeInTheDocument();
    expect(routes).toHaveLength(1);
  });
});

describe('useExactAddress while the input changes', () => {
  it('clears the old result at once when an input is corrected during the debounce, and aborts its request', async () => {
    const { result, rerender } = renderLookup(haarlem, 200);
    await waitFor(() => expect(result.current.address?.postcode).toBe('2012ES'));
    rerender({ p: { ...haarlem, houseNumber: 3 } });
    expect(result.current.address).toBeUndefined();
    expect(result.current.isDebouncing).toBe(true);
    rerender({ p: { ...haarlem, houseNumber: 31 } });
    await waitFor(() => expect(result.current.error?.kind).toBe('not-found'));
    expect(routes).toHaveLength(2);
  });
});
