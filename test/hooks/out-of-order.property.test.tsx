import { renderHook, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { useHouseNumberAutocomplete, usePostalAreaAutocomplete, useStreetAutocomplete } from '../../src/index.ts';
import type { GermanHouseNumberParams } from '../../src/types.ts';
import { createReferenceAddressApi } from '../../src/testing/index.ts';
import { addressWrapper } from '../support/address-wrapper.tsx';
import { setupReferenceServer } from '../support/msw.ts';

/** Each request waits the next latency of the current run: answers come back in any order. */
const latencies: number[] = [];
const { client } = setupReferenceServer({ latencyMs: () => latencies.shift() ?? 0 });

const linden = (houseNumber: string): GermanHouseNumberParams => ({
  country: 'DE',
  cityId: 11000000,
  streetId: 2001,
  postcode: '10117',
  validation: 'none',
  houseNumber,
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A hook of one autocomplete family, the text to type, and the path that asks the reference API about a text. */
interface Family {
  useList: (
    typed: string,
    debounceMs: number,
  ) => { data: unknown[] | undefined; isDebouncing: boolean; isFetching: boolean };
  /** Inputs whose answers all differ, so each shown list names the input it answers. */
  pool: string[];
  path: (typed: string) => string;
}

/**
 * Types random sequences from the pool against random per-request latencies and checks that the shown list only
 * ever answers the latest input or an earlier one not yet replaced, never goes back to an older one, and ends on
 * the latest.
 */
async function checkOutOfOrder({ useList, pool, path }: Family): Promise<void> {
  const api = createReferenceAddressApi();
  const answers = new Map<string, unknown>();
  for (const input of pool) answers.set(input, await (await api.fetch(new Request(`http://x${path(input)}`))).json());
  expect(new Set([...answers.values()].map((a) => JSON.stringify(a))).size).toBe(pool.length);
  const inputOf = (data: unknown): string | undefined =>
    pool.find((input) => isDeepStrictEqual(answers.get(input), data));

  const keystrokes = fc.array(fc.record({ input: fc.constantFrom(...pool), gapMs: fc.integer({ min: 0, max: 30 }) }), {
    minLength: 2,
    maxLength: 7,
  });
  const delays = fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 10, maxLength: 10 });
  await fc.assert(
    fc.asyncProperty(keystrokes, delays, fc.constantFrom(0, 10, 25), async (typed, requestDelays, debounceMs) => {
      latencies.splice(0, latencies.length, ...requestDelays);
      const shown: { typedIndex: number; data: unknown[] }[] = [];
      const { result, rerender, unmount } = renderHook(
        ({ index }: { index: number }) => {
          const query = useList(typed[index]?.input ?? '', debounceMs);
          if (query.data !== undefined && index >= 0) shown.push({ typedIndex: index, data: query.data });
          return query;
        },
        { initialProps: { index: -1 }, wrapper: addressWrapper(client()) },
      );
      for (const [index, { gapMs }] of typed.entries()) {
        rerender({ index });
        await sleep(gapMs);
      }
      const last = typed.at(-1)?.input ?? '';
      await waitFor(
        () => {
          expect(result.current.isDebouncing || result.current.isFetching).toBe(false);
          expect(result.current.data).toEqual(answers.get(last));
        },
        { timeout: 2000 },
      );
      unmount();

      // Which keystroke each shown list answers: the latest keystroke, up to then, with that input.
      let previous = -1;
      for (const { typedIndex, data } of shown) {
        const input = inputOf(data);
        const answered = typed
          .slice(0, typedIndex + 1)
          .map((k) => k.input)
          .lastIndexOf(input ?? '\u0000');
        expect(
          answered,
          `shown ${input ?? 'unknown data'} while keystroke ${typedIndex} was current`,
        ).toBeGreaterThanOrEqual(0);
        expect(answered, 'an older answer replaced a newer one').toBeGreaterThanOrEqual(previous);
        previous = answered;
      }
    }),
    { numRuns: 20 },
  );
}

describe('autocomplete hooks under out-of-order answers', () => {
  it('useHouseNumberAutocomplete only ever shows the answer to the latest input or an earlier one not yet replaced, and ends on the latest', async () => {
    await checkOutOfOrder({
      useList: (typed, debounceMs) => useHouseNumberAutocomplete(linden(typed), { debounceMs }),
      pool: ['1', '12', '13', '5', '5A', '5B', '40', '40-1', '7', '77'],
      path: (typed) => `/de/v1/autocomplete/house-number/11000000/2001/10117/none/${encodeURIComponent(typed)}`,
    });
  }, 60_000);

  it('useStreetAutocomplete does the same for street names', async () => {
    await checkOutOfOrder({
      useList: (typed, debounceMs) =>
        useStreetAutocomplete(
          { country: 'BE', municipalityNisCode: 11002, postcode: null, streetName: typed },
          { debounceMs },
        ),
      pool: ['B', 'Bo', 'Br', 'Bl', 'K', 'Ki', 'Kr', 'Ka', 'G', 'T'],
      path: (typed) => `/be/v1/autocomplete/street/11002//${encodeURIComponent(typed)}`,
    });
  }, 60_000);

  it('usePostalAreaAutocomplete does the same for postal areas', async () => {
    await checkOutOfOrder({
      useList: (typed, debounceMs) => usePostalAreaAutocomplete({ country: 'DE', postalArea: typed }, { debounceMs }),
      pool: ['01', '010', '0106', '012', '01219', '50', '5067', '5066', 'Dr', 'Ber'],
      path: (typed) => `/de/v1/autocomplete/postal-area/${encodeURIComponent(typed)}`,
    });
  }, 60_000);
});
