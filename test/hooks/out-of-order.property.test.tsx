import { renderHook, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHouseNumberAutocomplete, type GermanHouseNumberParams, type GermanHouseNumberSuggestion } from '../../src/index.ts';
import { createReferenceAddressApi } from '../../src/testing/index.ts';
import { addressWrapper } from '../support/address-wrapper.tsx';
import { setupReferenceServer } from '../support/msw.ts';

/** Each request waits the next latency of the current run: answers come back in any order. */
const latencies: number[] = [];
const { client } = setupReferenceServer({ latencyMs: () => latencies.shift() ?? 0 });

const linden = (houseNumber: string): GermanHouseNumberParams => ({
  country: 'DE', cityId: 11000000, streetId: 2001, postcode: '10117', validation: 'none', houseNumber,
});
/** Inputs whose answers all differ, so each shown list names the input it answers. */
const POOL = ['1', '12', '13', '5', '5A', '5B', '40', '40-1', '7', '77'];
const answers = new Map<string, GermanHouseNumberSuggestion[]>();

beforeAll(async () => {
  const api = createReferenceAddressApi();
  for (const input of POOL) {
    const response = await api.fetch(new Request(`http://x/de/v1/autocomplete/house-number/11000000/2001/10117/none/${encodeURIComponent(input)}`));
    answers.set(input, (await response.json()) as GermanHouseNumberSuggestion[]);
  }
  const distinct = new Set([...answers.values()].map((a) => JSON.stringify(a)));
  expect(distinct.size).toBe(POOL.length);
});

const inputOf = (data: GermanHouseNumberSuggestion[]): string | undefined =>
  POOL.find((input) => isDeepStrictEqual(answers.get(input), data));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('useHouseNumberAutocomplete under out-of-order answers', () => {
  it('only ever shows the answer to the latest input or an earlier one not yet replaced, and ends on the latest', async () => {
    const keystrokes = fc.array(
      fc.record({ input: fc.constantFrom(...POOL), gapMs: fc.integer({ min: 0, max: 30 }) }),
      { minLength: 2, maxLength: 7 },
    );
    const delays = fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 10, maxLength: 10 });

    await fc.assert(
      fc.asyncProperty(keystrokes, delays, fc.constantFrom(0, 10, 25), async (typed, requestDelays, debounceMs) => {
        latencies.splice(0, latencies.length, ...requestDelays);
        const shown: { typedIndex: number; data: GermanHouseNumberSuggestion[] }[] = [];
        const { result, rerender, unmount } = renderHook(
          ({ index }: { index: number }) => {
            const query = useHouseNumberAutocomplete(linden(typed[index]?.input ?? ''), { debounceMs });
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
        await waitFor(() => {
          expect(result.current.isDebouncing || result.current.isFetching).toBe(false);
          expect(result.current.data).toEqual(answers.get(last));
        }, { timeout: 2000 });
        unmount();

        // Which keystroke each shown list answers: the latest keystroke, up to then, with that input.
        let previous = -1;
        for (const { typedIndex, data } of shown) {
          const input = inputOf(data);
          const answered = typed.slice(0, typedIndex + 1).map((k) => k.input).lastIndexOf(input ?? '\u0000');
          expect(answered, `shown ${input ?? 'unknown data'} while keystroke ${typedIndex} was current`).toBeGreaterThanOrEqual(0);
          expect(answered, 'an older answer replaced a newer one').toBeGreaterThanOrEqual(previous);
          previous = answered;
        }
      }),
      { numRuns: 20 },
    );
  }, 60_000);
});
