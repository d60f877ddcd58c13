import type { BrowserContext } from 'playwright-core';
import { launchChromium } from '../browser.ts';
import type { EngineBrowser } from './engine-page.ts';

/** Debian's Chromium through Playwright, as the rest of the end-to-end tests drive it. */
export async function launchChromiumEngine(): Promise<EngineBrowser> {
  const browser = await launchChromium();
  const contexts: BrowserContext[] = [];
  return {
    engine: 'chromium',
    async open(url, viewport = { width: 1000, height: 900 }) {
      const context = await browser.newContext({ viewport });
      contexts.push(context);
      const page = await context.newPage();
      await page.goto(url);
      return {
        engine: 'chromium',
        goto: async (next) => {
          await page.goto(next);
        },
        press: (key) => page.keyboard.press(key),
        type: (text) => page.keyboard.type(text, { delay: 20 }),
        evaluate: (fn, arg = '') => page.evaluate(fn, arg),
      };
    },
    async close() {
      await Promise.all(contexts.map((context) => context.close()));
      await browser.close();
    },
  };
}
