import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { launchChromium } from '../../support/browser.ts';

/** What every page of a run saw: console errors, the address requests (path and status) and every answer's text. */
export interface ShopRecord {
  consoleErrors: string[];
  /** `<status> <path>` of each answer of the address proxies, in order. */
  addressAnswers: string[];
  /** Headers and bodies of every answer the pages received (scripts, pages, RSC payloads, address answers). */
  traffic: string[];
}

/** Chromium on the shop; `open` gives a fresh page (its own context) whose requests and errors land in `record`. */
export async function shopBrowser(): Promise<{
  browser: Browser;
  record: ShopRecord;
  open: (url: string) => Promise<ShopPage>;
}> {
  const browser = await launchChromium();
  const record: ShopRecord = { consoleErrors: [], addressAnswers: [], traffic: [] };
  return {
    browser,
    record,
    open: async (url) => {
      const context = await browser.newContext({ viewport: { width: 900, height: 1100 } });
      const page = await context.newPage();
      page.on('console', (message) => {
        // A 404 or 502 of the address proxy is an answer the page handles; the browser still logs it.
        const handled =
          message.text().startsWith('Failed to load resource') && message.location().url.includes('/api/address');
        if ((message.type() === 'error' || message.type() === 'warning') && !handled)
          record.consoleErrors.push(`${message.type()}: ${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => record.consoleErrors.push(`pageerror: ${error.message}`));
      page.on('response', (response) => {
        const path = new URL(response.url()).pathname;
        if (path.startsWith('/api/address')) record.addressAnswers.push(`${response.status()} ${path}`);
        record.traffic.push(JSON.stringify(response.headers()));
        if (response.status() < 300 || response.status() >= 400)
          void response.text().then(
            (body) => record.traffic.push(body),
            () => undefined,
          );
      });
      await page.goto(url, { timeout: 60_000 });
      // Hydrated: the client's submit handlers are attached, the address book's and the checkout's (React sets its props on hydration).
      await expect
        .poll(() =>
          page.evaluate(() => {
            const forms = [...document.forms];
            return (
              forms.length > 0 && forms.every((form) => Object.keys(form).some((key) => key.startsWith('__reactProps')))
            );
          }),
        )
        .toBe(true);
      return shopPage(page);
    },
  };
}

/** The checkout driven from the keyboard, as a shopper without a mouse does. */
function shopPage(page: Page) {
  /** The accessible name of the focused element: its label, `aria-labelledby`, `aria-label` or its text. */
  const focusedName = () =>
    page.evaluate(() => {
      const element = document.activeElement;
      if (!(element instanceof HTMLElement)) return '';
      const labelledBy = element.getAttribute('aria-labelledby');
      if (labelledBy !== null)
        return labelledBy
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
          .trim();
      const labelled = element instanceof HTMLInputElement || element instanceof HTMLSelectElement;
      const label = element.getAttribute('aria-label') ?? (labelled ? element.labels?.[0]?.textContent : null);
      return (label ?? element.textContent).trim();
    });

  const keys = {
    page,
    focusedName,
    /** Tab (forward, or backwards with `Shift+Tab`) until the focused element's name is `name` (or matches it); fails after 25 tabs. */
    async tabTo(name: string | RegExp, key: 'Tab' | 'Shift+Tab' = 'Tab') {
      for (let i = 0; i < 25; i++) {
        await page.keyboard.press(key);
        const current = await focusedName();
        if (typeof name === 'string' ? current === name : name.test(current)) return;
      }
      throw new Error(`Tab never reached ${String(name)}`);
    },
    async type(text: string) {
      await page.keyboard.type(text, { delay: 30 });
    },
    /**
     * Types into the focused combobox, waits for `option`, goes down to it and takes it with Enter. The options counted
     * are the combobox's own (its `aria-controls` list), not the page's: the country `<select>` has options too.
     */
    async choose(text: string, option: string) {
      if (text !== '') await keys.type(text);
      await page.getByRole('option', { name: option, exact: true }).waitFor();
      const names = await page.evaluate(() => {
        const list = document.getElementById(document.activeElement?.getAttribute('aria-controls') ?? '');
        return [...(list?.querySelectorAll('[role="option"]') ?? [])].map(
          (o) => o.getAttribute('aria-label') ?? o.textContent,
        );
      });
      const index = names.indexOf(option);
      expect(index, names.join(' | ')).toBeGreaterThanOrEqual(0);
      for (let i = 0; i <= index; i++) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
    },
    /** The country field of the address entry, a `<select>`. */
    country: (): Locator => page.getByRole('combobox', { name: 'Country' }),
    /** Name typed, then Tab to the country field and the country chosen with the arrow keys (the list stays closed). */
    async nameAndCountry(name: string, country: 'Netherlands' | 'Belgium' | 'Germany') {
      await keys.tabTo('Full name');
      await keys.type(name);
      await page.keyboard.press('Tab');
      await expect.poll(focusedName).toBe('Country');
      const steps = { Netherlands: 0, Belgium: 1, Germany: 2 }[country];
      for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowDown');
      await expect
        .poll(() => keys.country().evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent))
        .toBe(country);
    },
    /** Name and the Netherlands, then postcode, house number (and addition), each reached with Tab; Tab out, and the lookup checks. */
    async dutchAddress(name: string, postcode: string, houseNumber: string, addition?: string) {
      await keys.nameAndCountry(name, 'Netherlands');
      await keys.tabTo('Postcode');
      await keys.type(postcode);
      await keys.tabTo('House number');
      await keys.type(houseNumber);
      if (addition !== undefined) {
        await keys.tabTo('Addition');
        await keys.type(addition);
      }
      await page.keyboard.press('Tab');
    },
    /** Each next step reached with Tab, typed into and chosen from: `[text, option]`. */
    async chooseInTurn(steps: [text: string, option: string][]) {
      for (const [text, option] of steps) {
        await page.keyboard.press('Tab');
        await keys.choose(text, option);
      }
    },
    /**
     * Picks a saved address in the address book by keyboard (Tab into its radio group, Space, the arrow keys down to
     * the one whose label starts with `label`) and ships to it.
     */
    async pickSaved(label: string) {
      await keys.tabTo(/^Home /u);
      await page.keyboard.press('Space');
      for (let i = 0; i < 10 && !(await focusedName()).startsWith(`${label} `); i++)
        await page.keyboard.press('ArrowDown');
      expect(await focusedName()).toMatch(new RegExp(`^${label} `, 'u'));
      await keys.tabTo('Ship to this address');
      await page.keyboard.press('Enter');
    },
    /** Why the address book did not ship at once, and what to complete in the address. */
    bookNote: (): Locator => page.locator('.shop-book__why'),
    /** The Dutch lookup's result line: what it found, or why not. */
    status: (): Locator => page.locator('.rae-lookup__result'),
    /** The order's answer from the server action. */
    order: (): Locator => page.getByRole('region', { name: /^Order (not )?placed$/u }),
    /** A field the form posts (a hidden field of the address components). */
    posted: (name: string) => page.locator(`form [name="${name}"]`).first().inputValue(),
    async close() {
      await page.context().close();
    },
  };
  return keys;
}

export type ShopPage = ReturnType<typeof shopPage>;
