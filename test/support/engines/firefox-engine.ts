import puppeteer, { type Page } from 'puppeteer-core';
import type { EngineBrowser } from './engine-page.ts';

/**
 * Debian's Firefox ESR (`/usr/bin/firefox-esr`, or `FIREFOX_PATH`) over WebDriver BiDi through puppeteer-core: no
 * downloaded browser, no geckodriver. A viewport is the window's size (`setViewport` needs an emulation command
 * Firefox ESR does not know), so each size gets a browser of its own,
 * whose pages the tests take in turn.
 */
export function launchFirefoxEngine(): Promise<EngineBrowser> {
  const launch = (viewport: { width: number; height: number }) =>
    puppeteer.launch({
      browser: 'firefox',
      executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
      protocol: 'webDriverBiDi',
      headless: true,
      defaultViewport: null,
      args: [`--width=${String(viewport.width)}`, `--height=${String(viewport.height)}`],
    });
  // One Firefox per window size, its pages in turn: a page of the last test is closed when the next opens.
  const browsers = new Map<string, ReturnType<typeof launch>>();
  const pages: Page[] = [];
  return Promise.resolve({
    engine: 'firefox',
    async open(url, viewport = { width: 1000, height: 900 }) {
      const size = `${String(viewport.width)}x${String(viewport.height)}`;
      const browser = await (browsers.get(size) ?? browsers.set(size, launch(viewport)).get(size) ?? launch(viewport));
      await Promise.all(pages.splice(0).map((open) => open.close()));
      const page = await browser.newPage();
      pages.push(page);
      await page.goto(url);
      return {
        engine: 'firefox',
        goto: async (next) => {
          await page.goto(next);
        },
        async press(key) {
          if (key !== 'Shift+Tab') return page.keyboard.press(key);
          await page.keyboard.down('Shift');
          await page.keyboard.press('Tab');
          await page.keyboard.up('Shift');
        },
        type: (text) => page.keyboard.type(text, { delay: 20 }),
        evaluate: (fn, arg = '') => page.evaluate(fn, arg),
      };
    },
    async close() {
      await Promise.all([...browsers.values()].map(async (browser) => (await browser).close()));
    },
  });
}
