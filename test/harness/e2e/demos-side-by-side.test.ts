import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../../demo/server.ts';
import { launchChromium } from '../../support/browser.ts';
import { npmStart, type NpmStart } from '../../support/npm-start.ts';

/*
 * `npm test` beside `npm start`: two demos started as a person starts them, and a third in this process as the e2e
 * harness starts it, all at once. Each page must load without a console error, open its WebSockets only to its own
 * origin, and place an order through its own proxy.
 */

let browser: Browser | undefined;
const demos: NpmStart[] = [];
let inProcess: DemoServer | undefined;

beforeAll(async () => {
  demos.push(...(await Promise.all([npmStart(), npmStart()])));
  inProcess = await startDemoServer({ port: 0, log: () => undefined });
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await inProcess?.close();
  await Promise.all(demos.map((demo) => demo.stop()));
}, 60_000);

interface Visit {
  page: Page;
  errors: string[];
  sockets: string[];
}

async function visit(url: string): Promise<Visit> {
  if (browser === undefined) throw new Error('Chromium is not started');
  const page = await (await browser.newContext()).newPage();
  const errors: string[] = [];
  const sockets: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await page.goto(url);
  return { page, errors, sockets };
}

/** The Dutch postcode checkout, as the shortest whole order: name, postcode and number, then the button. */
async function placeDutchOrder(page: Page): Promise<string> {
  await page.getByRole('textbox', { name: 'Full name' }).fill('Anna de Vries');
  await page.getByRole('textbox', { name: 'Postcode', exact: true }).fill('2012 ES');
  await page.getByRole('textbox', { name: 'House number', exact: true }).fill('30');
  await expect
    .poll(() => page.getByRole('group', { name: 'Street and city found' }).count(), { timeout: 10_000 })
    .toBe(1);
  await page.getByRole('button', { name: 'Place order' }).click();
  const order = page.getByRole('region', { name: 'Order placed' });
  await expect.poll(() => order.count(), { timeout: 10_000 }).toBe(1);
  return (await order.textContent()) ?? '';
}

describe('several demos at once (npm test beside npm start)', () => {
  it('serves each page with its WebSocket on its own origin, no console error, and an order placed through its own proxy', async () => {
    const urls = [...demos.map((demo) => demo.page), inProcess?.url ?? ''];
    expect(new Set(urls).size).toBe(3);
    const visits = await Promise.all(urls.map((url) => visit(url)));
    for (const [i, { page, errors, sockets }] of visits.entries()) {
      const origin = new URL(urls[i] ?? '').host;
      expect(await placeDutchOrder(page)).toMatch(/Julianastraat 30.*2012 ES {2}HAARLEM.*Address verified/su);
      // Vite's client opens its socket on load; give it the time to fail, as it did on the fixed port 24678.
      await page.waitForTimeout(500);
      expect(sockets.length, 'the page opened no WebSocket: the check below would prove nothing').toBeGreaterThan(0);
      expect(sockets.map((socket) => new URL(socket).host)).toEqual(sockets.map(() => origin));
      expect(errors).toEqual([]);
    }
    for (const demo of demos) expect(demo.output()).not.toMatch(/WebSocket server error|already in use/u);
  }, 90_000);
});
