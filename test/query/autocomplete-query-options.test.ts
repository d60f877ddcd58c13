import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { AddressApiError } from '../../src/api/errors.ts';
import { autocompleteQueryOptions } from '../../src/query/autocomplete-query-options.ts';

const key = ['address', 'street', { country: 'BE', streetName: 'Euro' }] as const;

describe('autocompleteQueryOptions', () => {
  it('fetches the list with React Query’s signal, under the key given', async () => {
    const fetchList = vi.fn((_signal: AbortSignal) => Promise.resolve(['Europalaan']));
    const options = autocompleteQueryOptions(key, fetchList);
    expect(options.queryKey).toEqual(key);
    await expect(new QueryClient().query(options)).resolves.toEqual(['Europalaan']);
    expect(fetchList).toHaveBeenCalledTimes(1);
    expect(fetchList.mock.calls[0]?.[0]).toBeInstanceOf(AbortSignal);
  });

  it('yields before it fetches: a query cancelled at once hands the fetch an aborted signal', async () => {
    const fetchList = vi.fn((signal: AbortSignal) => {
      signal.throwIfAborted();
      return Promise.resolve(['Europalaan']);
    });
    const queryClient = new QueryClient();
    const asked = queryClient.query(autocompleteQueryOptions(key, fetchList)).catch((error: unknown) => error);
    expect(fetchList).not.toHaveBeenCalled();
    await queryClient.cancelQueries({ queryKey: key });
    await asked;
    for (const [signal] of fetchList.mock.calls) expect(signal.aborted).toBe(true);
  });

  it('never asks again after a failure, not even an outage: the next keystroke asks anew', async () => {
    const fetchList = vi.fn(() => Promise.reject(new AddressApiError('server', 'server: 503', { status: 503 })));
    await expect(
      new QueryClient().query({ ...autocompleteQueryOptions(key, fetchList), retryDelay: 0 }),
    ).rejects.toMatchObject({ kind: 'server' });
    expect(fetchList).toHaveBeenCalledTimes(1);
  });

  it('keeps a list fresh for five minutes, so retyping a text costs no request', async () => {
    const options = autocompleteQueryOptions(key, () => Promise.resolve(['Europalaan']));
    expect(options.staleTime).toBe(5 * 60 * 1000);
    const fetchList = vi.fn(() => Promise.resolve(['Europalaan']));
    const queryClient = new QueryClient();
    await queryClient.query(autocompleteQueryOptions(key, fetchList));
    await queryClient.query(autocompleteQueryOptions(key, fetchList));
    expect(fetchList).toHaveBeenCalledTimes(1);
  });
});
