import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { demoCheckout } from '../support/demo-checkout.ts';

const credentials = { key: 'e2e-key', secret: 'e2e-whole-address-secret' };
const checkout = demoCheckout({ credentials });
let page: Page;
const requests: string[] = [];

afterEach(async () => {
  await page.context().close();
});

async function openCheckout(country: 'Belgium' | 'Germany'): Promise<Page> {
  requests.length = 0;
  page = await checkout.open({
    name: 'Anna Peeters',
    onPage: (opened) => opened.on('request', (request) => {
      if (request.url().includes('/api/address/')) requests.push(new URL(request.url()).pathname);
    }),
  });
  // The keyboard from here on: Tab to the country radios, arrows to the country.
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowRight');
  if (country === 'Germany') await page.keyboard.press('ArrowRight');
  await expect.poll(() => page.getByRole('radio', { name: country }).isChecked()).toBe(true);
  return page;
}

const labelOfFocused = () =>
  page.evaluate(() => {
    const id = document.activeElement?.getAttribute('aria-labelledby');
    return id === null || id === undefined ? '' : (document.getElementById(id)?.textContent ?? '');
  });

/** Types into the focused step, waits for the option, then goes down to it and takes it with Enter. */
async function chooseWithKeys(text: string, option: string) {
  await page.keyboard.type(text, { delay: 40 });
  await page.getByRole('option', { name: option, exact: true }).waitFor();
  const names = await page.getByRole('option').evaluateAll((options) => options.map((o) => o.getAttribute('aria-label') ?? o.textContent));
  for (let i = 0; i <= names.indexOf(option); i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

/** From the country radio, Tab reaches the postal area; each choice unlocks the next step, which Tab reaches. */
async function enterWithKeys(steps: [label: string, text: string, option: string][]) {
  for (const [label, text, option] of steps) {
    await page.keyboard.press('Tab');
    await expect.poll(labelOfFocused).toBe(label);
    await chooseWithKeys(text, option);
  }
  // Enter on the last step's option chose it and submitted nothing; Enter with the list closed is the form's.
  expect(await page.getByRole('region', { name: 'Order placed' }).count()).toBe(0);
  await page.keyboard.press('Enter');
  return page.getByRole('region', { name: 'Order placed' });
}

describe('a whole Belgian and German address in the demo checkout, keyboard only, in Chromium', () => {
  it('enters a Belgian address from postal area to house number and places the order with its postcode, city and street', async () => {
    await openCheckout('Belgium');
    const order = await enterWithKeys([
      ['Postcode or town', 'Wilr', '2610 Wilrijk'],
      ['Street', 'Europa', 'Europalaan, postcode 2610'],
      ['House number', '36 bus', '36 bus 1, verified'],
    ]);
    await expect.poll(() => order.textContent()).toMatch(/Europalaan 36 bus 1.*2610 Wilrijk.*Belgium.*Address verified/su);
  });

  it('enters a German address over a street spanning two postcodes, and the house number’s own postcode wins', async () => {
    await openCheckout('Germany');
    const order = await enterWithKeys([
      ['Postcode or town', 'Köln', '50676 Köln'],
      ['Street', 'Sever', 'Severinstr., postcode 50676'],
      ['House number', '205', '205, verified, postcode 50678'],
    ]);
    await expect.poll(() => order.textContent()).toMatch(/Severinstr\. 205.*50678 Köln.*Germany.*Address verified/su);
    // No text is asked twice, and nothing is asked about a text that is a choice already made.
    expect(new Set(requests).size, requests.join(' ')).toBe(requests.length);
    expect(requests.filter((path) => path.includes('/postal-area/') && path.includes('50676')), requests.join(' ')).toEqual([]);
    expect(requests.filter((path) => path.includes('/street/') && path.endsWith('/Severinstr.')), requests.join(' ')).toEqual([]);
  });
});
