import { afterEach, describe, expect, it } from 'vitest';
import { demoCheckout } from '../../support/demo-checkout.ts';
import { addressFieldsByKeyboard } from '../../support/address-fields-keys.ts';

/*
 * The demo behind routers that merge repeated slashes, as shops run it: Next.js answers a `//` with a 308 to the
 * merged path, nginx merges silently. A street searched over a whole municipality or city (no postcode) has an empty
 * path element, which such a router takes away; the proxy puts it back. Keyboard only, in Chromium, to a placed
 * and verified order.
 */
describe.each(['redirect', 'rewrite'] as const)(
  'the checkout behind a router that merges slashes by %s',
  (mergeSlashes) => {
    const checkout = demoCheckout({
      credentials: { key: 'e2e-key', secret: `e2e-merge-${mergeSlashes}-secret` },
      mergeSlashes,
    });
    const keyboard = addressFieldsByKeyboard(checkout);

    afterEach(async () => {
      await keyboard.close();
    });

    it('places a Belgian order from the whole municipality of Antwerpen: Europalaan 12', async () => {
      await keyboard.open('Belgium');
      const order = await keyboard.enterWithKeys([
        ['Postcode or town', 'Antw', 'Antwerpen'],
        ['Street', 'Europ', 'Europalaan, postcode 2610'],
        ['House number', '12', '12, verified'],
      ]);
      await expect
        .poll(() => order.textContent())
        .toMatch(/Europalaan 12.*2610 Antwerpen.*BELGIUM.*Address verified/su);
      // The street search had its empty postcode element: the router merged it, and the order still went through.
      expect(
        keyboard.requests.filter((path) => path.includes('/street/11002//')),
        keyboard.requests.join(' '),
      ).not.toEqual([]);
      expect(checkout.consoleErrors).toEqual([]);
    });

    it('places a German order from the whole city of Köln: Severinstr. 205, with its own postcode', async () => {
      await keyboard.open('Germany');
      const order = await keyboard.enterWithKeys([
        ['Postcode or town', 'Köln', 'Köln'],
        ['Street', 'Sever', 'Severinstr., postcode 50676'],
        ['House number', '205', '205, verified, postcode 50678'],
      ]);
      await expect.poll(() => order.textContent()).toMatch(/Severinstr\. 205.*50678 Köln.*GERMANY.*Address verified/su);
      expect(
        keyboard.requests.filter((path) => path.includes('/street/5315000//')),
        keyboard.requests.join(' '),
      ).not.toEqual([]);
      expect(checkout.consoleErrors).toEqual([]);
    });
  },
);
