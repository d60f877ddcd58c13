import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoCheckout } from '../../support/demo-checkout.ts';

const credentials = { key: 'e2e-key', secret: 'e2e-S3cret-that-must-stay-on-the-server' };
const screenshots = join(tmpdir(), 'react-address-entry-e2e');
/** How long the reference service takes to answer: raised by a test that presses Enter during the check. */
let latencyMs = 0;
const checkout = demoCheckout({ credentials, latencyMs: () => latencyMs });

let page: Page;
/** The address requests of the current page, as the proxy receives them. */
let addressRequests: string[] = [];

beforeAll(() => {
  mkdirSync(screenshots, { recursive: true });
});

async function openCheckout(): Promise<Page> {
  addressRequests = [];
  page = await checkout.open({
    name: 'Anna de Vries',
    viewport: { width: 900, height: 1000 },
    onPage: (opened) =>
      opened.on('request', (request) => {
        if (request.url().includes('/api/address/')) addressRequests.push(request.url());
      }),
  });
  return page;
}

const status = () => page.getByRole('status').filter({ hasNotText: /^$/u }).first();
const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
const houseNumberValidity = () =>
  textbox('House number').evaluate((input: HTMLInputElement) => input.validationMessage);
const orderRegion = () => page.getByRole('region', { name: 'Order placed' });

async function fillPostcode(postcode: string, number: string) {
  await textbox('Postcode').fill(postcode);
  await textbox('House number').fill(number);
}

async function placeOrder() {
  await page.getByRole('button', { name: 'Place order' }).click();
  return orderRegion();
}

describe('the Dutch checkout in Chromium: postcode and house number first', () => {
  afterEach(async (context) => {
    latencyMs = 0;
    await page.screenshot({
      path: join(screenshots, `dutch-${context.task.name.replace(/\W+/gu, '-')}.png`),
      fullPage: true,
    });
    await page.context().close();
  });

  it('finds the address of a postcode and number with one request, and the order says it is verified', async () => {
    await openCheckout();
    await fillPostcode('2012 es', '30');
    await expect.poll(() => status().textContent()).toContain('Julianastraat 30, 2012 ES Haarlem, Noord-Holland');
    const found = page.getByRole('group', { name: 'Street and city found' });
    expect(await found.textContent()).toMatch(/Julianastraat.*Haarlem/su);
    const order = await placeOrder();
    await expect.poll(() => order.textContent()).toMatch(/Julianastraat 30.*2012 ES {2}HAARLEM.*Address verified/su);
    expect(addressRequests).toEqual([expect.stringContaining('/api/address/nl/v1/addresses/postcode/2012ES/30')]);
  });

  it('never places the order on Enter while the check runs, and does once it is done', async () => {
    latencyMs = 1500;
    await openCheckout();
    await fillPostcode('2012ES', '30');
    await textbox('House number').press('Enter');
    expect(await houseNumberValidity()).toBe('Wait for the address check.');
    await expect.poll(() => status().textContent(), { timeout: 5000 }).toContain('Julianastraat 30');
    expect(await orderRegion().count()).toBe(0);
    await textbox('House number').press('Enter');
    await expect.poll(() => orderRegion().textContent()).toMatch(/Julianastraat 30.*Address verified/su);
  });

  it('never places the order on Enter after "Address not found"', async () => {
    await openCheckout();
    await fillPostcode('2012ES', '31');
    await expect.poll(() => status().textContent()).toContain('Address not found.');
    await textbox('House number').press('Enter');
    await page.getByRole('button', { name: 'Place order' }).click();
    expect(await orderRegion().count()).toBe(0);
    expect(await houseNumberValidity()).toBe(
      'Address not found. Check it, or choose “Enter the address without checking”.',
    );
  });

  it('never places the order on Enter with an invalid house number or a postcode that cannot exist', async () => {
    await openCheckout();
    await fillPostcode('2012ES', '30x');
    await textbox('House number').press('Enter');
    expect(await orderRegion().count()).toBe(0);
    expect(await houseNumberValidity()).toBe('Enter a house number from 1 to 99999.');
    await textbox('House number').fill('30');
    await textbox('Postcode').fill('1234 SA');
    await textbox('House number').press('Enter');
    expect(await orderRegion().count()).toBe(0);
    expect(await textbox('Postcode').inputValue()).toBe('1234 SA');
    await expect
      .poll(() => textbox('Postcode').evaluate((input: HTMLInputElement) => input.validationMessage))
      .toBe('Postcode 1234 SA does not exist: no Dutch postcode ends in SA, SD or SS.');
  });

  it('requires the addition choice for Lasondersingel 129 before the order goes', async () => {
    await openCheckout();
    await fillPostcode('7514 BP', '129');
    const choice = page.getByRole('group', { name: 'Which house number do you mean?' });
    await choice.getByRole('button', { name: '129 A' }).waitFor();
    await page.getByRole('button', { name: 'Place order' }).click();
    expect(await orderRegion().count()).toBe(0);
    await choice.getByRole('button', { name: '129 A' }).click();
    await expect.poll(() => status().textContent()).toContain('Lasondersingel 129 A, 7514 BP Enschede');
    const order = await placeOrder();
    await expect
      .poll(() => order.textContent())
      .toMatch(/Lasondersingel 129 A.*7514 BP {2}ENSCHEDE.*Address verified/su);
  });

  it('switches to the city and street lookup in one click, keeping the address', async () => {
    await openCheckout();
    await fillPostcode('2012 ES', '30');
    await expect.poll(() => status().textContent()).toContain('Julianastraat 30');
    await page.getByRole('button', { name: 'Look up by city and street' }).click();
    expect([
      await textbox('City').inputValue(),
      await textbox('Street').inputValue(),
      await textbox('House number').inputValue(),
    ]).toEqual(['Haarlem', 'Julianastraat', '30']);
    await expect.poll(() => status().textContent()).toContain('Julianastraat 30, 2012 ES Haarlem');
    await page.getByRole('button', { name: 'Look up by postcode' }).click();
    expect(await textbox('Postcode').inputValue()).toBe('2012 ES');
  });

  it('ships to a PO box with the box number typed', async () => {
    await openCheckout();
    await fillPostcode('3500 AB', '1234');
    await expect.poll(() => status().textContent()).toContain('PO box, 3500 AB Utrecht');
    const order = await placeOrder();
    await expect.poll(() => order.textContent()).toMatch(/Postbus 1234.*3500 AB {2}UTRECHT.*Address verified/su);
  });

  // Last: it stops the reference service.
  it('places the order unverified, and says so, when the service stops mid-session', async () => {
    await openCheckout();
    await fillPostcode('2012 ES', '30');
    await expect.poll(() => status().textContent()).toContain('Julianastraat 30');
    await checkout.reference.close();
    await textbox('House number').fill('32');
    await textbox('House number').press('Tab');
    const asked = Date.now();
    await expect.poll(() => status().textContent(), { timeout: 10_000 }).toContain('The address check is unavailable');
    expect(Date.now() - asked).toBeLessThan(3500);
    expect(await textbox('Postcode').inputValue()).toBe('2012 ES');
    await textbox('House number').press('Enter');
    expect(await orderRegion().count()).toBe(0);
    await page.getByRole('button', { name: 'Enter the address without checking' }).click();
    await expect.poll(() => textbox('Street').evaluate((input) => input === document.activeElement)).toBe(true);
    await textbox('Street').fill('Julianastraat');
    await textbox('City').fill('Haarlem');
    const order = await placeOrder();
    await expect
      .poll(() => order.textContent())
      .toMatch(/Julianastraat 32.*2012 ES {2}HAARLEM.*Address not verified/su);
  });
});

describe('the Dutch checkout’s page', () => {
  it('logged no console errors', () => {
    expect(checkout.consoleErrors).toEqual([]);
  });
});
