import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { demoCheckout } from '../../support/demo-checkout.ts';

/*
 * The demo with a per-browser budget of 2 lookups: the third is refused by the proxy (429), and the shopper sees what an
 * outage shows: what was typed stays, the way on without the check within 3 seconds, and the order is placed
 * unverified, which the shop's server says.
 */
const checkout = demoCheckout({
  credentials: { key: 'budget-key', secret: 'budget-S3cret-value' },
  perClientBudget: { requests: 2, perSeconds: 600 },
});
let page: Page;

afterEach(async () => {
  await page.context().close();
});

describe('the demo checkout over its budget, in Chromium', () => {
  it('keeps what was typed, offers the way on within 3 s, and places the order unverified', async () => {
    page = await checkout.open({ name: 'Anna de Vries' });
    const postcode = page.getByRole('textbox', { name: 'Postcode' });
    const number = page.getByRole('textbox', { name: 'House number' });
    const status = page.getByRole('status').filter({ hasNotText: /^$/u }).first();
    // Two lookups spend the budget.
    await postcode.fill('2012 ES');
    await number.fill('30');
    await number.press('Tab');
    await expect.poll(() => status.textContent()).toContain('Julianastraat 30');
    await number.fill('32');
    await number.press('Tab');
    await expect.poll(() => status.textContent()).toContain('Julianastraat 32');
    // The third is refused.
    await number.fill('34');
    const started = Date.now();
    await number.press('Tab');
    const goOn = page.getByRole('button', { name: 'Enter the address without checking' });
    await goOn.waitFor({ timeout: 3000 });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await status.textContent()).toMatch(/unavailable/u);
    expect(await number.inputValue()).toBe('34');
    await goOn.click();
    await page.getByRole('textbox', { name: 'Street' }).fill('Julianastraat');
    await page.getByRole('textbox', { name: 'City' }).fill('Haarlem');
    await page.getByRole('button', { name: 'Place order' }).click();
    const order = page.getByRole('region', { name: 'Order placed' });
    await expect
      .poll(() => order.textContent())
      .toMatch(
        /Julianastraat 34.*2012 ES {2}HAARLEM.*Address not verified by the server: the address was entered without the check/su,
      );
  });
});
