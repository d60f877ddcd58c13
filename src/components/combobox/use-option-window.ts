import { useState, type UIEvent } from 'react';
import { useBrowserLayoutEffect } from '../shared/use-browser-layout-effect.ts';

/** Lists up to this long render every option; longer ones (1000 boxes of an apartment block) render a window. */
export const WINDOW_FROM = 100;
/** Options rendered beyond each edge of the view, so a step or a short scroll finds them rendered. */
const OVERSCAN = 10;
/** How close (in options) the view may come to an edge of the window before the window moves. */
const EDGE = 3;
/** Options rendered before the menu could be measured: enough to fill any menu of a sensible height. */
const FIRST_WINDOW = 40;

/** The menu's measure: the average height of an option and the height of the view, in pixels. */
type Layout = { rowHeight: number; viewport: number } | 'unmeasured' | 'no-layout';

/** Which options to render, and where: each rendered option holds the space of those skipped before it. */
export interface OptionWindow {
  /** Whether the list is long enough to render only some of its options. */
  windowed: boolean;
  /** The indices of the options to render, ascending. */
  indices: readonly number[];
  /** Pixels kept above the option `indices[k]`, for the options skipped before it. */
  spaceBefore: (k: number) => number;
  /** Pixels kept below the last rendered option, for the options after it. */
  spaceAfterLast: number;
  onScroll: (event: UIEvent<HTMLElement>) => void;
}

const range = (start: number, end: number): number[] =>
  Array.from({ length: Math.max(0, end - start) }, (_, i) => start + i);

/**
 * Renders a long list of options as a window (the view, a margin, the highlighted option), the others' space kept by
 * margins so the scroll bar stays true; without a layout to measure (jsdom), every option.
 */
export function useOptionWindow(
  count: number,
  highlightedIndex: number,
  isOpen: boolean,
  menu: HTMLElement | null,
): OptionWindow {
  const [layout, setLayout] = useState<Layout>('unmeasured');
  const [scrollTop, setScrollTop] = useState(0);
  const windowed = isOpen && count > WINDOW_FROM && layout !== 'no-layout';

  const unmeasured = layout === 'unmeasured';
  useBrowserLayoutEffect(() => {
    if (!windowed || menu === null) return;
    const options = menu.querySelectorAll('[role="option"]');
    const first = options[0];
    const last = options[options.length - 1];
    if (menu.clientHeight === 0 || first === undefined || last === undefined) {
      setLayout('no-layout');
      return;
    }
    const rowHeight = (last.getBoundingClientRect().bottom - first.getBoundingClientRect().top) / options.length;
    setLayout((previous) =>
      typeof previous === 'object' &&
      Math.abs(previous.rowHeight - rowHeight) < 0.5 &&
      previous.viewport === menu.clientHeight
        ? previous
        : { rowHeight, viewport: menu.clientHeight },
    );
  }, [windowed, menu, count, unmeasured]);

  if (!windowed || layout === 'unmeasured') {
    return {
      windowed,
      indices: range(0, windowed ? FIRST_WINDOW : count),
      spaceBefore: () => 0,
      spaceAfterLast: 0,
      onScroll: () => undefined,
    };
  }

  const { rowHeight, viewport } = layout;
  const visible = Math.ceil(viewport / rowHeight);
  const clamp = (index: number) => Math.max(0, Math.min(count, index));
  const first = Math.floor(scrollTop / rowHeight);
  const shown = new Set(range(clamp(first - OVERSCAN), clamp(first + visible + OVERSCAN)));
  // The highlighted option and a view's worth either side: Downshift scrolls it into view at the top or the bottom,
  // so a key's own render already holds what the view will show, and its scroll needs no render of its own. The
  // window moves a view at a time, not an option at a time: most steps of a held arrow key add or remove no option.
  if (highlightedIndex >= 0) {
    const base = highlightedIndex - (highlightedIndex % visible);
    for (const index of range(clamp(base - visible - EDGE), clamp(base + 2 * visible + EDGE))) shown.add(index);
  }
  const indices = [...shown].sort((x, y) => x - y);

  const onScroll = (event: UIEvent<HTMLElement>) => {
    const top = Math.floor(event.currentTarget.scrollTop / rowHeight);
    const covered = range(clamp(top - EDGE), clamp(top + visible + EDGE)).every((index) => shown.has(index));
    if (!covered) setScrollTop(event.currentTarget.scrollTop);
  };
  const lastIndex = indices.at(-1) ?? -1;
  return {
    windowed,
    indices,
    // The first rendered option holds the space of all before it: as if option -1 were rendered.
    spaceBefore: (k) => ((indices[k] ?? 0) - (indices[k - 1] ?? -1) - 1) * rowHeight,
    spaceAfterLast: (count - 1 - lastIndex) * rowHeight,
    onScroll,
  };
}
