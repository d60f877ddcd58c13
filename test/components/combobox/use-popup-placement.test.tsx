import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePopupPlacement } from '../../../src/components/combobox/use-popup-placement.ts';

/** ResizeObservers made, so a test can fire one as a browser does. */
let observers: { callback: () => void; observed: Element[]; disconnected: boolean }[] = [];

class FakeResizeObserver {
  private readonly entry: (typeof observers)[number];
  constructor(callback: () => void) {
    this.entry = { callback, observed: [], disconnected: false };
    observers.push(this.entry);
  }
  observe(element: Element) {
    this.entry.observed.push(element);
  }
  disconnect() {
    this.entry.disconnected = true;
  }
}

/** A field at the top of the view and a list with the Popover API (which jsdom lacks), or without it. */
function setUp(withPopover: boolean) {
  const field = document.createElement('input');
  field.getBoundingClientRect = () => DOMRect.fromRect({ x: 10, y: 50, width: 180, height: 30 });
  const list = document.createElement('ul');
  let open = false;
  const popover = {
    showPopover: vi.fn(() => {
      open = true;
    }),
    hidePopover: vi.fn(() => {
      open = false;
    }),
  };
  if (withPopover) {
    Object.assign(list, popover);
    const matches = list.matches.bind(list);
    Object.defineProperty(list, 'matches', {
      value: (selector: string) => (selector === ':popover-open' ? open : matches(selector)),
    });
  }
  document.body.append(field, list);
  return { field: { current: field }, list: { current: list }, popover };
}

beforeEach(() => {
  observers = [];
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('usePopupPlacement', () => {
  it('shows an open list in the top layer, placed below its field, and says so', () => {
    const { field, list, popover } = setUp(true);
    const { result } = renderHook(() => usePopupPlacement(field, list, true, false));
    expect(result.current).toBe('bottom');
    expect(popover.showPopover).toHaveBeenCalledTimes(1);
    expect(list.current.getAttribute('popover')).toBe('manual');
    expect(list.current.style).toMatchObject({ position: 'fixed', top: '84px', left: '10px', width: '180px' });
  });

  it('takes it out of the top layer and away from the field when the list closes', () => {
    const { field, list, popover } = setUp(true);
    const { result, rerender } = renderHook(({ isOpen }) => usePopupPlacement(field, list, isOpen, false), {
      initialProps: { isOpen: true },
    });
    rerender({ isOpen: false });
    expect(result.current).toBeNull();
    expect(popover.hidePopover).toHaveBeenCalledTimes(1);
    expect(list.current.hasAttribute('popover')).toBe(false);
    expect(list.current.style).toMatchObject({
      position: '',
      top: '',
      bottom: '',
      left: '',
      right: '',
      width: '',
      maxHeight: '',
    });
    expect(observers.every((observer) => observer.disconnected)).toBe(true);
  });

  it('leaves the list where the stylesheet puts it when inline, closed, or without the Popover API', () => {
    const inline = setUp(true);
    expect(renderHook(() => usePopupPlacement(inline.field, inline.list, true, true)).result.current).toBeNull();
    expect(inline.popover.showPopover).not.toHaveBeenCalled();
    const closed = setUp(true);
    expect(renderHook(() => usePopupPlacement(closed.field, closed.list, false, false)).result.current).toBeNull();
    const old = setUp(false);
    expect(renderHook(() => usePopupPlacement(old.field, old.list, true, false)).result.current).toBeNull();
    expect(old.list.current.hasAttribute('popover')).toBe(false);
    expect(old.list.current.style.position).toBe('');
  });

  it('follows the field when it or the list is resized, once a frame', () => {
    const { field, list } = setUp(true);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    renderHook(() => usePopupPlacement(field, list, true, false));
    const [observer] = observers;
    expect(observer?.observed).toEqual([field.current, list.current]);
    field.current.getBoundingClientRect = () => DOMRect.fromRect({ x: 40, y: 50, width: 180, height: 30 });
    observer?.callback();
    expect(list.current.style.left).toBe('10px');
    frames.at(-1)?.(0);
    expect(list.current.style.left).toBe('40px');
  });
});
