import { act, renderHook } from '@testing-library/react';
import type { UIEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { useOptionWindow, WINDOW_FROM } from '../../../src/components/combobox/use-option-window.ts';

const ROW = 35;
const VIEW = 280; // 8 options

/** A menu with layout, as a browser has it: `rendered` options of ROW pixels from the top. */
function menuWithLayout(rendered: () => number, clientHeight = VIEW): HTMLElement {
  const menu = document.createElement('ul');
  Object.defineProperty(menu, 'clientHeight', { get: () => clientHeight });
  Object.defineProperty(menu, 'querySelectorAll', {
    value: (selector: string) => {
      expect(selector).toBe('[role="option"]');
      return Array.from({ length: rendered() }, (_, i) => ({
        getBoundingClientRect: () => ({ top: i * ROW, bottom: (i + 1) * ROW }),
      }));
    },
  });
  return menu;
}

const scrollTo = (top: number) => ({ currentTarget: { scrollTop: top } }) as unknown as UIEvent<HTMLElement>;

/** The height all options take, rendered ones and the space held for the others: always the whole list's. */
const totalHeight = (view: ReturnType<typeof useOptionWindow>) =>
  view.indices.reduce((sum, _index, k) => sum + view.spaceBefore(k) + ROW, 0) + view.spaceAfterLast;

describe('useOptionWindow', () => {
  it('renders every option of a list up to WINDOW_FROM long', () => {
    const { result } = renderHook(() =>
      useOptionWindow(
        WINDOW_FROM,
        -1,
        true,
        menuWithLayout(() => WINDOW_FROM),
      ),
    );
    expect(result.current.windowed).toBe(false);
    expect(result.current.indices).toHaveLength(WINDOW_FROM);
  });

  it('renders every option where there is no layout to measure (jsdom, a hidden menu)', () => {
    const { result } = renderHook(() =>
      useOptionWindow(
        1000,
        -1,
        true,
        menuWithLayout(() => 40, 0),
      ),
    );
    expect(result.current.windowed).toBe(false);
    expect(result.current.indices).toHaveLength(1000);
  });

  it('renders the options in view and a margin, holding the space of the others', () => {
    let rendered = 0;
    const menu = menuWithLayout(() => rendered);
    const { result } = renderHook(() => {
      const view = useOptionWindow(1000, -1, true, menu);
      rendered = view.indices.length;
      return view;
    });
    expect(result.current.windowed).toBe(true);
    expect(result.current.indices).toEqual(Array.from({ length: 18 }, (_, i) => i)); // 8 in view, 10 below
    expect(result.current.spaceAfterLast).toBe((1000 - 18) * ROW);
    expect(totalHeight(result.current)).toBe(1000 * ROW);
  });

  it('also renders the highlighted option and a view around it, wherever it is', () => {
    let highlighted = -1;
    const { result, rerender } = renderHook(() =>
      useOptionWindow(
        1000,
        highlighted,
        true,
        menuWithLayout(() => 18),
      ),
    );
    highlighted = 999;
    rerender();
    const { indices } = result.current;
    expect(indices).toContain(999);
    expect(indices).toContain(988); // the view that End scrolls to: 992 to 999, and a margin
    expect(indices).toContain(0); // the view the menu still shows until Downshift scrolls
    expect(result.current.spaceAfterLast).toBe(0);
    expect(totalHeight(result.current)).toBe(1000 * ROW);
  });

  it('renders the same options while a held arrow key steps through a view: no option added or removed per step', () => {
    let highlighted = 16;
    const { result, rerender } = renderHook(() =>
      useOptionWindow(
        1000,
        highlighted,
        true,
        menuWithLayout(() => 18),
      ),
    );
    const first = result.current.indices;
    for (highlighted = 17; highlighted < 24; highlighted++) {
      rerender();
      expect(result.current.indices).toEqual(first);
      // Still the highlighted option and a view around it, as Downshift scrolls it to the top or the bottom.
      for (let index = highlighted - 8; index <= highlighted + 8; index++)
        expect(result.current.indices).toContain(index);
    }
    highlighted = 24;
    rerender();
    expect(result.current.indices).toContain(24 + 8 + 3);
    expect(totalHeight(result.current)).toBe(1000 * ROW);
  });

  it('shows the options in view after scrolling away from the highlighted one', () => {
    const { result } = renderHook(() =>
      useOptionWindow(
        1000,
        0,
        true,
        menuWithLayout(() => 18),
      ),
    );
    act(() => {
      result.current.onScroll(scrollTo(500 * ROW));
    });
    for (let index = 500; index < 508; index++) expect(result.current.indices).toContain(index);
    expect(result.current.indices).toContain(0);
    expect(totalHeight(result.current)).toBe(1000 * ROW);
  });

  it('takes in a scroll only when the view nears the edge of what is rendered', () => {
    const { result } = renderHook(() =>
      useOptionWindow(
        1000,
        20,
        true,
        menuWithLayout(() => 18),
      ),
    );
    const before = result.current.indices;
    act(() => {
      // ArrowDown to 20 scrolls it to the bottom of the view: 13 to 20, all rendered with room to spare.
      result.current.onScroll(scrollTo(13 * ROW));
    });
    expect(result.current.indices).toEqual(before);
    act(() => {
      result.current.onScroll(scrollTo(300 * ROW));
    });
    expect(result.current.indices).toContain(300);
    expect(result.current.indices).toContain(307);
  });
});
