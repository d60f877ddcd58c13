import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { describeReport, fillSavedAddress, type SavedAddress } from '../../support/chromium-autofill.ts';
import { demoCheckout } from '../../support/demo-checkout.ts';

/*
 * Issue 51, point 3: a country outside the service in Chromium's own autofill. Its fields carry the standard tokens,
 * so one pick of a saved French address fills them all; the order is placed unverified with the label in France's
 * format.
 */

const credentials = { key: 'e2e-key', secret: 'e2e-other-country-secret' };
const checkout = demoCheckout({ credentials });
const paris: SavedAddress = {
  NAME_FULL: 'Camille Martin',
  ADDRESS_HOME_STREET_ADDRESS: '12 rue de la Paix',
  ADDRESS_HOME_ZIP: '75002',
  ADDRESS_HOME_CITY: 'Paris',
  ADDRESS_HOME_COUNTRY: 'FR',
};

let current: Page | undefined;

afterEach(async () => {
  await current?.context().close();
  current = undefined;
});

describe('Chromium’s autofill of a country in its own format', () => {
  it('fills France’s fields in one pick by their tokens, and the order ships to the French label, unverified', async () => {
    const page = await checkout.open({ name: 'Camille Martin', viewport: { width: 900, height: 1000 } });
    current = page;
    await page.getByRole('combobox', { name: 'Country' }).selectOption('FR');
    const line = page.getByRole('textbox', { name: 'Address', exact: true });
    await line.waitFor();
    const report = await fillSavedAddress(page, line, paris);
    const message = describeReport(report);
    // Each field is filled in the one pick, by its token (not inferred from its label).
    const byType = (type: string) => report.fields.find((field) => field.type === type);
    for (const [type, value] of [
      ['Address line 1', '12 rue de la Paix'],
      ['ZIP code', '75002'],
      ['City', 'Paris'],
    ]) {
      expect(byType(type ?? '')?.value, `${type ?? ''}\n${message}`).toBe(value);
      expect(byType(type ?? '')?.from, `${type ?? ''}\n${message}`).toBe('autocomplete attribute');
    }
    expect(await page.getByRole('textbox', { name: 'Postal code' }).inputValue(), message).toBe('75002');
    expect(await page.getByRole('textbox', { name: 'City' }).inputValue(), message).toBe('Paris');
    await expect
      .poll(() => page.locator('input[type="hidden"][name="addressStatus"]').inputValue(), { message })
      .toBe('unverified');
    await page.getByRole('button', { name: 'Place order' }).click();
    const order = page.getByRole('region', { name: 'Order placed' });
    await expect
      .poll(() => order.textContent(), { message })
      .toMatch(/12 rue de la Paix.*75002 PARIS.*FRANCE.*Address not verified by the server/su);
  });
});
