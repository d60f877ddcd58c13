import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoCheckout } from '../../support/demo-checkout.ts';

const credentials = { key: 'e2e-key', secret: 'e2e-S3cret-that-must-stay-on-the-server' };
const basicCredentials = Buffer.from(`${credentials.key}:${credentials.secret}`).toString('base64');
const screenshots = join(tmpdir(), 'react-address-entry-e2e');
const checkout = demoCheckout({ credentials });

let page: Page;
const traffic: string[] = [];

beforeAll(() => {
  mkdirSync(screenshots, { recursive: true });
});

async function openCheckout(): Promise<Page> {
  page = await checkout.open({
    name: 'Anna de Vries',
    viewport: { width: 900, height: 1000 },
    onPage: (opened) => {
      opened.on('request', (request) => traffic.push(JSON.stringify(request.headers()), request.url()));
      opened.on('response', (response) => {
        traffic.push(JSON.stringify(response.headers()));
        void response.text().then(
          (body) => traffic.push(body),
          () => undefined,
        );
      });
    },
  });
  return page;
}

const status = () => page.getByRole('status').filter({ hasNotText: /^$/u }).first();

async function fillDutch(city: string, street: string, number: string, addition = '') {
  // The Dutch checkout starts with postcode and number; the city and street lookup is one click away.
  await page.getByRole('button', { name: 'Look up by city and street' }).click();
  await page.getByRole('textbox', { name: 'City' }).fill(city);
  await page.getByRole('textbox', { name: 'Street' }).fill(street);
  await page.getByRole('textbox', { name: 'House number' }).fill(number);
  if (addition !== '') await page.getByRole('textbox', { name: 'Addition' }).fill(addition);
}

/** The postcode the form posts: the chosen house number's own (a hidden field of AddressFields), empty while none is chosen. */
const postcodePosted = () => page.locator('form input[name="postcode"]').inputValue();
const validationMessage = () =>
  page.getByRole('combobox', { name: 'House number' }).evaluate((input: HTMLInputElement) => input.validationMessage);

/** Chooses a Belgian or German postal area and street (the house number waits for both). */
async function chooseStreet(areaText: string, areaOption: string, streetText: string, streetOption: string) {
  await page.getByRole('combobox', { name: 'Postcode or town' }).fill(areaText);
  await page.getByRole('option', { name: areaOption, exact: true }).click();
  await page.getByRole('combobox', { name: 'Street' }).fill(streetText);
  await page.getByRole('option', { name: streetOption, exact: true }).click();
  await expect
    .poll(() => page.getByRole('combobox', { name: 'House number' }).getAttribute('aria-disabled'))
    .toBe(null);
}

async function placeOrder() {
  await page.getByRole('button', { name: 'Place order' }).click();
  return page.getByRole('region', { name: 'Order placed' });
}

describe('the demo checkout in Chromium, over real HTTP through the proxy', () => {
  afterEach(async (context) => {
    await page.screenshot({
      path: join(screenshots, `${context.task.name.replace(/\W+/gu, '-')}.png`),
      fullPage: true,
    });
    await page.context().close();
  });

  it('finds a Dutch address and places the order with it', async () => {
    await openCheckout();
    await fillDutch('Haarlem', 'Julianastraat', '30');
    await expect.poll(() => status().textContent()).toContain('Julianastraat 30, 2012 ES Haarlem, Noord-Holland');
    const order = await placeOrder();
    await expect.poll(() => order.textContent()).toMatch(/Julianastraat 30.*2012 ES {2}HAARLEM.*Address verified/su);
  });

  it('refuses a forged submit on the server: a confirmed address with one posted field changed, or its token moved', async () => {
    await openCheckout();
    await fillDutch('Haarlem', 'Julianastraat', '30');
    await expect.poll(() => status().textContent()).toContain('Julianastraat 30, 2012 ES Haarlem, Noord-Holland');
    const token = await page.locator('form input[name="addressToken"]').inputValue();
    expect(token).toMatch(/^v3\.n\./u);
    // What a forger does with the page: the street changed in what the form posts, the token and status left as they are.
    await page.locator('form').evaluate((form: HTMLFormElement) => {
      form.addEventListener('formdata', (event) => {
        event.formData.set('street', 'Kerkstraat');
      });
    });
    const order = await placeOrder();
    await expect
      .poll(() => order.textContent())
      .toMatch(
        /Kerkstraat 30.*Address not verified by the server: the posted address is not the one the address service confirmed/su,
      );
    expect(await order.locator('[data-reason]').getAttribute('data-reason')).toBe('tampered');
    // The same order posted by a script with the status claimed and no token.
    const scripted = await page.evaluate(async () => {
      const form = new FormData();
      for (const [name, value] of Object.entries({
        name: 'X',
        country: 'NL',
        postcode: '2012ES',
        city: 'Haarlem',
        street: 'Julianastraat',
        houseNumber: '30',
        addressStatus: 'validated',
      }))
        form.set(name, value);
      return ((await (await fetch('/api/order', { method: 'POST', body: form })).json()) as { refused: string | null })
        .refused;
    });
    expect(scripted).toBe('no-token');
  });

  it('resolves a city that is not unique with the city picker', async () => {
    await openCheckout();
    await fillDutch('Hengelo', 'Kerkstraat', '1');
    await page.getByRole('button', { name: 'Hengelo, municipality of Bronckhorst' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'City' }).inputValue()).toBe('Hengelo gem. Bronckhorst');
    await expect.poll(() => status().textContent()).toContain('Kerkstraat 1, 7255 BA Hengelo, Gelderland');
  });

  it('asks which addition is meant, and takes the choice', async () => {
    await openCheckout();
    await fillDutch('Enschede', 'Lasondersingel', '129', 'B');
    await page
      .getByRole('group', { name: 'Which house number do you mean?' })
      .getByRole('button', { name: '129 A' })
      .click();
    await expect.poll(() => status().textContent()).toContain('Lasondersingel 129 A, 7514 BP Enschede');
  });

  it('drills a Belgian number down from "3" to "36 bus 1" and fills the postcode', async () => {
    await openCheckout();
    await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Belgium' });
    await chooseStreet('2610', '2610 Wilrijk', 'Europa', 'Europalaan, postcode 2610');
    await page.getByRole('combobox', { name: 'House number' }).fill('3');
    await page.getByRole('option', { name: '36, needs a bis or box number' }).click();
    await expect.poll(() => page.getByRole('combobox', { name: 'House number' }).inputValue()).toBe('36');
    await page.getByRole('option', { name: '36 bus 1, verified' }).click();
    await expect.poll(() => postcodePosted()).toBe('2610');
    const order = await placeOrder();
    await expect.poll(() => order.textContent()).toMatch(/Europalaan 36 bus 1.*2610 Antwerpen.*Address verified/su);
  });

  it('fills the postcode of a German number that lies in another postcode than its street', async () => {
    await openCheckout();
    await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Germany' });
    await chooseStreet('01219', '01219 Strehlen', 'Eugen', 'Eugen-Bracht-Str., postcode 01219');
    await page.getByRole('combobox', { name: 'House number' }).fill('36');
    await page.getByRole('option', { name: '36-2, verified, postcode 01217' }).click();
    await expect.poll(() => postcodePosted()).toBe('01217');
  });

  it('never places an order with an edited Belgian number, and takes the postcode of the number chosen again', async () => {
    await openCheckout();
    await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Belgium' });
    await chooseStreet('2610', '2610 Wilrijk', 'Boomse', 'Boomsesteenweg, postcode 2610');
    const combobox = page.getByRole('combobox', { name: 'House number' });
    await combobox.fill('212');
    await page.getByRole('option', { name: '212, verified, postcode 2020' }).click();
    await expect.poll(() => postcodePosted()).toBe('2020');

    await combobox.fill('2');
    // Unconfirmed, the postcode posted is the postal area's as the field shows it, never the number's 2020.
    await expect.poll(() => postcodePosted()).toBe('2610');
    expect(await page.locator('input[name="addressStatus"]').inputValue()).toBe('');
    await expect.poll(() => validationMessage()).toBe('Choose a house number from the list.');
    // Enter with nothing highlighted is the form's: the browser stops the submit at the field.
    await combobox.press('Enter');
    // So does the button, once the person left the field.
    await page.getByRole('heading', { name: 'Checkout' }).click();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect.poll(() => combobox.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await page.getByRole('region', { name: 'Order placed' }).count()).toBe(0);

    await combobox.press('ArrowDown');
    await page.getByRole('option', { name: '21, verified', exact: true }).click();
    await expect.poll(() => postcodePosted()).toBe('2610');
    const order = await placeOrder();
    await expect.poll(() => order.textContent()).toMatch(/Boomsesteenweg 21.*2610 Antwerpen.*Address verified/su);
  });

  it('leaves the scrolled list of 1000 boxes with a real Tab for the next field, choosing nothing', async () => {
    await openCheckout();
    await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Belgium' });
    await chooseStreet('2018', '2018 Antwerpen', 'Jan Van', 'Jan Van Rijswijcklaan, postcode 2018');
    const combobox = page.getByRole('combobox', { name: 'House number' });
    await combobox.fill('100');
    await page.getByRole('option', { name: '100 bus 1, verified' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.getByRole('listbox').evaluate((list) => {
      list.scrollTop = list.scrollHeight / 2;
    });
    await page.keyboard.press('Tab');
    // The next focusable element after the house number: the address fields' own "go on without the check" button.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Enter the address without checking');
    expect(await combobox.inputValue()).toBe('100');
    expect(await combobox.getAttribute('aria-expanded')).toBe('false');
    // Nothing chosen: the postal area's postcode as the field shows it, and no status.
    expect(await postcodePosted()).toBe('2018');
    expect(await page.locator('input[name="addressStatus"]').inputValue()).toBe('');
  });

  it('stays usable with manual entry when the service stops mid-session', async () => {
    await openCheckout();
    await fillDutch('Haarlem', 'Julianastraat', '30');
    await expect.poll(() => status().textContent()).toContain('2012 ES');
    await checkout.reference.close();
    await page.getByRole('textbox', { name: 'House number' }).fill('32');
    await expect.poll(() => status().textContent(), { timeout: 10_000 }).toContain('The address check is unavailable');
    expect(await page.getByRole('textbox', { name: 'City' }).inputValue()).toBe('Haarlem');
    // Going on without the check is the person's explicit choice; it moves focus to the postcode still to fill.
    await page.getByRole('button', { name: 'Enter the address without checking' }).click();
    await page.getByRole('textbox', { name: 'Postcode' }).fill('2012 ES');
    const order = await placeOrder();
    await expect
      .poll(() => order.textContent())
      .toMatch(/Julianastraat 32.*2012 ES {2}HAARLEM.*Address not verified/su);
  });

  it('says the Belgian postcode search is unavailable while the service is down, and places the order unverified on the person’s choice', async () => {
    // The reference API was closed by the test above: the proxy answers 502.
    await openCheckout();
    await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Belgium' });
    const area = page.getByRole('combobox', { name: 'Postcode or town' });
    await area.fill('2610');
    await expect
      .poll(() => page.locator('.rae-combobox__message').first().textContent(), { timeout: 10_000 })
      .toBe('The postcode search is unavailable. Choose “Enter the address without checking” to continue.');
    expect(await area.inputValue()).toBe('2610');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect.poll(() => area.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await page.getByRole('region', { name: 'Order placed' }).count()).toBe(0);
    // Going on without the check is the person's own choice: plain fields, focus in the first to fill.
    await page.getByRole('button', { name: 'Enter the address without checking' }).click();
    await page.keyboard.type('2610');
    await page.getByRole('textbox', { name: 'City' }).fill('Wilrijk');
    await page.getByRole('textbox', { name: 'Street' }).fill('Europalaan');
    await page.getByRole('textbox', { name: 'House number' }).fill('36 bus 4');
    const order = await placeOrder();
    await expect.poll(() => order.textContent()).toMatch(/Europalaan 36 bus 4.*2610 Wilrijk.*Address not verified/su);
  });
});

describe('what reached the browser', () => {
  it('never held the secret: not in any script, answer or header', () => {
    expect(traffic.length).toBeGreaterThan(50);
    const everything = traffic.join('\n');
    expect(everything).not.toContain(credentials.secret);
    expect(everything).not.toContain(basicCredentials);
    expect(everything).toContain('/api/address/nl/v1/addresses/exact/');
  });

  it('logged no console errors', () => {
    expect(checkout.consoleErrors).toEqual([]);
  });
});
