import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { usePostcodeAddress, type PostcodeAddressParams } from '../../src/index.ts';
import { addressWrapper } from '../support/address-wrapper.tsx';
import { setupReferenceServer } from '../support/msw.ts';

const { routes, client } = setupReferenceServer();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

const renderLookup = (params: PostcodeAddressParams | null, debounceMs = 0) =>
  renderHook(({ p }: { p: PostcodeAddressParams | null }) => usePostcodeAddress(p, { debounceMs }), {
    initialProps: { p: params },
    wrapper: addressWrapper(client()),
  });

describe('usePostcodeAddress', () => {
  it('finds the address of a postcode typed with a space and in lower case', async () => {
    const { result } = renderLookup({ postcode: '2012 es', houseNumber: 30 });
    await waitFor(() => expect(result.current.address?.street).toBe('Julianastraat'));
    expect(result.current).toMatchObject({
      additionNotFound: false,
      additionRequired: false,
      additions: [''],
      cityCandidates: null,
    });
    expect(routes).toEqual([{ operation: 'postcode', elements: { postcode: '2012ES', houseNumber: '30' } }]);
  });

  it('asks once for the same postcode typed two ways', async () => {
    const { result, rerender } = renderLookup({ postcode: '2012ES', houseNumber: 30 });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    rerender({ p: { postcode: '2012 es', houseNumber: 30 } });
    expect(result.current.address?.street).toBe('Julianastraat');
    await sleep(50);
    expect(routes).toHaveLength(1);
  });

  it('surfaces an unknown addition and the additions that exist', async () => {
    const { result } = renderLookup({ postcode: '7514BP', houseNumber: 129, houseNumberAddition: 'B' });
    await waitFor(() => expect(result.current.additionNotFound).toBe(true));
    expect(result.current.additions).toEqual(['', 'A']);
  });

  it('says an addition is required where the address exists only with one', async () => {
    const { result } = renderLookup({ postcode: '1011AE', houseNumber: 36 });
    await waitFor(() => expect(result.current.additionRequired).toBe(true));
    expect(result.current.additions).toEqual(['B']);
  });

  it('finds a PO box', async () => {
    const { result } = renderLookup({ postcode: '3500AB', houseNumber: 1500 });
    await waitFor(() => expect(result.current.address?.addressType).toBe('PO box'));
    expect(result.current.address?.houseNumber).toBe(0);
  });

  it('reports a combination that does not exist as not-found, without retrying', async () => {
    const { result } = renderLookup({ postcode: '2012ES', houseNumber: 31 });
    await waitFor(() => expect(result.current.error?.kind).toBe('not-found'));
    expect(routes).toHaveLength(1);
  });

  it.each(['2012SS', '0123AB', '2012E', ''])('looks nothing up for the postcode %j', async (postcode) => {
    const { result } = renderLookup({ postcode, houseNumber: 30 });
    await sleep(50);
    expect(routes).toHaveLength(0);
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.isDebouncing).toBe(false);
  });

  it('waits for the input to settle when debounced', async () => {
    const { result, rerender } = renderLookup({ postcode: '2012', houseNumber: 30 }, 100);
    rerender({ p: { postcode: '2012E', houseNumber: 30 } });
    rerender({ p: { postcode: '2012ES', houseNumber: 30 } });
    expect(result.current.isDebouncing).toBe(true);
    await waitFor(() => expect(result.current.address?.postcode).toBe('2012ES'));
    expect(routes).toHaveLength(1);
  });
});
