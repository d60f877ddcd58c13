// The combobox core on its own, in Node: no DOM, no Testing Library. The assembly is rendered to a string (hooks run,
// effects do not, nothing is fetched), so what it derives from a text, a cached answer and a choice is checked as plain
// data. The core runs its query itself from the step's query options: the answers are put in the query cache.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AddressApiError } from '../../../src/api/errors.ts';
import { foldChoiceText } from '../../../src/resolve/fold-choice-text.ts';
import { stepAnswer } from '../../../src/components/combobox/step-answer.ts';
import {
  useAddressCombobox,
  type AddressCombobox,
  type AddressComboboxConfig,
} from '../../../src/components/combobox/use-address-combobox.ts';
import type { DebouncedAutocompleteResult } from '../../../src/hooks/use-debounced-autocomplete.ts';
import { autocompleteQueryOptions } from '../../../src/query/autocomplete-query-options.ts';

interface Town {
  name: string;
  final: boolean;
}

/** A query's result as the autocomplete hooks give it, in one of its moments (for the pure reading of an answer). */
function query(moment: Partial<DebouncedAutocompleteResult<Town>>): DebouncedAutocompleteResult<Town> {
  const base = {
    data: undefined,
    error: null,
    status: 'pending',
    isSuccess: false,
    isError: false,
    isFetching: false,
    isPlaceholderData: false,
    isDebouncing: false,
    dataUpdatedAt: 0,
    errorUpdatedAt: 0,
  };
  return { ...base, ...moment } as unknown as DebouncedAutocompleteResult<Town>;
}
const answered = (data: Town[]) => query({ data, status: 'success', isSuccess: true, dataUpdatedAt: 1 });
const failed = (error: AddressApiError) => query({ error, status: 'error', isError: true, errorUpdatedAt: 1 });

const towns: Town[] = [
  { name: 'Antwerpen', final: true },
  { name: 'Antwerpen Noord', final: false },
];
const townsKey = (text: string) => ['towns', text.trim().toLowerCase()];

/** What the query cache holds for the text when the assembly renders: a list, or a failure. */
type Cached = { towns: Town[] } | { error: AddressApiError };

/** The assembly for a text and what the cache holds for it, as a server render sees it. */
function assemble(
  text: string,
  cached: Cached,
  more: Partial<AddressComboboxConfig<Town>> = {},
): AddressCombobox<Town> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if ('towns' in cached) queryClient.setQueryData(townsKey(text), cached.towns);
  else {
    const entry = queryClient.getQueryCache().build<Town[], AddressApiError>(queryClient, { queryKey: townsKey(text) });
    entry.setState({ status: 'error', error: cached.error, errorUpdatedAt: 1, fetchStatus: 'idle' });
  }
  let result: AddressCombobox<Town> | undefined;
  const config: AddressComboboxConfig<Town> = {
    options: { defaultInputValue: text },
    scope: 'BE',
    itemToString: (town) => town.name,
    itemToKey: (town) => town.name,
    // A failed answer in the cache is shown as it is (a browser's first render would ask again).
    query: (typed) =>
      typed.trim().length >= 2
        ? {
            ...autocompleteQueryOptions<Town>(townsKey(typed), () => Promise.reject(new Error('never fetched here'))),
            retryOnMount: false,
          }
        : null,
    idleKey: ['towns'],
    fillMatches: (typed, items) => items.filter((town) => foldChoiceText(town.name) === foldChoiceText(typed)),
    texts: ({ answer: read, selection }) => ({
      validationMessage: selection === null ? `choose (${read.state})` : '',
      resultText: selection === null ? '' : `chose ${selection.item.name}`,
      announcement: read.settled ? `${String(read.items.length)} towns` : '',
    }),
    ...more,
  };
  function Probe() {
    result = useAddressCombobox(config);
    return null;
  }
  renderToString(createElement(QueryClientProvider, { client: queryClient }, createElement(Probe)));
  if (result === undefined) throw new Error('the probe did not render');
  return result;
}

describe('the combobox core without a DOM', () => {
  it('runs where there is no document', () => {
    expect(typeof document).toBe('undefined');
  });

  it('folds choice texts by case and spaces only', () => {
    expect(foldChoiceText('  12 A ')).toBe(foldChoiceText('12a'));
    expect(foldChoiceText('12a')).not.toBe(foldChoiceText('12b'));
  });

  it('reads every moment of an answer into one state', () => {
    const read = (moment: DebouncedAutocompleteResult<Town>, sendable = true) =>
      stepAnswer(moment, { text: 'An', sendable, typedItem: () => ({ name: 'An', final: true }) });
    expect(read(query({}), false).state).toBe('idle');
    expect(read(query({ isDebouncing: true })).state).toBe('searching');
    expect(read(answered([])).state).toBe('empty');
    expect(read(answered(towns))).toMatchObject({
      state: 'results',
      settled: true,
      isStale: false,
      settledItems: towns,
    });
    // An older answer shown while the next one loads is stale, and not the answer for this text.
    expect(
      read(query({ data: towns, status: 'success', isSuccess: true, isPlaceholderData: true, isFetching: true })),
    ).toMatchObject({
      state: 'results',
      isStale: true,
      settled: false,
      settledItems: null,
    });
    // An outage offers the typed text; the service's own "not found" does not.
    expect(read(failed(new AddressApiError('server', 'down')))).toMatchObject({
      state: 'unavailable',
      items: [{ name: 'An' }],
    });
    expect(read(failed(new AddressApiError('not-found', 'none'))).state).toBe('idle');
  });

  it('selects a typed text that is exactly one settled option, and says so in its words', () => {
    const box = assemble('antwerpen ', { towns });
    expect(box.selectedItem).toEqual(towns[0]);
    expect(box.resultText).toBe('chose Antwerpen');
    expect(box.validationMessage).toBe('');
    expect(box.announcement).toBe('2 towns');
  });

  it('selects nothing from an option that does not select when typed, nor from a text with nothing to ask', () => {
    const box = assemble('Antwerpen', { towns }, { selectsWhenTyped: (town) => town.name !== 'Antwerpen' });
    expect(box.selectedItem).toBeNull();
    expect(box.validationMessage).toBe('choose (results)');
    // One letter asks nothing (the step's query is null): whatever the cache holds, the step is idle.
    expect(assemble('A', { towns })).toMatchObject({ selectedItem: null, state: 'idle', suggestions: [] });
  });

  it('offers the typed text as the unverified option during an outage, only where the family has one', () => {
    const outage = { error: new AddressApiError('timeout', 'slow') };
    expect(assemble('Ghent', outage)).toMatchObject({ state: 'unavailable', suggestions: [], unverifiedItem: null });
    const box = assemble('Ghent', outage, { typedItem: (text) => ({ name: text, final: true }) });
    expect(box.unverifiedItem).toEqual({ name: 'Ghent', final: true });
    expect(box.suggestions).toEqual([box.unverifiedItem]);
  });

  it('renders the prop getters on a server: ARIA wiring without a DOM', () => {
    const box = assemble('Antwerpen', { towns });
    const input = box.getInputProps({ 'aria-describedby': 'shop-hint' });
    expect(input).toMatchObject({ role: 'combobox', 'aria-expanded': false, value: 'Antwerpen' });
    expect(String(input['aria-describedby'])).toMatch(/ shop-hint$/u);
    expect(box.getMenuProps()).toMatchObject({ role: 'listbox', hidden: true });
  });
});
