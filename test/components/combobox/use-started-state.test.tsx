import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStartedState } from '../../../src/components/combobox/use-started-state.ts';

describe('useStartedState', () => {
  it('starts at the initial value and keeps what is set while the start stays', () => {
    const { result, rerender } = renderHook(({ start, initial }) => useStartedState(start, initial), {
      initialProps: { start: 'a', initial: 'x' },
    });
    expect(result.current[0]).toBe('x');
    act(() => {
      result.current[1]('typed');
    });
    rerender({ start: 'a', initial: 'y' });
    expect(result.current[0]).toBe('typed');
  });

  it('goes back to the initial value in the render where the start changes', () => {
    const { result, rerender } = renderHook(({ start, initial }) => useStartedState(start, initial), {
      initialProps: { start: 'a', initial: 'x' },
    });
    act(() => {
      result.current[1]('typed');
    });
    rerender({ start: 'b', initial: 'filled' });
    expect(result.current[0]).toBe('filled');
  });

  it('drops a value set under an earlier start', () => {
    const { result, rerender } = renderHook(({ start }) => useStartedState(start, 'initial'), {
      initialProps: { start: 'a' },
    });
    const setUnderA = result.current[1];
    rerender({ start: 'b' });
    act(() => {
      setUnderA('late');
    });
    rerender({ start: 'b' });
    expect(result.current[0]).toBe('initial');
  });
});
