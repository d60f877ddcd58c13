import { useState, type RefObject } from 'react';
import { useBrowserLayoutEffect } from '../shared/use-browser-layout-effect.ts';
import { placePopup, type PopupSide } from './place-popup.ts';

/** What {@link placePopup} sets, and takes away again when the list closes. */
const PLACED = ['position', 'margin', 'left', 'right', 'top', 'bottom', 'width', 'max-height'];

/** Whether this browser has the Popover API (the top layer, above every `overflow`, `transform` and `z-index`). */
const hasPopover = (element: HTMLElement): boolean => typeof element.showPopover === 'function';

/**
 * Shows an open list in the top layer with the Popover API, next to its field in the DOM (so its ARIA links, focus
 * and the form stay as they are), placed at the field by the room the visible viewport leaves, and follows scroll,
 * resize and the phone keyboard (`visualViewport`) while open; the list's own scroll moves nothing and is not
 * followed. With `inline`, or where the Popover API is missing, the list stays where the stylesheet puts it. Returns
 * the side the list went to, `null` while it is not placed.
 */
export function usePopupPlacement(
  field: RefObject<HTMLElement | null>,
  list: RefObject<HTMLElement | null>,
  isOpen: boolean,
  inline: boolean,
): PopupSide | null {
  const [side, setSide] = useState<PopupSide | null>(null);
  const wanted = isOpen && !inline;
  useBrowserLayoutEffect(() => {
    const anchor = field.current;
    const popup = list.current;
    if (!wanted || anchor === null || popup === null || !hasPopover(popup)) return;
    const view = popup.ownerDocument.defaultView;
    // Set here, not rendered: a browser without the Popover API (or a server render) keeps the list as it was.
    popup.setAttribute('popover', 'manual');
    if (!popup.matches(':popover-open')) popup.showPopover();
    let frame = 0;
    const place = () => {
      cancelAnimationFrame(frame);
      setSide(placePopup(popup, anchor));
    };
    // Scroll and resize come many times a frame: one placement a frame, and one at once.
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(place);
    };
    // A scroll of the list itself (a highlight scrolled into view, the wheel over the list) moves neither the list
    // nor its field: placing again would cost a layout and keep the page making frames (another frame after each
    // ArrowDown, then the next key waits for the display's next one).
    const scrolled = (event: Event) => {
      if (!event.composedPath().includes(popup)) later();
    };
    place();
    const resized = new ResizeObserver(later);
    resized.observe(anchor);
    resized.observe(popup);
    view?.addEventListener('scroll', scrolled, { capture: true, passive: true });
    view?.addEventListener('resize', later);
    view?.visualViewport?.addEventListener('resize', later);
    view?.visualViewport?.addEventListener('scroll', later);
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      view?.removeEventListener('scroll', scrolled, { capture: true });
      view?.removeEventListener('resize', later);
      view?.visualViewport?.removeEventListener('resize', later);
      view?.visualViewport?.removeEventListener('scroll', later);
      if (popup.matches(':popover-open')) popup.hidePopover();
      popup.removeAttribute('popover');
      for (const property of PLACED) popup.style.removeProperty(property);
      setSide(null);
    };
  }, [wanted, list, field]);
  return wanted ? side : null;
}
