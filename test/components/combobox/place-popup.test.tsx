import { afterEach, describe, expect, it } from 'vitest';
import { placePopup } from '../../../src/components/combobox/place-popup.ts';

const VIEW = window.innerHeight;

/** A field at `top`..`bottom` of the viewport, 200 wide at left 30, and its popup whose content is `content` high. */
function setUp(top: number, bottom: number, content: number) {
  const field = document.createElement('input');
  field.getBoundingClientRect = () => DOMRect.fromRect({ x: 30, y: top, width: 200, height: bottom - top });
  const popup = document.createElement('ul');
  Object.defineProperties(popup, {
    scrollHeight: { get: () => content },
    offsetHeight: { get: () => 0 },
    clientHeight: { get: () => 0 },
  });
  document.body.append(field, popup);
  return { field, popup };
}

afterEach(() => {
  document.body.replaceChildren();
  document.head.replaceChildren();
});

describe('placePopup', () => {
  it('places the list below its field, as wide as it, when it fits there', () => {
    const { field, popup } = setUp(100, 130, 200);
    expect(placePopup(popup, field)).toBe('bottom');
    expect(popup.style).toMatchObject({
      position: 'fixed',
      left: '30px',
      width: '200px',
      top: '134px',
      bottom: 'auto',
    });
    expect(popup.style.maxHeight).toBe(`${String(VIEW - 130 - 8)}px`);
  });

  it('places it above a field near the bottom of the view, where there is more room, bounded by that room', () => {
    const { field, popup } = setUp(VIEW - 60, VIEW - 30, 400);
    expect(placePopup(popup, field)).toBe('top');
    expect(popup.style.maxHeight).toBe(`${String(VIEW - 60 - 8)}px`);
    expect(popup.style.top).toBe('auto');
    expect(popup.style.bottom).toBe(`${String(document.documentElement.clientHeight - (VIEW - 60) + 4)}px`);
  });

  it('stays below when the list fits there whole, even where there is more room above', () => {
    const { field, popup } = setUp(VIEW - 200, VIEW - 170, 100);
    expect(placePopup(popup, field)).toBe('bottom');
  });

  it('keeps the stylesheet’s own max-height as the bound', () => {
    const style = document.createElement('style');
    style.textContent = '.menu { max-height: 120px; }';
    document.head.append(style);
    const { field, popup } = setUp(100, 130, 500);
    popup.className = 'menu';
    placePopup(popup, field);
    expect(popup.style.maxHeight).toBe('120px');
  });

  it('measures the room in the visible viewport (a phone’s keyboard, a pinch zoom)', () => {
    Object.defineProperty(window, 'visualViewport', { configurable: true, value: { offsetTop: 100, height: 300 } });
    try {
      const { field, popup } = setUp(350, 380, 200);
      expect(placePopup(popup, field)).toBe('top');
      expect(popup.style.maxHeight).toBe('242px');
    } finally {
      Reflect.deleteProperty(window, 'visualViewport');
    }
  });
});
