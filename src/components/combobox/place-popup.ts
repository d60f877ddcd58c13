/** Space kept between the list and its field, and between the list and the edge of what can be seen. */
const GAP = 4;

/** Where a popup went: below or above its field. */
export type PopupSide = 'bottom' | 'top';

/**
 * Places a popup shown in the top layer (`position: fixed`) at its field: below it when it fits there whole, else on
 * the side where the visible viewport leaves more room; its width the field's and
 * its height bounded by that room. The visible viewport is `visualViewport` where there is one, so a phone's
 * on-screen keyboard and a pinch zoom count; fixed positions are in layout-viewport coordinates, which differ from
 * it by the visual viewport's offsets.
 */
export function placePopup(popup: HTMLElement, field: HTMLElement): PopupSide {
  const view = popup.ownerDocument.defaultView;
  const visual = view?.visualViewport;
  const top = visual?.offsetTop ?? 0;
  const bottom = top + (visual?.height ?? view?.innerHeight ?? 0);
  const at = field.getBoundingClientRect();
  const below = bottom - at.bottom - 2 * GAP;
  const above = at.top - top - 2 * GAP;
  const { style } = popup;
  // The height the popup would take without our bound, and the stylesheet's own bound (`max-height`), which holds.
  style.maxHeight = '';
  const bound = Number.parseFloat(getComputedStyle(popup).maxHeight) || Infinity;
  const natural = Math.min(popup.scrollHeight + popup.offsetHeight - popup.clientHeight, bound);
  const side: PopupSide = below >= natural || below >= above ? 'bottom' : 'top';
  const onBottom = side === 'bottom';
  Object.assign(style, {
    position: 'fixed',
    margin: '0',
    left: `${at.left}px`,
    width: `${at.width}px`,
    right: 'auto',
    maxHeight: `${Math.max(Math.min(onBottom ? below : above, bound), 0)}px`,
    top: onBottom ? `${at.bottom + GAP}px` : 'auto',
    // Above: from the layout viewport's bottom edge, which is where `bottom` of a fixed box is measured.
    bottom: onBottom ? 'auto' : `${popup.ownerDocument.documentElement.clientHeight - at.top + GAP}px`,
  });
  return side;
}
