import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { demoCheckout } from '../support/demo-checkout.ts';

/*
 * The open list in the top layer is placed at its field and follows what moves the field: page and ancestor scroll,
 * resize, the phone keyboard. A scroll of the list itself (each ArrowDown scrolls the highlighted option into view)
 * moves nothing: re-placing the list then cost a layout and a second frame per key, which made ArrowDown in the
 * 1000-box list miss its frame (p95 21.5 ms). Counted here as the writes to the list's inline style.
 */
const checkout = demoCheckout({ credentials: { key: 'scroll-key', secret: 'scroll-S3cret-value-on-the-server' } });
let page: Page;

afterEach(async () => {
  await page.context().close();
});

/** Counts the changes of the focused combobox's listbox's `style` attribute from now on. */
async function countStyleWrites(): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const list = document.getElementById(document.activeElement?.getAttribute('aria-controls') ?? '');
    const state = { writes: 0 };
    (window as unknown as { styleWrites: typeof state }).styleWrites = state;
    if (list === null) return;
    new MutationObserver((records) => {
      state.writes += records.length;
    }).observe(list, { attributes: true, attributeFilter: ['style'] });
  });
  return () => page.evaluate(() => (window as unknown as { styleWrites: { writes: number } }).styleWrites.writes);
}

describe('the open list and its own scroll, in Chromium', () => {
  it('is not placed again when ArrowDown scrolls the 1000-box list, and still follows the page’s scroll', async () => {
    page = await checkout.open({ viewport: { width: 900, height: 600 } });
    await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Belgium' });
    await page.getByRole('combobox', { name: 'Postcode or town', exact: true }).fill('2018');
    await page.getByRole('option', { name: /^2018/u }).first().click();
    await page.getByRole('combobox', { name: 'Street', exact: true }).fill('Jan Van Rijswijcklaan');
    await page.getByRole('option', { name: /^Jan Van Rijswijcklaan/u }).first().click();
    const number = page.getByRole('combobox', { name: 'House number' });
    await number.fill('100');
    await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(10);
    const list = page.locator(`[id="${(await number.getAttribute('aria-controls')) ?? ''}"]`);
    await number.press('ArrowDown');
    await page.waitForTimeout(100);

    const writes = await countStyleWrites();
    for (let i = 0; i < 30; i++) {
      await number.press('ArrowDown');
      await page.waitForTimeout(20);
    }
    await page.waitForTimeout(100);
    // The list scrolled (the highlight went 30 options down), and nothing of its placement was written again.
    expect(await list.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    expect(await writes()).toBe(0);

    // The page's own scroll moves the field: the list follows it.
    const scrolled = await page.evaluate(() => {
      window.scrollBy(0, 40);
      return window.scrollY;
    });
    expect(scrolled).toBeGreaterThan(0);
    await expect.poll(writes).toBeGreaterThan(0);
  });
});
