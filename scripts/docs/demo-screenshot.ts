/**
 * `npm run docs:screenshot`: the README's picture of the demo checkout (docs/assets/demo-checkout.png). Starts the
 * demo (its proxy on the reference API, in this process), enters a Belgian address in Chromium with the keyboard
 * (postal area, then street) and types "3" in the house number, so the picture shows the suggestion list with each
 * suggestion's status in words. Rerun it when the checkout's look changes.
 */
import { mkdir } from 'node:fs/promises';
import { startDemoServer } from '../../demo/server.ts';
import { launchChromium } from '../chromium.ts';

const OUT = new URL('../../docs/assets/demo-checkout.png', import.meta.url).pathname;

const demo = await startDemoServer({ port: 0, log: () => undefined });
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 760, height: 900 }, deviceScaleFactor: 1 });
  await page.goto(demo.url);
  await page.getByRole('textbox', { name: 'Full name' }).fill('Anna Peeters');
  await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Belgium' });
  const choose = async (field: string, text: string, option: string) => {
    await page.getByRole('combobox', { name: field }).focus();
    await page.keyboard.type(text, { delay: 40 });
    const wanted = page.getByRole('option', { name: option, exact: true });
    await wanted.waitFor();
    await wanted.click();
  };
  await choose('Postcode or town', '2610', '2610 Wilrijk');
  await choose('Street', 'Europa', 'Europalaan, postcode 2610');
  await page.getByRole('combobox', { name: 'House number' }).focus();
  await page.keyboard.type('3', { delay: 40 });
  await page.getByRole('listbox').getByRole('option').nth(2).waitFor();
  await mkdir(new URL('../../docs/assets/', import.meta.url), { recursive: true });
  await page.screenshot({ path: OUT, fullPage: false });
  console.log(`Wrote ${OUT}`);
} finally {
  await browser.close();
  await demo.close();
}
