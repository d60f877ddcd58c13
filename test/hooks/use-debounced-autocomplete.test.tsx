import { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  useDebouncedAutocomplete,
  type DebouncedAutocompleteConfig,
} from '../../src/hooks/use-debounced-autocomplete.ts';
import { createAddressClient } from '../../src/index.ts';
import { autocompleteQueryOptions } from '../../src/query/autocomplete-query-options.ts';
import { addressWrapper } from '../support/address-wrapper.tsx';

const IDLE = ['address', 'test-autocomplete'] as const;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An autocomplete whose answers are `<scope>:<text>`, after `latency.ms`; each asked text is recorded. */
function autocomplete() {
  const asked: string[] = [];
  const latency = { ms: 0 };
  const query = (scope: string) => (text: string) =>
    text.trim() === ''
      ? null
      : autocompleteQueryOptions([...IDLE, scope, text], async () => {
          asked.push(`${scope}:${text}`);
          await sleep(latency.ms);
          return [`${scope}:${text}`];
        });
  return { asked, latency, query };
}

type Props = Pick<DebouncedAutocompleteConfig<string>, 'text' | 'scope' | 'enabled'>;

function renderAutocomplete(first: Props, debounceMs = 30) {
  const fake = autocomplete();
  const queryClient = new QueryClient();
  const rendered = renderHook(
    ({ text, scope, enabled }: Props) =>
      useDebouncedAutocomplete({ text, scope, enabled, query: fake.query(scope), idleKey: IDLE, debounceMs }),
    {
      initialProps: first,
      wrapper: addressWrapper(createAddressClient({ baseUrl: 'https://address.test/api' }), queryClient),
    },
  );
  return { ...fake, queryClient, ...rendered };
}

describe('useDebouncedAutocomplete', () => {
  it('asks at once for a text there at the first render (a prefilled field)', async () => {
    const { asked, result } = renderAutocomplete({ text: 'ab', scope: 'BE', enabled: true }, 1000);
    expect(result.current.isDebouncing).toBe(false);
    await waitFor(() => expect(result.current.data).toEqual(['BE:ab']));
    expect(asked).toEqual(['BE:ab']);
  });

  it('asks once per settled text, and says the text is settling meanwhile', async () => {
    const { asked, result, rerender } = renderAutocomplete({ text: '', scope: 'BE', enabled: true });
    rerender({ text: 'a', scope: 'BE', enabled: true });
    expect(result.current.isDebouncing).toBe(true);
    rerender({ text: 'ab', scope: 'BE', enabled: true });
    rerender({ text: 'abc', scope: 'BE', enabled: true });
    await waitFor(() => expect(result.current.data).toEqual(['BE:abc']));
    expect(result.current.isDebouncing).toBe(false);
    expect(asked).toEqual(['BE:abc']);
  });

  it('keeps one cache entry per settled text, not one per keystroke', async () => {
    const { queryClient, result, rerender } = renderAutocomplete({ text: '', scope: 'BE', enabled: true });
    for (const text of ['e', 'eu', 'eur', 'euro']) rerender({ text, scope: 'BE', enabled: true });
    await waitFor(() => expect(result.current.data).toEqual(['BE:euro']));
    const texts = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey.at(-1));
    expect(texts.filter((text) => typeof text === 'string' && text.startsWith('e'))).toEqual(['euro']);
  });

  it('shows the list of a text typed again at once from the cache, and asks nothing', async () => {
    const { asked, result, rerender } = renderAutocomplete({ text: 'ab', scope: 'BE', enabled: true });
    await waitFor(() => expect(result.current.data).toEqual(['BE:ab']));
    rerender({ text: 'abc', scope: 'BE', enabled: true });
    await waitFor(() => expect(result.current.data).toEqual(['BE:abc']));
    rerender({ text: 'ab', scope: 'BE', enabled: true });
    expect(result.current.data).toEqual(['BE:ab']);
    expect(result.current.isPlaceholderData).toBe(false);
    await sleep(60);
    expect(asked).toEqual(['BE:ab', 'BE:abc']);
  });

  it('keeps the previous list while the next loads, but never a list of another scope', async () => {
    const { latency, result, rerender } = renderAutocomplete({ text: 'ab', scope: 'BE', enabled: true }, 0);
    await waitFor(() => expect(result.current.data).toEqual(['BE:ab']));
    latency.ms = 100;
    rerender({ text: 'abc', scope: 'BE', enabled: true });
    await waitFor(() => expect(result.current.isFetching).toBe(true));
    expect(result.current.data).toEqual(['BE:ab']);
    expect(result.current.isPlaceholderData).toBe(true);
    rerender({ text: 'abcd', scope: 'DE', enabled: true });
    await waitFor(() => expect(result.current.isFetching).toBe(true));
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data).toEqual(['DE:abcd']));
  });

  it('shows no list, and asks nothing, once there is nothing to ask', async () => {
    const { asked, result, rerender } = renderAutocomplete({ text: 'ab', scope: 'BE', enabled: true }, 0);
    await waitFor(() => expect(result.current.data).toEqual(['BE:ab']));
    rerender({ text: ' ', scope: 'BE', enabled: true });
    expect(result.current.data).toBeUndefined();
    expect(result.current.isDebouncing).toBe(false);
    await sleep(30);
    expect(asked).toEqual(['BE:ab']);
  });

  it('asks nothing while disabled, but still shows what the cache holds for the text', async () => {
    const { asked, result, rerender } = renderAutocomplete({ text: 'ab', scope: 'BE', enabled: true }, 20);
    await waitFor(() => expect(result.current.data).toEqual(['BE:ab']));
    rerender({ text: 'abc', scope: 'BE', enabled: false });
    await sleep(60);
    expect(asked).toEqual(['BE:ab']);
    expect(result.current.isDebouncing).toBe(false);
    rerender({ text: 'ab', scope: 'BE', enabled: false });
    expect(result.current.data).toEqual(['BE:ab']);
    expect(result.current.fetchStatus).toBe('idle');
  });

  it('aborts the request of a text typed over', async () => {
    const signals: AbortSignal[] = [];
    const queryClient = new QueryClient();
    const query = (text: string) =>
      autocompleteQueryOptions([...IDLE, text], async (signal) => {
        signals.push(signal);
        await sleep(100);
        return [text];
      });
    const { result, rerender } = renderHook(
      ({ text }: { text: string }) =>
        useDebouncedAutocomplete({ text, scope: '', enabled: true, query, idleKey: IDLE, debounceMs: 10 }),
      {
        initialProps: { text: 'a' },
        wrapper: addressWrapper(createAddressClient({ baseUrl: 'https://address.test/api' }), queryClient),
      },
    );
    await waitFor(() => expect(signals).toHaveLength(1));
    rerender({ text: 'ab' });
    await waitFor(() => expect(signals[0]?.aborted).toBe(true));
    await waitFor(() => expect(result.current.data).toEqual(['ab']));
  });
});
