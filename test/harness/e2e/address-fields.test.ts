import { afterEach, describe, expect, it } from 'vitest';
import { demoCheckout } from '../../support/demo-checkout.ts';
import { addressFieldsByKeyboard } from '../../support/address-fields-keys.ts';

const credentials = { key: 'e2e-key', secret: 'e2e-address-fields-secret' };
const checkout = demoCheckout({ credentials });
const keyboard = addressFieldsByKeyboard(checkout);
const { requests } = keyboard;

afterEach(async () => {
  await keyboard.close();
});

describe('a whole Belgian and German address in the demo checkout, keyboard only, in Chromium', () => {
  it('enters a Belgian address from postal area to house number and places the order with its postcode, city and street', async () => {
    await keyboard.open('Belgium');
    const order = await keyboard.enterWithKeys([
      ['Postcode or town', 'Wilr', '2610 Wilrijk'],
      ['Street', 'Europa', 'Europalaan, postcode 2610'],
      ['House number', '36 bus', '36 bus 1, verified'],
    ]);
    await expect
      .poll(() => order.textContent())
      .toMatch(/Europalaan 36 bus 1.*2610 Antwerpen.*BELGIUM.*Address verified/su);
  });

  it('enters a German address over a street spanning two postcodes, and the house number’s own postcode wins', async () => {
    await keyboard.open('Germany');
    const order = await keyboard.enterWithKeys([
      ['Postcode or town', 'Köln', '50676 Köln'],
      ['Street', 'Sever', 'Severinstr., postcode 50676'],
      ['House number', '205', '205, verified, postcode 50678'],
    ]);
    await expect.poll(() => order.textContent()).toMatch(/Severinstr\. 205.*50678 Köln.*GERMANY.*Address verified/su);
    // No text is asked twice, and nothing is asked about a text that is a choice already made.
    expect(new Set(requests).size, requests.join(' ')).toBe(requests.length);
    expect(
      requests.filter((path) => path.includes('/postal-area/') && path.includes('50676')),
      requests.join(' '),
    ).toEqual([]);
    expect(
      requests.filter((path) => path.includes('/street/') && path.endsWith('/Severinstr.')),
      requests.join(' '),
    ).toEqual([]);
  });
});
