import { act, renderHook } from '@testing-library/react';
import type { UIEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { useOptionWindow, WINDOW_FROM } from '../../src/components/use-option-window.ts';

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

describe('useOptionWindow', () => {
  it('renders every option of a list up to WINDOW_FROM long', () => {
    const { result } = renderHook(() => useOptionWindow(WINDOW_FROM, -1, true, menuWithLayout(() => WINDOW_FROM)));
    expect(result.current).toMatchObject({ windowed: false, start: 0, end: WINDOW_FROM, before: 0, after: 0 });
  });

  it('renders every option where there is no layout to measure (jsdom, a hidden menu)', () => {
    const { result } = renderHook(() => useOptionWindow(1000, -1, true, menuWithLayout(() => 40, 0)));
    expect(result.current).toMatchObject({ windowed: false, start: 0, end: 1000 });
  });

  it('renders the options in view and a margin, holding the space of the others', () => {
    let rendered = 0;
    const menu = menuWithLayout(() => rendered);
    const { result } = renderHook(() => {
      const view = useOptionWindow(1000, -1, true, menu);
      rendered = view.end - view.start;
      return view;
    });
    expect(result.current).toMatchObject({ windowed: true, start: 0, end: 18, before: 0, after: (1000 - 18) * ROW });
  });

  it('moves to the highlighted option wherever it is, and back', () => {
    let highlighted = -1;
    const { result, rerender } = renderHook(() => useOptionWindow(1000, highlighted, true, menuWithLayout(() => 18)));
    highlighted = 999;
    rerender();
    expect(result.current.start).toBeLessThanOrEqual(999);
    expect(result.current.end).toBe(1000);
    expect(result.current.before).toBe(result.current.start * ROW);
    highlighted = 0;
    rerender();
    expect(result.current).toMatchObject({ start: 0, before: 0 });
  });

  it('follows a scroll only once the view comes near an edge of the window', () => {
    const { result } = renderHook(() => useOptionWindow(1000, -1, true, menuWithLayout(() => 18)));
    const initial = result.current;
    act(() => {
      initial.onScroll(scrollTo(2 * ROW)); // options 2 to 10 in view: the window (0 to 18) still covers them with room
    });
    expect(result.current).toMatchObject({ start: 0, end: 18 }); // a window re-rendered for it would end at 20
    act(() => {
      result.current.onScroll(scrollTo(500 * ROW));
    });
    expect(result.current.start).toBe(490);
    expect(result.current.end).toBe(518);
    expect(result.current.before + (result.current.end - result.current.start) * ROW + result.current.after).toBe(1000 * ROW);
  });
});
