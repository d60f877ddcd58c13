import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AddressRequestInit } from '../../src/api/client.ts';
import { AddressApiError } from '../../src/api/errors.ts';
import type { DutchAddress } from '../../src/api/types.ts';
import { lookupQueryOptions } from '../../src/query/lookup-query-options.ts';
import { createReferenceAddressApi } from '../../src/testing/index.ts';

const key = ['address', 'exact', { city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 }] as const;
const julianastraat = async (): Promise<DutchAddress> => {
  const response = await createReferenceAddressApi().fetch(
    new Request('http://api.test/nl/v1/addresses/exact/Haarlem/Julianastraat/30'),
  );
  return (await response.json()) as DutchAddress;
};
const noRetryWait = { defaultOptions: { queries: { retryDelay: 0 } } };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('lookupQueryOptions', () => {
  it('looks up with React Query’s signal and the time limit given, under the key given', async () => {
    const address = await julianastraat();
    const lookUp = vi.fn((_init: AddressRequestInit) => Promise.resolve(address));
    const options = lookupQueryOptions(key, lookUp, { timeoutMs: 900 });
    expect(options.queryKey).toEqual(key);
    await expect(new QueryClient().query(options)).resolves.toBe(address);
    expect(lookUp).toHaveBeenCalledTimes(1);
    const [init] = lookUp.mock.calls[0] ?? [];
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect(init?.timeoutMs).toBe(900);
    await new QueryClient().query(lookupQueryOptions(key, lookUp));
    expect(lookUp.mock.calls[1]?.[0].timeoutMs).toBeUndefined();
  });

  it('yields before it looks up: a query cancelled at once (StrictMode’s unmount) hands the lookup an aborted signal', async () => {
    const lookUp = vi.fn((init: AddressRequestInit) => {
      init.signal?.throwIfAborted();
      return julianastraat();
    });
    const queryClient = new QueryClient();
    const asked = queryClient.query(lookupQueryOptions(key, lookUp)).catch((error: unknown) => error);
    expect(lookUp).not.toHaveBeenCalled();
    await queryClient.cancelQueries({ queryKey: key });
    await asked;
    await Promise.resolve();
    for (const [init] of lookUp.mock.calls) expect(init.signal?.aborted).toBe(true);
  });

  it('keeps an answer fresh for five minutes, and a day in a browser’s memory (forever on a server)', () => {
    const lookUp = () => julianastraat();
    expect(lookupQueryOptions(key, lookUp).staleTime).toBe(5 * 60 * 1000);
    expect(lookupQueryOptions(key, lookUp).gcTime).toBe(Number.POSITIVE_INFINITY);
    vi.stubGlobal('window', {});
    expect(lookupQueryOptions(key, lookUp).gcTime).toBe(24 * 60 * 60 * 1000);
  });

  it('looks up once more after a transient failure, and answers with the second try', async () => {
    const address = await julianastraat();
    const lookUp = vi
      .fn<(init: AddressRequestInit) => Promise<DutchAddress>>()
      .mockRejectedValueOnce(new AddressApiError('server', 'server: 503', { status: 503 }))
      .mockResolvedValueOnce(address);
    const options = lookupQueryOptions(key, lookUp);
    await expect(new QueryClient().query({ ...options, retryDelay: 0 })).resolves.toBe(address);
    expect(lookUp).toHaveBeenCalledTimes(2);
  });

  it('does not look up again after an address that is not there, nor a second time after two outages', async () => {
    const notFound = vi.fn(() => Promise.reject(new AddressApiError('not-found', 'not-found', { status: 404 })));
    await expect(
      new QueryClient(noRetryWait).query({ ...lookupQueryOptions(key, notFound), retryDelay: 0 }),
    ).rejects.toMatchObject({ kind: 'not-found' });
    expect(notFound).toHaveBeenCalledTimes(1);
    const down = vi.fn(() => Promise.reject(new AddressApiError('network', 'network')));
    await expect(new QueryClient().query({ ...lookupQueryOptions(key, down), retryDelay: 0 })).rejects.toMatchObject({
      kind: 'network',
    });
    expect(down).toHaveBeenCalledTimes(2);
  });

  it('waits before the retry as the service’s Retry-After asks', () => {
    const { retryDelay } = lookupQueryOptions(key, () => julianastraat());
    expect(
      typeof retryDelay === 'function' &&
        retryDelay(1, new AddressApiError('server', 'server', { retryAfterMs: 1500 })),
    ).toBe(1500);
  });
});
