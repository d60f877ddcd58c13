import { describe, expect, it } from 'vitest';
import { chooseCountry, openCheckout } from '../../support/engines/checkout-keys.ts';
import { demoStack } from '../../support/engines/demo-stack.ts';
import { fillAsEngine } from '../../support/engines/engine-fill.ts';
import { engineForSuite, type EngineName } from '../../support/engines/engines.ts';
import { spoken, textOf } from '../../support/engines/page-reads.ts';

/*
 * A saved address filled the way each engine's autofill fills a field (the events it is documented to send:
 * test/support/engines/engine-fill.ts), resolved to a verified address: the fill is told from typing per engine.
 */
const demo = demoStack({ key: 'e2e-key', secret: 'e2e-three-engines-fill-secret' });

describe.each(['chromium', 'firefox', 'webkit'] satisfies EngineName[])(
  'a saved address filled as %s fills it',
  (engine) => {
    const browser = engineForSuite(engine);

    it('resolves the three Belgian fields filled at once, says so once, and places the order verified', async () => {
      const page = await openCheckout(browser(), demo.url, 'Anna Peeters');
      await chooseCountry(page, 1, 'BE');
      await fillAsEngine(page, engine, {
        'Postcode or town': '2610 Wilrijk',
        Street: 'Europalaan',
        'House number': '36 bus 2',
      });
      await expect
        .poll(() => spoken(page), { timeout: 10_000 })
        .toContain('Address filled and verified: Europalaan 36 bus 2, 2610 Antwerpen.');
      await page.evaluate(() => {
        document.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
      });
      await page.press('Enter');
      await expect
        .poll(() => textOf(page, '[aria-labelledby="order-heading"]'), { timeout: 10_000 })
        .toMatch(/Europalaan 36 bus 2.*2610 Antwerpen.*BELGIUM.*Address verified/su);
    });
  },
);
