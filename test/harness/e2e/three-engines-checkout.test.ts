import { describe, expect, it } from 'vitest';
import { engineForSuite, type EngineName, type EnginePage } from '../../support/engines/engines.ts';
import {
  chooseCountry,
  chooseWithKeys,
  openCheckout,
  tabTo,
  tabToButton,
} from '../../support/engines/checkout-keys.ts';
import {
  activeOption,
  focusedLabel,
  focusedOptions,
  focusedState,
  settledOptions,
  spoken,
  textOf,
} from '../../support/engines/page-reads.ts';
import { demoStack } from '../../support/engines/demo-stack.ts';

/*
 * The demo checkout by keyboard in the three engines shoppers use: Blink (Chromium), Gecko (Firefox ESR over WebDriver
 * BiDi) and WebKit (WebKitGTK's MiniBrowser over WebDriver). The flow is written once, with keys and reads that every
 * engine's driver does alike (test/support/engines/).
 */
const demo = demoStack({ key: 'e2e-key', secret: 'e2e-three-engines-secret' });

const order = (page: EnginePage) => textOf(page, '[aria-labelledby="order-heading"]');

describe.each(['chromium', 'firefox', 'webkit'] satisfies EngineName[])(
  'the demo checkout by keyboard in %s',
  (engine) => {
    const browser = engineForSuite(engine);
    let page: EnginePage;

    it('enters a Belgian address step by step, hears each choice, and places the order verified', async () => {
      page = await openCheckout(browser(), demo.url, 'Anna Peeters');
      await chooseCountry(page, 1, 'BE');
      for (const [label, text, option] of [
        ['Postcode or town', 'Wilr', '2610 Wilrijk'],
        ['Street', 'Europa', 'Europalaan, postcode 2610'],
        ['House number', '36 bus', '36 bus 1, verified'],
      ] as const) {
        await page.press('Tab');
        await expect.poll(() => focusedLabel(page), { timeout: 5_000 }).toBe(label);
        await chooseWithKeys(page, text, option);
      }
      await expect
        .poll(() => spoken(page))
        .toContain('36 bus 1, postcode 2610: verified. Address complete: Europalaan 36 bus 1, 2610 Antwerpen.');
      // Enter on the option chose it and sent nothing; Enter with the list closed is the form's.
      expect(await order(page)).toBeNull();
      await page.press('Enter');
      await expect
        .poll(() => order(page), { timeout: 10_000 })
        .toMatch(/Europalaan 36 bus 1.*2610 Antwerpen.*BELGIUM.*Address verified/su);
    });

    it('enters a German address whose house number lies in another postcode than its street', async () => {
      page = await openCheckout(browser(), demo.url, 'Jonas Becker');
      await chooseCountry(page, 2, 'DE');
      for (const [label, text, option] of [
        ['Postcode or town', 'Köln', '50676 Köln'],
        ['Street', 'Sever', 'Severinstr., postcode 50676'],
        ['House number', '205', '205, verified, postcode 50678'],
      ] as const) {
        await page.press('Tab');
        await expect.poll(() => focusedLabel(page), { timeout: 5_000 }).toBe(label);
        await chooseWithKeys(page, text, option);
      }
      await page.press('Enter');
      await expect
        .poll(() => order(page), { timeout: 10_000 })
        .toMatch(/Severinstr\. 205.*50678 Köln.*GERMANY.*Address verified/su);
    });

    it('finds a Dutch address by postcode and number and places the order verified', async () => {
      page = await openCheckout(browser(), demo.url, 'Anna de Vries');
      await tabTo(page, 'Postcode');
      await page.type('2012 ES');
      await tabTo(page, 'House number');
      await page.type('30');
      await expect
        .poll(() => spoken(page), { timeout: 10_000 })
        .toContain('Julianastraat 30, 2012 ES Haarlem, Noord-Holland');
      await page.press('Enter');
      await expect
        .poll(() => order(page), { timeout: 10_000 })
        .toMatch(/Julianastraat 30.*2012 ES {2}HAARLEM.*Address verified/su);
    });

    it('switches to the Dutch city-and-street way, asks which Hengelo, and places the order for the one chosen', async () => {
      page = await openCheckout(browser(), demo.url, 'Anna de Vries');
      await tabToButton(page, 'Look up by city and street');
      await page.press('Enter');
      // The focus stays on the switch (now "Look up by postcode", once the lookup's chunk is in), after the fields:
      // Shift+Tab goes back to the city.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent.trim()))
        .toBe('Look up by postcode');
      await tabToButton(page, 'Look up by postcode', 0);
      await tabTo(page, 'City', 6, 'Shift+Tab');
      await page.type('Hengelo');
      await tabTo(page, 'Street', 1);
      await page.type('Kerkstraat');
      await tabTo(page, 'House number', 1);
      await page.type('1');
      await expect
        .poll(() => spoken(page), { timeout: 10_000 })
        .toContain('There is more than one Hengelo. Which one do you mean?');
      await tabToButton(page, 'Hengelo, municipality of Bronckhorst');
      await page.press('Enter');
      await expect.poll(() => spoken(page), { timeout: 10_000 }).toContain('Kerkstraat 1, 7255 BA Hengelo, Gelderland');
      await tabToButton(page, 'Place order', 12);
      await page.press('Enter');
      await expect
        .poll(() => order(page), { timeout: 10_000 })
        .toMatch(/Kerkstraat 1.*7255 BA {2}HENGELO.*Address verified/su);
    });

    it('follows the APG combobox keys: Down opens on the first option, Up goes back, Escape closes and then clears', async () => {
      page = await openCheckout(browser(), demo.url, 'Anna Peeters');
      await chooseCountry(page, 1, 'BE');
      await page.press('Tab');
      await page.type('Wilr');
      // The answer to the whole text (after the combobox's pause), not one to "Wil" that the next answer replaces.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await expect.poll(() => settledOptions(page), { timeout: 10_000 }).toContain('2610 Wilrijk');
      await page.press('Escape');
      await expect.poll(() => focusedState(page)).toEqual({ value: 'Wilr', expanded: 'false' });
      await page.press('ArrowDown');
      await expect.poll(() => focusedState(page)).toEqual({ value: 'Wilr', expanded: 'true' });
      const [first = ''] = await focusedOptions(page);
      await expect.poll(() => activeOption(page), { timeout: 5_000 }).toBe(first);
      await page.press('ArrowDown');
      await page.press('ArrowUp');
      await expect.poll(() => activeOption(page), { timeout: 5_000 }).toBe(first);
      await page.press('Escape');
      await expect.poll(() => focusedState(page)).toEqual({ value: 'Wilr', expanded: 'false' });
      await page.press('Escape');
      await expect.poll(() => focusedState(page)).toEqual({ value: '', expanded: 'false' });
    });

    it('names the way on while the service is down, and places the order unverified on the person’s choice', async () => {
      page = await openCheckout(browser(), demo.downUrl, 'Anna Peeters');
      await chooseCountry(page, 1, 'BE');
      await page.press('Tab');
      await page.type('2610');
      const fallbackAction =
        'The postcode search is unavailable. Choose “Enter the address without checking” to continue.';
      await expect.poll(() => spoken(page), { timeout: 10_000 }).toContain(fallbackAction);
      // The steps that wait are out of the Tab order: the next stop is the way on, and Enter takes it.
      await page.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Enter the address without checking');
      await page.press('Enter');
      await tabTo(page, 'City', 0);
      await page.type('Wilrijk');
      await tabTo(page, 'Street', 1);
      await page.type('Europalaan');
      await tabTo(page, 'House number', 1);
      await page.type('36 bus 4');
      await page.press('Enter');
      await expect
        .poll(() => order(page), { timeout: 10_000 })
        .toMatch(/Europalaan 36 bus 4.*2610 Wilrijk.*Address not verified/su);
    });
  },
);
