import { expect } from 'vitest';
import type { EngineBrowser, EnginePage } from './engines.ts';
import { activeOption, focusedLabel, focusedState, settledOptions } from './page-reads.ts';

/*
 * The demo checkout as a keyboard user drives it, in any engine: Tab to a field, type, Down to an option, Enter.
 */

/**
 * The page itself has the focus. Tab past the page's last field goes to the browser's own controls (Firefox): the
 * page's `activeElement` then stays, but keys reach it without the focus, and a button does not take Enter.
 * WebKitGTK's MiniBrowser on an X display without a window manager says `hasFocus()` is false while its page takes
 * every key, so it is not asked.
 */
async function expectPageFocused(page: EnginePage) {
  if (page.engine !== 'webkit') expect(await page.evaluate(() => document.hasFocus())).toBe(true);
}

/** Presses Tab (or Shift+Tab) until the focused field is the one labelled `label`, at most `most` times. */
export async function tabTo(page: EnginePage, label: string, most = 4, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let i = 0; i < most && (await focusedLabel(page)) !== label; i++) await page.press(key);
  expect(await focusedLabel(page)).toBe(label);
  await expectPageFocused(page);
}

/**
 * Types into the focused combobox, waits for `option` in the answer to the whole text, goes down to it and takes it
 * with Enter. The wait starts after the combobox's 150 ms pause, so an answer to a text typed half (a driver under
 * load types slower than that pause) is not taken for the last one: it would be replaced while the keys go down.
 */
export async function chooseWithKeys(page: EnginePage, text: string, option: string) {
  await page.type(text);
  await new Promise((resolve) => setTimeout(resolve, 200));
  await expect.poll(() => settledOptions(page), { timeout: 10_000 }).toContain(option);
  const index = (await settledOptions(page)).indexOf(option);
  for (let i = 0; i <= index; i++) await page.press('ArrowDown');
  await expect.poll(() => activeOption(page), { timeout: 5_000 }).toBe(option);
  await page.press('Enter');
  await expect.poll(() => focusedState(page), { timeout: 5_000 }).toMatchObject({ expanded: 'false' });
}

/** The country field, reached by Tab from the name and set with Down (its list stays closed), as a keyboard user does. */
export async function chooseCountry(page: EnginePage, downs: number, code: string) {
  await tabTo(page, 'Country');
  for (let i = 0; i < downs; i++) await page.press('ArrowDown');
  await expect.poll(() => focusedState(page)).toMatchObject({ value: code });
  // The field shows the choice at once, the country's fields come right after it (a Tab would render them at once):
  // a test that goes on by script rather than by Tab waits for them.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('[data-country]')?.getAttribute('data-country')))
    .toBe(code);
}

/** Opens the checkout once its form is on screen (the app renders after its module loads), with the name typed in. */
export async function openCheckout(
  browser: EngineBrowser,
  url: string,
  name: string,
  viewport?: { width: number; height: number },
): Promise<EnginePage> {
  const page = await browser.open(url, viewport);
  await expect.poll(() => page.evaluate(() => document.querySelector('form') !== null), { timeout: 10_000 }).toBe(true);
  await tabTo(page, 'Full name', 2);
  await page.type(name);
  return page;
}

/** Presses Tab until the focused element is the button named `name`, at most `most` times. */
export async function tabToButton(page: EnginePage, name: string, most = 8) {
  const focused = () =>
    page.evaluate(() =>
      document.activeElement instanceof HTMLButtonElement ? document.activeElement.textContent.trim() : '',
    );
  for (let i = 0; i < most && (await focused()) !== name; i++) await page.press('Tab');
  expect(await focused()).toBe(name);
  await expectPageFocused(page);
}
