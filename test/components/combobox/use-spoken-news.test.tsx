import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSpokenNews, type Spoken } from '../../../src/components/combobox/use-spoken-news.ts';

interface Props {
  answer: Spoken;
  choice: { key: string; text: string | null };
  emptied?: boolean;
  start?: string;
}
const none = { key: '', text: '' };
const render = (initialProps: Props) =>
  renderHook(
    ({ answer, choice, emptied = false, start = '1' }: Props) => useSpokenNews(answer, choice, emptied, start),
    { initialProps },
  );

describe('useSpokenNews', () => {
  it('says nothing until an answer settles, then its words', () => {
    const { result, rerender } = render({ answer: none, choice: none });
    expect(result.current.text).toBe('');
    rerender({ answer: { key: '36|1', text: '3 house numbers found.' }, choice: none });
    expect(result.current.text).toBe('3 house numbers found.');
  });

  it('keeps the same words, unchanged, for a new answer that says the same', () => {
    const { result, rerender } = render({ answer: { key: '3|1', text: '2 found.' }, choice: none });
    const first = result.current;
    rerender({ answer: { key: '36|2', text: '2 found.' }, choice: none });
    expect(result.current).toBe(first);
    rerender({ answer: { key: '36A|3', text: '1 found.' }, choice: none });
    expect(result.current.text).toBe('1 found.');
  });

  it('keeps the words while the next answer loads, rather than emptying the region', () => {
    const { result, rerender } = render({ answer: { key: '3|1', text: '2 found.' }, choice: none });
    rerender({ answer: none, choice: none });
    expect(result.current.text).toBe('2 found.');
  });

  it('confirms a choice made here once, and hears the same words again as news after it', () => {
    const { result, rerender } = render({ answer: { key: '3|1', text: '2 found.' }, choice: none });
    rerender({ answer: { key: '3|1', text: '2 found.' }, choice: { key: '36', text: '36, postcode 2610: verified.' } });
    expect(result.current.text).toBe('36, postcode 2610: verified.');
    rerender({ answer: { key: '3|2', text: '2 found.' }, choice: none });
    expect(result.current.text).toBe('2 found.');
  });

  it('does not confirm a choice held from the first render, nor one whose words are not ready or spoken by the composition', () => {
    expect(render({ answer: none, choice: { key: '36', text: '36: verified.' } }).result.current.text).toBe('');
    const { result, rerender } = render({ answer: { key: '3|1', text: '2 found.' }, choice: none });
    rerender({ answer: none, choice: { key: '36', text: '' } });
    expect(result.current.text).toBe('2 found.');
    rerender({ answer: none, choice: { key: '37', text: null } });
    expect(result.current.text).toBe('');
  });

  it('says nothing for an emptied field', () => {
    const { result, rerender } = render({ answer: { key: '3|1', text: '2 found.' }, choice: none });
    rerender({ answer: { key: '3|1', text: '2 found.' }, choice: none, emptied: true });
    expect(result.current.text).toBe('');
  });

  it('begins again when the step starts afresh', () => {
    const { result, rerender } = render({ answer: { key: '3|1', text: '2 found.' }, choice: none, start: '1' });
    rerender({ answer: none, choice: { key: '36', text: '36: verified.' }, start: '2' });
    expect(result.current.text).toBe('');
  });
});
