import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ambiguousSavedAddresses,
  describeReport,
  fillSavedAddress,
  filledField,
  savedAddresses,
  type SavedAddress,
} from '../../support/chromium-autofill.ts';
import { demoCheckout } from '../../support/demo-checkout.ts';

const credentials = { key: 'e2e-key', secret: 'e2e-autofill-secret-value' };
const checkout = demoCheckout({ credentials });
/** A fill goes the whole chain (up to three requests, each debounced); a loaded CI machine gets this long for it. */
const CHAIN_MS = 10_000;

let current: Page | undefined;
/** The address requests of the current page, by path. */
let requests: string[] = [];

/**
 * The checkout for the saved address's country, its name typed (it may lie outside the address's autofill section);
 * without an address, the checkout as it opens (the Netherlands, nothing typed). From then on, a count of the keys
 * that reach the page: a fill must need none.
 */
async function openCheckout(address: SavedAddress = {}): Promise<void> {
  requests = [];
  const opened = await checkout.open({
    ...(address.NAME_FULL === undefined ? {} : { name: address.NAME_FULL }),
    viewport: { width: 900, height: 1000 },
    onPage: (created) =>
      created.on('request', (request) => {
        if (request.url().includes('/api/address/')) requests.push(new URL(request.url()).pathname);
      }),
  });
  current = opened;
  const country = address.ADDRESS_HOME_COUNTRY ?? 'NL';
  if (country !== 'NL') await opened.getByRole('combobox', { name: 'Country' }).selectOption(country);
  await opened.evaluate(() => {
    const counter = window as unknown as { addressKeys: number };
    counter.addressKeys = 0;
    // Chromium's fill dispatches plain `keydown` events around each value; a key a person presses is a KeyboardEvent.
    document.addEventListener(
      'keydown',
      (event) => {
        if (event instanceof KeyboardEvent) counter.addressKeys++;
      },
      { capture: true },
    );
  });
}

/** The page of the current test. */
const page = (): Page => {
  if (current === undefined) throw new Error('open the checkout first');
  return current;
};
const keysPressed = () => page().evaluate(() => (window as unknown as { addressKeys: number }).addressKeys);
const posted = (name: string) => page().locator(`input[type="hidden"][name="${name}"]`).inputValue();
const combobox = (name: string) => page().getByRole('combobox', { name, exact: true });
const textbox = (name: string) => page().getByRole('textbox', { name, exact: true });
/** The options a combobox shows, by their accessible names. */
const optionsOf = async (field: Locator) =>
  page()
    .locator(`[id="${(await field.getAttribute('aria-controls')) ?? ''}"]`)
    .getByRole('option')
    .allTextContents();
const stepRequests = (step: 'postal-area' | 'street' | 'house-number') =>
  requests.filter((path) => path.includes(`/autocomplete/${step}/`));

/**
 * Fills the saved address from `anchor` and checks that Chromium filled the house number, inferred from its label;
 * returns Chromium's report of every field, for the messages of the test's assertions.
 */
async function fill(anchor: Locator, address: SavedAddress): Promise<string> {
  // The field's id before the fill: a step may start a new field once the one before it is chosen.
  const houseNumberId = (await textbox('House number').or(combobox('House number')).getAttribute('id')) ?? '';
  const report = await fillSavedAddress(page(), anchor, address);
  const message = describeReport(report);
  const houseNumber = filledField(report, houseNumberId);
  // No autofill token names a house number: Chromium infers it, and must never take it for a second address line.
  expect(houseNumber?.type ?? 'not in the report', message).toMatch(/^(House number|ADDRESS_HOME_HOUSE_NUMBER)$/u);
  expect(houseNumber?.from, message).toBe('inferred');
  // A field outside the anchor's autofill section is reported with nothing filled.
  expect(houseNumber?.value, message).toBe(address.ADDRESS_HOME_HOUSE_NUMBER);
  return message;
}

/** Places the order with a mouse click and returns what the shop's server says about it. */
async function placeOrder(): Promise<Locator> {
  await page().getByRole('button', { name: 'Place order' }).click();
  return page().getByRole('region', { name: 'Order placed' });
}

afterEach(async () => {
  await current?.context().close();
  current = undefined;
});

describe('a saved address picked in the fields of the country shown confirms the address without another key', () => {
  it('fills the Dutch postcode lookup and confirms the address with one request', async () => {
    const address = savedAddresses.haarlem;
    await openCheckout(address);
    const message = await fill(textbox('Postcode'), address);
    await expect.poll(() => posted('addressStatus'), { message }).toBe('validated');
    expect(await page().getByRole('status').filter({ hasNotText: /^$/u }).first().textContent(), message).toContain(
      'Julianastraat 30, 2012 ES Haarlem',
    );
    expect(requests, message).toEqual(['/api/address/nl/v1/addresses/postcode/2012ES/30']);
    const order = await placeOrder();
    await expect
      .poll(() => order.textContent(), { message })
      .toMatch(/Julianastraat 30.*2012 ES {2}HAARLEM.*Address verified by the server/su);
    expect(await keysPressed()).toBe(0);
  });

  it('fills the Dutch city-and-street lookup, one click away, and confirms the address with one request', async () => {
    const address = savedAddresses.haarlem;
    await openCheckout(address);
    await page().getByRole('button', { name: 'Look up by city and street' }).click();
    // The lookup by city and street is a chunk of its own: its fields replace the postcode's once it is in.
    await textbox('City').waitFor();
    const message = await fill(textbox('City'), address);
    expect([await textbox('Street').inputValue(), await textbox('House number').inputValue()], message).toEqual([
      'Julianastraat',
      '30',
    ]);
    await expect.poll(() => posted('addressStatus'), { message }).toBe('validated');
    expect(requests, message).toEqual(['/api/address/nl/v1/addresses/exact/Haarlem/Julianastraat/30']);
    const order = await placeOrder();
    await expect
      .poll(() => order.textContent(), { message })
      .toMatch(/Julianastraat 30.*2012 ES {2}HAARLEM.*Address verified by the server/su);
    expect(await keysPressed()).toBe(0);
  });

  it('fills a Belgian address and chooses postal area, street and the exact house number (12, not 12A or 12B)', async () => {
    const address = savedAddresses.wilrijk;
    await openCheckout(address);
    const message = await fill(combobox('Postcode or town'), address);
    await expect.poll(() => posted('addressStatus'), { message, timeout: CHAIN_MS }).toBe('validated');
    expect([await posted('postcode'), await posted('street'), await posted('houseNumber')], message).toEqual([
      '2610',
      'Europalaan',
      '12',
    ]);
    for (const step of ['postal-area', 'street', 'house-number'] as const)
      expect(stepRequests(step).length, requests.join(' ')).toBeLessThanOrEqual(1);
    const order = await placeOrder();
    await expect
      .poll(() => order.textContent(), { message })
      .toMatch(/Europalaan 12.*2610 Antwerpen.*BELGIUM.*Address verified by the server/su);
    expect(await keysPressed()).toBe(0);
  });

  it('fills a German address on a street over two postcodes and posts the house number’s own postcode', async () => {
    const address = savedAddresses.koeln;
    await openCheckout(address);
    const message = await fill(combobox('Postcode or town'), address);
    await expect.poll(() => posted('addressStatus'), { message, timeout: CHAIN_MS }).toBe('validated');
    expect([await posted('postcode'), await posted('street'), await posted('houseNumber')], message).toEqual([
      '50678',
      'Severinstr.',
      '205',
    ]);
    for (const step of ['postal-area', 'street', 'house-number'] as const)
      expect(stepRequests(step).length, requests.join(' ')).toBeLessThanOrEqual(1);
    const order = await placeOrder();
    await expect
      .poll(() => order.textContent(), { message })
      .toMatch(/Severinstr\. 205.*50678 Köln.*GERMANY.*Address verified by the server/su);
    expect(await keysPressed()).toBe(0);
  });
});

describe('one pick of a saved address from the name field: the country switches and the whole address resolves', () => {
  /*
   * The element starts Dutch, with the postcode lookup. The pick fills the name and the country (`autocomplete=
   * "country"`); for Belgium and Germany the page then puts the postal area, street and house number in place of the
   * Dutch fields (carrying over the postcode and house number the fill wrote into them), and Chromium refills the
   * empty ones (the street) from the same address, since the field the pick started from (the name, outside the
   * element) is still in the page.
   */
  const picks = [
    {
      title: 'a Dutch address stays Dutch, and the postcode lookup confirms it with one request',
      saved: savedAddresses.haarlem,
      posted: ['2012ES', 'Julianastraat', '30'],
      order: /Julianastraat 30.*2012 ES {2}HAARLEM.*Address verified by the server/su,
    },
    {
      title:
        'a Belgian address switches to Belgium and chooses postal area, street and house number (12, not 12A or 12B)',
      saved: savedAddresses.wilrijk,
      posted: ['2610', 'Europalaan', '12'],
      order: /Europalaan 12.*2610 Antwerpen.*BELGIUM.*Address verified by the server/su,
    },
    {
      title: 'a German address switches to Germany and chooses postal area, street and house number',
      saved: savedAddresses.dresden,
      posted: ['01219', 'Eugen-Bracht-Str.', '12'],
      order: /Eugen-Bracht-Str\. 12.*01219 Dresden.*GERMANY.*Address verified by the server/su,
    },
  ];

  for (const {
    title,
    saved,
    posted: [postcode, street, houseNumber],
    order: placed,
  } of picks)
    it(title, async () => {
      const country = saved.ADDRESS_HOME_COUNTRY ?? '';
      await openCheckout();
      const switches = country !== 'NL';
      const report = await fillSavedAddress(page(), textbox('Full name'), saved, { refill: switches });
      const message = describeReport(report);
      expect(
        report.fields.find((field) => field.name === 'country'),
        message,
      ).toMatchObject({ value: country, from: 'autocomplete attribute' });
      expect(await combobox('Country').inputValue(), message).toBe(country);
      // The house number, which no autofill token names: Chromium infers it in the Dutch field it fills first, and the
      // switch, which waits for the fill's fields, carries it into the Belgian or German one (a refill skips a field
      // that holds text).
      const numberFilled = report.fields.find((field) =>
        /^(House number|ADDRESS_HOME_HOUSE_NUMBER)$/u.test(field.type),
      );
      expect(numberFilled, message).toMatchObject({ value: houseNumber, from: 'inferred' });
      await expect.poll(() => posted('addressStatus'), { message, timeout: CHAIN_MS }).toBe('validated');
      expect([await posted('postcode'), await posted('street'), await posted('houseNumber')], message).toEqual([
        postcode,
        street,
        houseNumber,
      ]);
      if (switches) {
        for (const step of ['postal-area', 'street', 'house-number'] as const)
          expect(stepRequests(step).length, requests.join(' ')).toBeLessThanOrEqual(1);
        expect(
          requests.filter((path) => path.startsWith('/api/address/nl/')),
          message,
        ).toEqual([]);
      } else {
        expect(requests, message).toEqual(['/api/address/nl/v1/addresses/postcode/2012ES/30']);
      }
      const order = await placeOrder();
      await expect.poll(() => order.textContent(), { message }).toMatch(placed);
      expect(await order.getByText(`Shipping to ${saved.NAME_FULL ?? ''}:`).count()).toBe(1);
      expect(await keysPressed()).toBe(0);
    });
});

describe('a saved address that is not unique stops where it is not, keeping what was filled', () => {
  /** Waits for the step to show its list of several options and checks that the later steps keep what was filled. */
  async function stopsAt(step: Locator, later: [Locator, string][], message: string): Promise<void> {
    await expect.poll(async () => (await optionsOf(step)).length, { message, timeout: CHAIN_MS }).toBeGreaterThan(1);
    expect(await step.getAttribute('aria-expanded'), message).toBe('true');
    for (const [field, value] of later) expect(await field.inputValue(), message).toBe(value);
    expect(await posted('addressStatus'), message).toBe('');
  }

  const { severalPostalAreas, streetFoundTwice, unknownHouseNumber } = ambiguousSavedAddresses;
  // The reference dataset holds each case (01465 of Dresden and Radeberg; the two Dorfstr. of Bannewitz, 01728).
  const found = (address: SavedAddress | undefined): SavedAddress => {
    if (address === undefined) throw new Error('the reference dataset has no such case any more');
    return address;
  };

  it('stops at a postcode that several postal areas share, with their list shown', async () => {
    const address = found(severalPostalAreas);
    await openCheckout(address);
    const message = await fill(combobox('Postcode or town'), address);
    await stopsAt(
      combobox('Postcode or town'),
      [
        [combobox('Street'), address.ADDRESS_HOME_STREET_NAME ?? ''],
        [combobox('House number'), address.ADDRESS_HOME_HOUSE_NUMBER ?? ''],
      ],
      message,
    );
  });

  it('stops at a street name found twice in the postal area, with both shown', async () => {
    const address = found(streetFoundTwice);
    await openCheckout(address);
    const message = await fill(combobox('Postcode or town'), address);
    await stopsAt(combobox('Street'), [[combobox('House number'), address.ADDRESS_HOME_HOUSE_NUMBER ?? '']], message);
    // Unconfirmed, the street posts as its field shows it, with no status.
    expect(await posted('street'), message).toBe(await combobox('Street').inputValue());
    expect(await posted('addressStatus'), message).toBe('');
  });

  it('stops at a house number the service does not know, and posts nothing as verified', async () => {
    await openCheckout(unknownHouseNumber);
    const message = await fill(combobox('Postcode or town'), unknownHouseNumber);
    // The postal area and the street were chosen (the form posts the street), and the house number asked for once.
    await expect.poll(() => posted('street'), { message, timeout: CHAIN_MS }).toBe('Eugen-Bracht-Str.');
    await expect.poll(() => stepRequests('house-number').length, { message, timeout: CHAIN_MS }).toBe(1);
    await expect.poll(() => combobox('House number').getAttribute('aria-expanded'), { message }).toBe('true');
    expect(await combobox('House number').inputValue(), message).toBe('99');
    expect(await posted('addressStatus'), message).not.toBe('validated');
    const order = await placeOrder();
    expect(await order.count()).toBe(0);
    expect(await keysPressed()).toBe(0);
  });
});

describe('the autofill checkout’s page', () => {
  it('logged no console errors', () => {
    expect(checkout.consoleErrors).toEqual([]);
  });
});
