import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { definedProps } from '../../../src/components/shared/defined-props.ts';
import {
  useConsistentSelection,
  type ConsistentSelectionConfig,
} from '../../../src/components/combobox/use-consistent-selection.ts';
import type { Selection } from '../../../src/components/combobox/use-kept-choice.ts';

interface Option {
  houseNumber: string;
  status: 'validated' | 'unknown';
}
const n36: Option = { houseNumber: '36', status: 'validated' };
const n36b: Option = { houseNumber: '36B', status: 'validated' };
const n40: Option = { houseNumber: '40', status: 'unknown' };

interface Props {
  text: string;
  settled: readonly Option[] | null;
  held?: Selection<Option> | null;
  selectedItem?: Option | null;
  start?: string;
}

function render(initialProps: Props, onSelectedItemChange = vi.fn(), onSelectionChange = vi.fn()) {
  const hook = renderHook(
    ({ text, settled, held = null, selectedItem, start = '1' }: Props) => {
      const config: ConsistentSelectionConfig<Option> = {
        options: { ...definedProps({ selectedItem }, ['selectedItem']), onSelectedItemChange },
        itemToString: (item) => item.houseNumber,
        itemToKey: (item) => item.houseNumber,
        selectsWhenTyped: (item) => item.status === 'validated',
        onSelectionChange,
        start,
      };
      return useConsistentSelection(config, settled, text, held);
    },
    { initialProps },
  );
  return { ...hook, onSelectedItemChange, onSelectionChange };
}

describe('useConsistentSelection', () => {
  it('selects the one settled suggestion whose text is typed exactly, case and spaces aside', () => {
    const { result } = render({ text: ' 36b', settled: [n36, n36b] });
    expect(result.current).toEqual({ item: n36b, unverified: false });
  });

  it('selects nothing while the answer is not settled, or from a suggestion that does not select when typed', () => {
    expect(render({ text: '36', settled: null }).result.current).toBeNull();
    expect(render({ text: '40', settled: [n40] }).result.current).toBeNull();
    expect(render({ text: '3', settled: [n36] }).result.current).toBeNull();
  });

  it('selects nothing when the typed text is the text of two suggestions', () => {
    expect(
      render({ text: '36', settled: [n36, { houseNumber: '36', status: 'validated' }] }).result.current,
    ).toBeNull();
  });

  it('gives the held choice first, taken unverified or not', () => {
    const held = { item: n40, unverified: true };
    expect(render({ text: '40', settled: [n40], held }).result.current).toBe(held);
  });

  it('tells each change of the selection once, after its render, and null when it goes', () => {
    const { rerender, onSelectedItemChange, onSelectionChange } = render({ text: '36', settled: null });
    expect(onSelectedItemChange).not.toHaveBeenCalled();
    rerender({ text: '36', settled: [n36] });
    rerender({ text: '36', settled: [n36] });
    expect(onSelectedItemChange.mock.calls).toEqual([[n36]]);
    expect(onSelectionChange).toHaveBeenLastCalledWith({ item: n36, unverified: false });
    rerender({ text: '36 ', settled: null });
    expect(onSelectedItemChange.mock.calls).toEqual([[n36], [null]]);
    expect(onSelectionChange).toHaveBeenLastCalledWith(null);
  });

  it('tells a selection the first render already has from its text, but not a held default choice', () => {
    expect(render({ text: '36', settled: [n36] }).onSelectedItemChange).toHaveBeenCalledWith(n36);
    expect(
      render({ text: '36', settled: [n36], held: { item: n36, unverified: false } }).onSelectedItemChange,
    ).not.toHaveBeenCalled();
  });

  it('tells a controlled field only what differs from its prop', () => {
    const { rerender, onSelectedItemChange } = render({ text: '36', settled: null, selectedItem: null });
    rerender({ text: '36', settled: [n36], selectedItem: null });
    expect(onSelectedItemChange.mock.calls).toEqual([[n36]]);
    rerender({ text: '36', settled: [n36], selectedItem: n36 });
    expect(onSelectedItemChange.mock.calls).toEqual([[n36]]);
  });

  it('tells the selection again when the step starts afresh', () => {
    const { rerender, onSelectedItemChange } = render({ text: '36', settled: [n36], start: '1' });
    rerender({ text: '36', settled: [n36], start: '2' });
    expect(onSelectedItemChange.mock.calls).toEqual([[n36], [n36]]);
  });
});
