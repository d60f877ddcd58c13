import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { demoCheckout } from '../../support/demo-checkout.ts';

/*
 * A signed answer never outlives its token in the browser's own HTTP cache. The shopper looks an address up and
 * orders; two hours later (the clocks of the demo's proxy and order endpoint moved on through their option; the
 * browser's own clock cannot be) the shopper reloads the page and looks the same address up again. Chromium's HTTP
 * cache holds the first answer: with the service's `max-age` of a day it gave those bytes back, with a token two hours
 * old, and the order was refused as expired. Now the proxy has the browser ask (`no-cache`, an ETag it judges by its
 * own clock) and answers with a token of then.
 */
const HOUR = 3600_000;
let offset = 0;
const checkout = demoCheckout({
  credentials: { key: 'token-key', secret: 'token-S3cret-value-on-the-server' },
  now: () => Date.now() + offset,
  cache: true,
});
let page: Page;

afterEach(async () => {
  await page.context().close();
});

const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });

async function lookUpAndOrder(): Promise<string | null> {
  await page.getByRole('textbox', { name: 'Full name' }).fill('Anna de Vries');
  await textbox('Postcode').fill('2012 ES');
  await textbox('House number').fill('30');
  await textbox('House number').press('Tab');
  const status = page.getByRole('status').filter({ hasNotText: /^$/u }).first();
  await expect.poll(() => status.textContent()).toContain('Julianastraat 30');
  await page.getByRole('button', { name: 'Place order' }).click();
  const order = page.getByRole('region', { name: 'Order placed' });
  await expect.poll(() => order.textContent()).toMatch(/Julianastraat 30.*Address (not )?verified by the server/su);
  return order.textContent();
}

describe('a signed answer in Chromium’s HTTP cache', () => {
  it('is asked for again after a reload two hours on, and the order is verified', async () => {
    offset = 0;
    page = await checkout.open();
    /** How each lookup of the page was answered: the status the browser saw, and whether it asked with its copy's ETag. */
    const lookups: { status: number; conditional: boolean }[] = [];
    page.on('response', (response) => {
      if (!response.url().includes('/api/address/nl/v1/addresses/postcode/')) return;
      void response
        .request()
        .allHeaders()
        .then((headers) => {
          lookups.push({ status: response.status(), conditional: 'if-none-match' in headers });
        });
    });
    expect(await lookUpAndOrder()).toMatch(/Address verified by the server/u);

    offset = 2 * HOUR;
    await page.reload();
    expect(await lookUpAndOrder()).toMatch(/Address verified by the server/u);
    // The second lookup reached the proxy with the copy's ETag (the browser kept it, and asked).
    await expect.poll(() => lookups.length).toBe(2);
    expect(lookups[1]).toEqual({ status: 200, conditional: true });
    expect(checkout.consoleErrors).toEqual([]);
  });
});
