import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { definedProps } from '../../../src/components/shared/defined-props.ts';
import { useKeptChoice, type KeptChoiceConfig } from '../../../src/components/combobox/use-kept-choice.ts';

interface Option {
  houseNumber: string;
}
const n36: Option = { houseNumber: '36' };
const n12a: Option = { houseNumber: '12A' };

interface Props {
  text: string;
  scope?: string;
  selectedItem?: Option | null;
  defaultSelectedItem?: Option | null;
  start?: string;
  followText?: (text: string) => void;
}
function render(initialProps: Props) {
  return renderHook(
    ({
      text,
      scope = 'street 1',
      selectedItem,
      defaultSelectedItem,
      start = '1',
      followText = () => undefined,
    }: Props) => {
      const config: KeptChoiceConfig<Option> = {
        scope,
        itemToString: (item) => item.houseNumber,
        options: definedProps({ selectedItem, defaultSelectedItem }, ['selectedItem', 'defaultSelectedItem']),
      };
      return useKeptChoice(config, text, followText, start);
    },
    { initialProps },
  );
}

describe('useKeptChoice', () => {
  it('holds a chosen option while the field shows its text, case and spaces aside', () => {
    const { result, rerender } = render({ text: '12' });
    act(() => {
      result.current.choose(n12a, false);
    });
    rerender({ text: '12A' });
    expect(result.current.kept).toMatchObject({ item: n12a, unverified: false });
    rerender({ text: ' 12a ' });
    expect(result.current.kept?.item).toBe(n12a);
  });

  it('lets go of the choice on an edit that changes the text, and on clear', () => {
    const { result, rerender } = render({ text: '36' });
    act(() => {
      result.current.choose(n36, true);
    });
    expect(result.current.kept).toMatchObject({ item: n36, unverified: true });
    rerender({ text: '36B' });
    expect(result.current.kept).toBeNull();
    rerender({ text: '36' });
    act(() => {
      result.current.clear();
    });
    expect(result.current.kept).toBeNull();
  });

  it('holds a choice only in the scope it was made in (another street)', () => {
    const { result, rerender } = render({ text: '36', scope: 'street 1' });
    act(() => {
      result.current.choose(n36, false);
    });
    rerender({ text: '36', scope: 'street 2' });
    expect(result.current.kept).toBeNull();
  });

  it('starts from the default choice, and takes it again when the step starts afresh', () => {
    const { result, rerender } = render({ text: '36', defaultSelectedItem: n36 });
    expect(result.current.kept?.item).toBe(n36);
    act(() => {
      result.current.clear();
    });
    rerender({ text: '36', defaultSelectedItem: n36, start: '2' });
    expect(result.current.kept?.item).toBe(n36);
  });

  it('takes a new controlled selection as the choice and puts its text in the field', () => {
    const followText = vi.fn();
    const { result, rerender } = render({ text: '', selectedItem: null, followText });
    expect(result.current.kept).toBeNull();
    rerender({ text: '', selectedItem: n12a, followText });
    expect(followText).toHaveBeenCalledWith('12A');
    rerender({ text: '12A', selectedItem: n12a, followText });
    expect(result.current.kept).toMatchObject({ item: n12a, unverified: false });
  });

  it('keeps what it knows of its own choice echoed back by a controlled field (taken unverified)', () => {
    const { result, rerender } = render({ text: '36', selectedItem: null });
    act(() => {
      result.current.choose(n36, true);
    });
    rerender({ text: '36', selectedItem: n36 });
    expect(result.current.kept).toMatchObject({ item: n36, unverified: true });
  });

  it('lets go when a controlled field sets the selection to null', () => {
    const { result, rerender } = render({ text: '36', selectedItem: n36 });
    expect(result.current.kept?.item).toBe(n36);
    rerender({ text: '36', selectedItem: null });
    expect(result.current.kept).toBeNull();
  });
});
