import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useControllableText } from '../../../src/components/combobox/use-controllable-text.ts';

interface Props {
  value?: string | undefined;
  defaultValue: string;
  onChange?: (text: string) => void;
  start: string;
}
const render = (initialProps: Props) =>
  renderHook(
    ({ value, defaultValue, onChange, start }: Props) => useControllableText(value, defaultValue, onChange, start),
    { initialProps },
  );

describe('useControllableText', () => {
  it('holds its own text when uncontrolled, from the default, and tells each change', () => {
    const onChange = vi.fn();
    const { result } = render({ defaultValue: '12', onChange, start: '1' });
    expect(result.current[0]).toBe('12');
    act(() => {
      result.current[1]('12A');
    });
    expect(result.current[0]).toBe('12A');
    expect(onChange).toHaveBeenCalledWith('12A');
  });

  it('shows the controlled value and only tells the change, which the caller applies', () => {
    const onChange = vi.fn();
    const { result, rerender } = render({ value: '12', defaultValue: '', onChange, start: '1' });
    act(() => {
      result.current[1]('12B');
    });
    expect(result.current[0]).toBe('12');
    expect(onChange).toHaveBeenCalledWith('12B');
    rerender({ value: '12B', defaultValue: '', onChange, start: '1' });
    expect(result.current[0]).toBe('12B');
  });

  it('does not tell a change to the text already shown', () => {
    const onChange = vi.fn();
    const { result } = render({ defaultValue: '7', onChange, start: '1' });
    act(() => {
      result.current[1]('7');
    });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes the default again when the step starts afresh', () => {
    const { result, rerender } = render({ defaultValue: '7', start: '1' });
    act(() => {
      result.current[1]('8');
    });
    rerender({ defaultValue: '36', start: '2' });
    expect(result.current[0]).toBe('36');
  });

  it('sets its own text without telling anyone (setOwnText)', () => {
    const onChange = vi.fn();
    const { result } = render({ defaultValue: '', onChange, start: '1' });
    act(() => {
      result.current[2]('5');
    });
    expect(result.current[0]).toBe('5');
    expect(onChange).not.toHaveBeenCalled();
  });
});
