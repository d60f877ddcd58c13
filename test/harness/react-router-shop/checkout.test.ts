import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createReferenceAddressApi } from '../../../src/testing/index.ts';
import { launchChromium } from '../../support/browser.ts';
import { freePort } from '../../support/free-port.ts';
import { serveFetchHandler, type LoopbackServer } from '../../support/http-server.ts';
import { startGroup, type StartedGroup } from '../../support/process-group.ts';

/*
 * The example React Router shop (examples/react-router-shop, framework mode), installed from the packed package and
 * built by the project's global setup, under `react-router-serve`: its proxy a resource route that calls the reference
 * API over loopback HTTP with the run's credentials, its order an action that calls verifyAddress. One server, one
 * Chromium; each test a fresh page.
 */
const shop = inject('routerShop');
const secrets = inject('routerShopSecrets');
let reference: LoopbackServer;
let server: StartedGroup;
let browser: Browser;
let page: Page | undefined;
/** What every page saw: console errors and page errors (a hydration mismatch among them), and every answer's text. */
const seen = { errors: [] as string[], traffic: [] as string[] };

beforeAll(async () => {
  reference = await serveFetchHandler(
    createReferenceAddressApi({ credentials: { key: secrets.key, secret: secrets.secret } }).fetch,
  );
  const port = await freePort();
  server = await startGroup([process.execPath, 'node_modules/@react-router/serve/bin.js', './build/server/index.js'], {
    cwd: shop,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      ADDRESS_API_URL: reference.url,
      ADDRESS_API_KEY: secrets.key,
      ADDRESS_API_SECRET: secrets.secret,
      ADDRESS_SIGNING_KEY: secrets.signingKey,
    },
    ready: (output) => (output.includes('[react-router-serve]') ? `http://127.0.0.1:${String(port)}` : undefined),
  });
  browser = await launchChromium();
}, 120_000);

afterEach(async () => {
  await page?.context().close();
  page = undefined;
});

afterAll(async () => {
  await browser.close();
  await server.stop();
  await reference.close();
});

/** The checkout in a fresh page, once hydrated (React's props on the form: its submit goes through the router). */
async function openCheckout(): Promise<Page> {
  const context = await browser.newContext();
  page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      seen.errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => seen.errors.push(error.message));
  page.on('response', (response) => {
    void response.text().then(
      (body) => seen.traffic.push(body),
      () => undefined,
    );
  });
  await page.goto(server.url);
  await expect
    .poll(() =>
      page?.evaluate(() => Object.keys(document.forms[0] ?? {}).some((key) => key.startsWith('__reactProps'))),
    )
    .toBe(true);
  return page;
}

const field = (on: Page, name: string) => on.getByRole('textbox', { name, exact: true });
/** The name and a Dutch postcode and house number, typed as a shopper types them, and the field left. */
async function dutchAddress(on: Page, postcode: string, houseNumber: string) {
  await field(on, 'Full name').fill('Anna de Vries');
  await field(on, 'Postcode').pressSequentially(postcode);
  await field(on, 'House number').pressSequentially(houseNumber);
  await on.keyboard.press('Tab');
}
const placeOrder = (on: Page) => on.getByRole('button', { name: 'Place order' }).click();
const order = (on: Page) => on.getByRole('status', { name: 'Order' });

describe('the React Router shop (framework mode), on the packed package', () => {
  it('renders the checkout on the server: the form and the element’s fields are in the HTML before any script runs', async () => {
    const html = await (await fetch(server.url)).text();
    expect(html).toMatch(/<form[^>]*method="post"/u);
    expect(html).toMatch(/<select[^>]*autoComplete="country"|<select[^>]*autocomplete="country"/u);
    expect(html).toContain('>Postcode</label>');
    expect(html).toContain('>House number</label>');
    expect(html).toMatch(/<input type="hidden" name="addressToken" value=""/u);
    // The package's stylesheet, a link of the page.
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/styles-[\w-]+\.css"/u);
  });

  it('answers the browser’s lookups through the proxy, a resource route: the address confirmed and signed; another method refused', async () => {
    const found = await fetch(`${server.url}/api/address/nl/v1/addresses/postcode/2012ES/30`);
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({
      postcode: '2012ES',
      street: 'Julianastraat',
      city: 'Haarlem',
      // Signed with the shop's key: what the order's action verifies.
      addressToken: expect.stringMatching(/^v3\.n\./u) as unknown,
    });
    expect(
      (await fetch(`${server.url}/api/address/nl/v1/addresses/postcode/2012ES/30`, { method: 'POST' })).status,
    ).toBe(405);
  });

  it('finds a Dutch address, and the action places the order verified with verifyAddress, its label from formatAddress', async () => {
    const on = await openCheckout();
    await dutchAddress(on, '2012 es', '30');
    await expect
      .poll(() => on.locator('.rae-lookup__result').textContent())
      .toContain('Julianastraat 30, 2012 ES Haarlem');
    await placeOrder(on);
    await expect.poll(() => order(on).textContent()).toContain('Order placed. Address verified by the server.');
    expect(await order(on).locator('pre').textContent()).toBe('Anna de Vries\nJulianastraat 30\n2012 ES  HAARLEM');
    // The placed order reset the form, and the element with it.
    expect(await field(on, 'Postcode').inputValue()).toBe('');
  });

  it('stops at the field that is wrong, by Chromium’s own validation: a Dutch postcode that does not fit, not the house number', async () => {
    const on = await openCheckout();
    await dutchAddress(on, '2012', '30');
    await placeOrder(on);
    await expect
      .poll(() => on.evaluate(() => document.activeElement?.id))
      .toBe(await field(on, 'Postcode').getAttribute('id'));
    expect(await order(on).count()).toBe(0);
  });

  it('refuses an order whose posted address was changed after the check, and holds one of a country without a check', async () => {
    const on = await openCheckout();
    await dutchAddress(on, '2012 ES', '30');
    await expect.poll(() => on.locator('input[name="addressStatus"]').inputValue()).toBe('validated');
    await on.evaluate(() => {
      const street = document.querySelector<HTMLInputElement>('input[name="street"]');
      if (street !== null) street.value = 'Kruisweg';
    });
    await placeOrder(on);
    await expect
      .poll(() => order(on).textContent())
      .toContain('Order not placed: the address was not confirmed (tampered).');

    await on.getByRole('combobox', { name: 'Country' }).selectOption('FR');
    await field(on, 'Address').fill('12 rue de la Paix');
    await field(on, 'Postal code').fill('75002');
    await field(on, 'City').fill('Paris');
    await placeOrder(on);
    await expect
      .poll(() => order(on).textContent())
      .toMatch(
        /Order placed\. Address not verified: we check it before it ships\..*12 rue de la Paix.*75002 PARIS.*FRANCE/su,
      );
  });

  it('showed no error in any page (no hydration mismatch), and sent none of the secrets to the browser', () => {
    expect(seen.errors).toEqual([]);
    expect(seen.traffic.length).toBeGreaterThan(5);
    for (const secret of [secrets.secret, secrets.signingKey])
      expect(seen.traffic.filter((body) => body.includes(secret))).toEqual([]);
  });
});
