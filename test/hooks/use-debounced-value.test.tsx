import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from '../../src/hooks/use-debounced-value.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useDebouncedValue', () => {
  it('settles on a value that stayed unchanged for the delay, and calls onSettle with it before that render', () => {
    const seen: string[] = [];
    const onSettle = vi.fn((value: string) => {
      seen.push(`settle ${value}`);
    });
    const { result, rerender } = renderHook(
      ({ value }) => {
        const settled = useDebouncedValue(value, 150, onSettle);
        seen.push(`render ${settled}`);
        return settled;
      },
      { initialProps: { value: '1' } },
    );
    rerender({ value: '12' });
    act(() => {
      vi.advanceTimersByTime(100);
    });
    rerender({ value: '12A' });
    act(() => {
      vi.advanceTimersByTime(149);
    });
    expect(onSettle).not.toHaveBeenCalled();
    expect(result.current).toBe('1');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onSettle).toHaveBeenCalledTimes(1);
    expect(onSettle).toHaveBeenCalledWith('12A');
    expect(result.current).toBe('12A');
    expect(seen.slice(-2)).toEqual(['settle 12A', 'render 12A']);
  });

  it('calls the latest onSettle, without restarting the delay when only the callback changes', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { rerender } = renderHook(({ onSettle }) => useDebouncedValue('12', 150, onSettle), {
      initialProps: { onSettle: first },
    });
    rerender({ onSettle: vi.fn() });
    act(() => {
      vi.advanceTimersByTime(100);
    });
    rerender({ onSettle: latest });
    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledWith('12');
  });
});
