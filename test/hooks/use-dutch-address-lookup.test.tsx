import { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AddressRequestInit } from '../../src/api/client.ts';
import { AddressApiError } from '../../src/api/errors.ts';
import type { DutchAddress, ExactAddressParams } from '../../src/api/types.ts';
import {
  useDutchAddressLookup,
  type DutchAddressLookupConfig,
  type DutchAddressLookupOptions,
} from '../../src/hooks/use-dutch-address-lookup.ts';
import { createAddressClient } from '../../src/index.ts';
import { lookupQueryOptions, type LookupQueryOptions } from '../../src/query/lookup-query-options.ts';
import { createReferenceAddressApi } from '../../src/testing/index.ts';
import { addressWrapper } from '../support/address-wrapper.tsx';

const haarlem: ExactAddressParams = { city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 };
const IDLE = ['address', 'test-lookup'] as const;
let julianastraat: DutchAddress;
beforeAll(async () => {
  const response = await createReferenceAddressApi().fetch(
    new Request('http://api.test/nl/v1/addresses/exact/Haarlem/Julianastraat/30'),
  );
  julianastraat = (await response.json()) as DutchAddress;
});

/** A lookup of the shape the hook plugs in, answered by `lookUp` instead of a service; its options are recorded. */
function lookup(lookUp: (params: ExactAddressParams, init: AddressRequestInit) => Promise<DutchAddress>) {
  const asked: LookupQueryOptions[] = [];
  const config: DutchAddressLookupConfig<ExactAddressParams> = {
    caller: 'useTestLookup',
    problems: (params) => (params.houseNumber > 0 ? [] : ['houseNumber']),
    queryOptions: (_client, params, options) => {
      asked.push(options);
      return lookupQueryOptions([...IDLE, params], (init) => lookUp(params, init), options);
    },
    idleKey: () => IDLE,
  };
  return { config, asked };
}

function renderLookup(
  config: DutchAddressLookupConfig<ExactAddressParams>,
  params: ExactAddressParams | null,
  options: DutchAddressLookupOptions = {},
) {
  const queryClient = new QueryClient();
  const wrapper = addressWrapper(createAddressClient({ baseUrl: 'https://address.test/api' }), queryClient);
  return { queryClient, ...renderHook(() => useDutchAddressLookup(params, options, config), { wrapper }) };
}

describe('useDutchAddressLookup', () => {
  it('looks nothing up for null parameters, and observes the family’s idle key meanwhile', async () => {
    const lookUp = vi.fn(() => Promise.resolve(julianastraat));
    const { queryClient, result } = renderLookup(lookup(lookUp).config, null);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lookUp).not.toHaveBeenCalled();
    expect(queryClient.getQueryCache().find({ queryKey: IDLE, exact: true })).toBeDefined();
    expect(result.current).toMatchObject({
      address: undefined,
      additions: [],
      cityCandidates: null,
      isDebouncing: false,
      fetchStatus: 'idle',
    });
  });

  it('looks nothing up for parameters its check refuses, and looks up those it passes', async () => {
    const lookUp = vi.fn(() => Promise.resolve(julianastraat));
    const { config } = lookup(lookUp);
    renderLookup(config, { ...haarlem, houseNumber: 0 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lookUp).not.toHaveBeenCalled();
    const { result } = renderLookup(config, haarlem);
    await waitFor(() => expect(result.current.address).toBe(julianastraat));
    expect(lookUp).toHaveBeenCalledWith(
      haarlem,
      expect.objectContaining({ signal: expect.any(AbortSignal) as AbortSignal }),
    );
  });

  it('gives the interactive time limit to the query, and tries no retry with it', async () => {
    const outage = (_params: ExactAddressParams, _init: AddressRequestInit): Promise<DutchAddress> =>
      Promise.reject(new AddressApiError('server', 'server: 503', { status: 503 }));
    const interactive = vi.fn(outage);
    const fast = lookup(interactive);
    const { result } = renderLookup(fast.config, haarlem, { interactiveTimeoutMs: 800 });
    await waitFor(() => expect(result.current.error?.kind).toBe('server'));
    expect(interactive).toHaveBeenCalledTimes(1);
    expect(interactive.mock.calls[0]?.[1].timeoutMs).toBe(800);
    expect(fast.asked.at(-1)).toEqual({ timeoutMs: 800 });

    const patient = vi.fn(outage);
    const { result: slow } = renderLookup(lookup(patient).config, haarlem);
    await waitFor(() => expect(slow.current.error?.kind).toBe('server'), { timeout: 3000 });
    expect(patient).toHaveBeenCalledTimes(2);
  });

  it('reads an addition the service did not find, and one the address needs, out of the answer', async () => {
    const withAdditions = { ...julianastraat, houseNumberAddition: null, houseNumberAdditions: ['', 'A'] };
    const { config } = lookup(() => Promise.resolve(withAdditions));
    const { result: typed } = renderLookup(config, { ...haarlem, houseNumberAddition: 'B' });
    await waitFor(() => expect(typed.current.isSuccess).toBe(true));
    expect(typed.current).toMatchObject({ additionNotFound: true, additionRequired: false, additions: ['', 'A'] });
    const { result: bare } = renderLookup(config, { ...haarlem, houseNumberAddition: ' ' });
    await waitFor(() => expect(bare.current.isSuccess).toBe(true));
    expect(bare.current).toMatchObject({ additionNotFound: false, additionRequired: true });
  });

  it('gives the city candidates of a city that is not unique, an empty list when none could be read', async () => {
    const conflict = (candidates?: string[]) => () =>
      Promise.reject(new AddressApiError('city-not-unique', 'city-not-unique', { status: 409, candidates }));
    const { result } = renderLookup(
      lookup(conflict(['Hengelo gem. Hengelo', 'Hengelo gem. Bronckhorst'])).config,
      haarlem,
    );
    await waitFor(() =>
      expect(result.current.cityCandidates).toEqual(['Hengelo gem. Hengelo', 'Hengelo gem. Bronckhorst']),
    );
    const { result: unread } = renderLookup(lookup(conflict()).config, haarlem);
    await waitFor(() => expect(unread.current.cityCandidates).toEqual([]));
  });

  it('names its caller when there is no provider', () => {
    const { config } = lookup(() => Promise.resolve(julianastraat));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useDutchAddressLookup(haarlem, {}, config))).toThrow(
      /^useTestLookup must be used inside <AddressEntryProvider/u,
    );
    vi.restoreAllMocks();
  });
});
