import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { demoCheckout } from '../../support/demo-checkout.ts';

const checkout = demoCheckout({ credentials: { key: 'e2e-key', secret: 'e2e-phone-secret-value' } });
/** A Pixel 7's width, with the height a page keeps under the browser's bars. */
const PHONE = { width: 390, height: 600 };

let page: Page | undefined;
afterEach(async () => {
  await page?.context().close();
  page = undefined;
});

/** What the open list shows, seen from the page: each option within the list's box, and whether a tap at its centre hits it. */
async function openList(opened: Page) {
  return opened.evaluate(() => {
    const list = [...document.querySelectorAll<HTMLElement>('[role=listbox]')].find(
      (box) => !box.hidden && box.children.length > 0,
    );
    if (list === undefined) return null;
    const box = list.getBoundingClientRect();
    const field = document.querySelector<HTMLElement>(`[aria-controls="${list.id}"]`)?.getBoundingClientRect();
    const visual = window.visualViewport;
    const options = [...list.querySelectorAll<HTMLElement>('[role=option]')]
      .map((option) => ({ option, at: option.getBoundingClientRect() }))
      .filter(({ at }) => at.top >= box.top - 1 && at.bottom <= box.bottom + 1)
      .map(({ option, at }) => {
        const hit = document.elementFromPoint(at.left + at.width / 2, at.top + at.height / 2);
        const seen = visual === null || (at.top >= visual.offsetTop && at.bottom <= visual.offsetTop + visual.height);
        return { text: option.textContent, tappable: hit !== null && option.contains(hit) && seen };
      });
    return {
      top: box.top,
      bottom: box.bottom,
      fieldTop: field?.top ?? 0,
      fieldBottom: field?.bottom ?? 0,
      options,
      placement: list.dataset.placement,
    };
  });
}

/** The demo on a phone, Belgium chosen, the postal-area field scrolled to near the bottom of the screen. */
async function phoneCheckout(): Promise<Page> {
  const opened = await checkout.open({ viewport: PHONE });
  page = opened;
  await opened.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Belgium' });
  const field = opened.getByRole('combobox', { name: 'Postcode or town' });
  await field.evaluate((input) => {
    const bottom = input.getBoundingClientRect().bottom + window.scrollY;
    document.documentElement.style.minHeight = `${bottom + window.innerHeight}px`;
    window.scrollTo(0, bottom - window.innerHeight + 80);
  });
  return opened;
}

describe('the suggestion list on a phone', () => {
  it('opens upwards over a field near the bottom of the screen, every option it shows seen and tappable', async () => {
    const opened = await phoneCheckout();
    await opened.getByRole('combobox', { name: 'Postcode or town' }).pressSequentially('Antw');
    await expect.poll(async () => (await openList(opened))?.options.length ?? 0).toBeGreaterThanOrEqual(5);
    const list = await openList(opened);
    expect(list?.placement).toBe('top');
    expect(list?.bottom).toBeLessThanOrEqual(list?.fieldTop ?? 0);
    expect(list?.options.filter((option) => !option.tappable)).toEqual([]);
  });

  it('keeps within the visible viewport when the keyboard takes room (a smaller visual viewport), following its changes', async () => {
    const opened = await phoneCheckout();
    const field = opened.getByRole('combobox', { name: 'Postcode or town' });
    await field.pressSequentially('Antw');
    await expect.poll(async () => (await openList(opened))?.options.length ?? 0).toBeGreaterThanOrEqual(5);
    // A pinch zoom makes the visual viewport smaller than the layout viewport, as an on-screen keyboard does.
    const cdp = await opened.context().newCDPSession(opened);
    await cdp.send('Emulation.setPageScaleFactor', { pageScaleFactor: 1.6 });
    await field.evaluate((input) => input.scrollIntoView({ block: 'center' }));
    await expect
      .poll(async () => {
        const list = await openList(opened);
        return list !== null && list.options.length >= 3 && list.options.every((option) => option.tappable);
      })
      .toBe(true);
    expect(await opened.evaluate(() => (window.visualViewport?.height ?? 0) < window.innerHeight)).toBe(true);
    expect(checkout.consoleErrors).toEqual([]);
  });
});
