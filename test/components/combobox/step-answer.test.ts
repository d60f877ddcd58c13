import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AddressApiError } from '../../../src/api/errors.ts';
import { stepAnswer } from '../../../src/components/combobox/step-answer.ts';
import type { DebouncedAutocompleteResult } from '../../../src/hooks/use-debounced-autocomplete.ts';

interface Town {
  name: string;
}

/** A query's result as the autocomplete hooks give it, in one of its moments. */
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
const answered = (data: Town[], dataUpdatedAt = 1) =>
  query({ data, status: 'success', isSuccess: true, dataUpdatedAt });
const failed = (error: AddressApiError) => query({ error, status: 'error', isError: true, errorUpdatedAt: 1 });
const towns: Town[] = [{ name: 'Gent' }, { name: 'Genk' }];
const typedItem = (text: string): Town => ({ name: text });

describe('stepAnswer', () => {
  it('shows the settled answer for the text as results', () => {
    expect(stepAnswer(answered(towns), { text: 'Gen', sendable: true })).toMatchObject({
      items: towns,
      state: 'results',
      settled: true,
      settledItems: towns,
      isStale: false,
      isLoading: false,
      unavailable: false,
    });
  });

  it('says empty for a settled answer with nothing, and searching while the first answer loads', () => {
    expect(stepAnswer(answered([]), { text: 'Gxx', sendable: true }).state).toBe('empty');
    expect(stepAnswer(query({ isFetching: true }), { text: 'Gen', sendable: true })).toMatchObject({
      state: 'searching',
      isLoading: true,
      settled: false,
    });
    expect(stepAnswer(query({ isDebouncing: true }), { text: 'Gen', sendable: true }).state).toBe('searching');
  });

  it('keeps an older answer on show while the next loads, stale and not the answer for this text', () => {
    const older = query({ data: towns, status: 'success', isSuccess: true, isPlaceholderData: true, isFetching: true });
    expect(stepAnswer(older, { text: 'Gent', sendable: true })).toMatchObject({
      items: towns,
      state: 'results',
      isStale: true,
      settled: false,
      settledItems: null,
    });
    const typing = query({ data: towns, status: 'success', isSuccess: true, isDebouncing: true });
    expect(stepAnswer(typing, { text: 'Gent', sendable: true })).toMatchObject({ isStale: true, settledItems: null });
  });

  it('is idle for a text it does not send, and offers nothing for it during an outage', () => {
    expect(stepAnswer(query({}), { text: 'G', sendable: false })).toMatchObject({
      state: 'idle',
      settled: false,
      settledItems: null,
      announcementKey: '',
    });
    expect(stepAnswer(answered(towns), { text: 'G', sendable: false })).toMatchObject({
      settled: false,
      settledItems: null,
      announcementKey: '',
    });
    expect(
      stepAnswer(failed(new AddressApiError('server', 'down')), { text: 'G', sendable: false, typedItem }),
    ).toMatchObject({ state: 'idle', unavailable: false, items: [] });
  });

  it('offers the typed text as the one option during an outage, where the step has one', () => {
    const read = stepAnswer(failed(new AddressApiError('timeout', 'slow')), {
      text: 'Gent',
      sendable: true,
      typedItem,
    });
    expect(read).toMatchObject({ state: 'unavailable', unavailable: true, items: [{ name: 'Gent' }], isStale: false });
    expect(read.unverifiedItem).toBe(read.items[0]);
    expect(stepAnswer(failed(new AddressApiError('timeout', 'slow')), { text: 'Gent', sendable: true })).toMatchObject({
      items: [],
      unverifiedItem: null,
    });
  });

  it('takes the service’s refusal of a sendable text as too short only for a step that asks so', () => {
    const refused = failed(new AddressApiError('invalid-input', 'too short'));
    expect(stepAnswer(refused, { text: '26', sendable: true, refusesTooShort: true }).state).toBe('too-short');
    expect(stepAnswer(refused, { text: '26', sendable: true }).state).toBe('idle');
  });

  it('gives each settled answer its own announcement key, and none while unsettled', () => {
    const first = stepAnswer(answered(towns, 1), { text: 'Gen', sendable: true }).announcementKey;
    const again = stepAnswer(answered(towns, 2), { text: 'Gen', sendable: true }).announcementKey;
    expect(first).not.toBe('');
    expect(again).not.toBe(first);
    expect(stepAnswer(query({ isFetching: true }), { text: 'Gen', sendable: true }).announcementKey).toBe('');
  });

  it('never marks a text it does not send as loading, stale or settled, and settles only a finished answer', () => {
    const moment = fc.record({
      data: fc.option(fc.constant(towns), { nil: undefined }),
      status: fc.constantFrom('pending', 'success', 'error'),
      isFetching: fc.boolean(),
      isDebouncing: fc.boolean(),
      isPlaceholderData: fc.boolean(),
    });
    fc.assert(
      fc.property(moment, fc.boolean(), (m, sendable) => {
        const read = stepAnswer(
          query({ ...m, isSuccess: m.status === 'success' } as Partial<DebouncedAutocompleteResult<Town>>),
          { text: 'Gen', sendable },
        );
        if (!sendable)
          expect(read).toMatchObject({
            isLoading: false,
            isStale: false,
            settled: false,
            settledItems: null,
            unavailable: false,
          });
        if (read.settled) expect(m.isDebouncing || m.isPlaceholderData || m.status === 'pending').toBe(false);
        if (read.isStale) expect(read.settledItems).toBeNull();
      }),
    );
  });
});
