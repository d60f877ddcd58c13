import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLatest } from '../../src/hooks/use-latest.ts';

describe('useLatest', () => {
  it('holds the value of the last committed render, in one ref for the component’s life', () => {
    const seenDuringRender: string[] = [];
    const { result, rerender } = renderHook(
      ({ value }) => {
        const latest = useLatest(value);
        seenDuringRender.push(latest.current);
        return latest;
      },
      { initialProps: { value: 'first' } },
    );
    const ref = result.current;
    expect(ref.current).toBe('first');
    rerender({ value: 'second' });
    expect(result.current).toBe(ref);
    expect(ref.current).toBe('second');
    // While a render runs, the ref still holds what the committed one had.
    expect(seenDuringRender.at(-1)).toBe('first');
  });

  it('lets a callback made once act with the newest value', () => {
    const { result, rerender } = renderHook(
      ({ value }) => {
        const latest = useLatest(value);
        return () => latest.current;
      },
      { initialProps: { value: 1 } },
    );
    const readLater = result.current;
    rerender({ value: 2 });
    rerender({ value: 3 });
    expect(readLater()).toBe(3);
  });
});
