import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { DemoCheckout } from './demo-checkout.ts';
import { activeOptionInPage, settledOptionsInPage } from './engines/page-reads.ts';

/**
 * The demo checkout's BE/DE address entered with the keyboard only, as a shopper without a mouse does: Tab to the
 * country field and Down to the country (its list stays closed), then per step Tab, type, Down to the option and Enter.
 */
export function addressFieldsByKeyboard(checkout: DemoCheckout) {
  let current: Page | undefined;
  /** The address requests of the current page, by path. */
  const requests: string[] = [];
  const page = (): Page => {
    if (current === undefined) throw new Error('open the checkout first');
    return current;
  };

  const labelOfFocused = () =>
    page().evaluate(() => {
      const id = document.activeElement?.getAttribute('aria-labelledby');
      return id === null || id === undefined ? '' : (document.getElementById(id)?.textContent ?? '');
    });

  /**
   * Types into the focused step, waits for the option in the answer to the whole text (after the combobox's 150 ms
   * pause, the list no longer `aria-busy` with an answer to a text typed half), then goes down to it and takes it
   * with Enter. The options counted are the step's own (its `aria-controls` list), not the page's: the country
   * `<select>` has options too.
   */
  async function chooseWithKeys(text: string, option: string) {
    await page().keyboard.type(text, { delay: 40 });
    await page().waitForTimeout(200);
    const settled = () => page().evaluate(settledOptionsInPage);
    await expect.poll(settled, { timeout: 10_000 }).toContain(option);
    const names = await settled();
    for (let i = 0; i <= names.indexOf(option); i++) await page().keyboard.press('ArrowDown');
    const active = () => page().evaluate(activeOptionInPage);
    await expect.poll(active, { timeout: 5_000 }).toBe(option);
    await page().keyboard.press('Enter');
  }

  return {
    requests,
    page,
    async open(country: 'Belgium' | 'Germany', name = 'Anna Peeters'): Promise<Page> {
      requests.length = 0;
      current = await checkout.open({
        name,
        onPage: (opened) =>
          opened.on('request', (request) => {
            if (request.url().includes('/api/address/')) requests.push(new URL(request.url()).pathname);
          }),
      });
      await current.keyboard.press('Tab');
      await current.keyboard.press('ArrowDown');
      if (country === 'Germany') await current.keyboard.press('ArrowDown');
      await expect
        .poll(() => page().getByRole('combobox', { name: 'Country' }).inputValue())
        .toBe(country === 'Belgium' ? 'BE' : 'DE');
      return current;
    },
    /** From the country field, Tab reaches the postal area; each choice unlocks the next step, which Tab reaches. */
    async enterWithKeys(steps: [label: string, text: string, option: string][]): Promise<Locator> {
      for (const [label, text, option] of steps) {
        await page().keyboard.press('Tab');
        await expect.poll(labelOfFocused, { timeout: 5_000 }).toBe(label);
        await chooseWithKeys(text, option);
      }
      // Enter on the last step's option chose it and submitted nothing; Enter with the list closed is the form's.
      expect(await page().getByRole('region', { name: 'Order placed' }).count()).toBe(0);
      await page().keyboard.press('Enter');
      return page().getByRole('region', { name: 'Order placed' });
    },
    async close() {
      await current?.context().close();
    },
  };
}
