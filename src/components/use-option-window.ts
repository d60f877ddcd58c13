import { useEffect, useLayoutEffect, useState, type UIEvent } from 'react';

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

/** Which options to render, and the space held for the others. */
export interface OptionWindow {
  /** Whether the list is long enough to render only a window of it. */
  windowed: boolean;
  /** Index of the first option rendered. */
  start: number;
  /** Index after the last option rendered. */
  end: number;
  /** Pixels held above the first rendered option, for the options before it. */
  before: number;
  /** Pixels held below the last rendered option, for the options after it. */
  after: number;
  /** The menu's `onScroll`. */
  onScroll: (event: UIEvent<HTMLElement>) => void;
}

// A layout effect measures before the browser paints; on a server there is nothing to measure.
const useMeasureEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Renders a long list of options as a window: the options in view, a margin either side, and the highlighted one,
 * with the space of the others held by margins, so the scroll bar and every option's position stay as if all were
 * rendered. Every rendered option says its place in the whole list (`aria-posinset`, `aria-setsize`). Where there
 * is no layout to measure (jsdom, a menu hidden by the page's CSS), every option is rendered.
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
  useMeasureEffect(() => {
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
      typeof previous === 'object' && Math.abs(previous.rowHeight - rowHeight) < 0.5 && previous.viewport === menu.clientHeight
        ? previous
        : { rowHeight, viewport: menu.clientHeight },
    );
  }, [windowed, menu, count, unmeasured]);

  const ignoreScroll = () => undefined;
  if (!windowed) return { windowed: false, start: 0, end: count, before: 0, after: 0, onScroll: ignoreScroll };
  if (layout === 'unmeasured') return { windowed, start: 0, end: Math.min(count, FIRST_WINDOW), before: 0, after: 0, onScroll: ignoreScroll };

  const { rowHeight, viewport } = layout;
  const visible = Math.ceil(viewport / rowHeight);
  let first = Math.floor(scrollTop / rowHeight);
  // The highlighted option is always rendered: a jump (End, PageDown) moves the window to it, and Downshift then
  // scrolls it into view, which brings the window along.
  if (highlightedIndex >= 0 && highlightedIndex < first - OVERSCAN) first = highlightedIndex;
  if (highlightedIndex >= first + visible + OVERSCAN) first = highlightedIndex - visible + 1;
  const start = Math.max(0, Math.min(count, first - OVERSCAN));
  const end = Math.max(start, Math.min(count, first + visible + OVERSCAN));

  // The window moves only when the view comes near one of its edges: a step of the highlight scrolls by one option,
  // and re-rendering the window on each of those scrolls would cost a frame each time.
  const onScroll = (event: UIEvent<HTMLElement>) => {
    const top = event.currentTarget.scrollTop;
    const nearStart = start > 0 && top / rowHeight < start + EDGE;
    const nearEnd = end < count && (top + viewport) / rowHeight > end - EDGE;
    if (nearStart || nearEnd) setScrollTop(top);
  };
  return { windowed, start, end, before: start * rowHeight, after: (count - end) * rowHeight, onScroll };
}
