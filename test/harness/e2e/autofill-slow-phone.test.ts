import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { describeReport, fillSavedAddress, type SavedAddress } from '../../support/chromium-autofill.ts';
import { demoCheckout } from '../../support/demo-checkout.ts';

/*
 * Issue 51, point 7. One pick of a saved Belgian or German address on the Dutch-first checkout switches the country,
 * carries the postcode and house number Chromium wrote into the Dutch fields over, and Chromium refills the street
 * into the field the element put in place of the Dutch ones. On a slow phone the carried-over postcode can choose the
 * postal area before that refill comes: the street step then starts afresh, and before the fix it did so in a new
 * `<input>` (a new React key), so Chromium's write landed in a node that had left the page and the address ended
 * without its street (on a 2-core CI machine, 11 picks in 20 of the Belgian address and 18 in 20 of the German one).
 * The production build of the demo, with the renderer's CPU throttled ×6, each pick on a fresh page: about 2 s a pick.
 * Eight picks of each: with the failure rates before the fix (11 and 18 in 20), the chance that the broken flow passes
 * them all is 0.45^8, under 0.2 %, for the Belgian address and about 10^-8 for the German one (20 picks took 80 s more
 * of every run, and told no more).
 */

const credentials = { key: 'e2e-key', secret: 'e2e-slow-phone-secret-value' };
const checkout = demoCheckout({ credentials });
/** Picks of each saved address, each on a fresh page. */
const PICKS = 8;
/** Picks Chromium may leave without its refill (see `pick`) before the test gives up. */
const MAX_UNREFILLED = 10;
/** A slow phone: the renderer's main thread six times slower (Chrome DevTools' "low-end mobile"). */
const THROTTLE = 6;
/** How long the whole chain (three debounced requests, each render six times slower) may take after the refill. */
const CHAIN_MS = 10_000;

/** Saved addresses as the shopper's browser holds them (the street and the number apart, as Chromium keeps them). */
const SAVED = {
  antwerpen: {
    NAME_FULL: 'Anna Peeters',
    ADDRESS_HOME_STREET_ADDRESS: 'Europalaan 36 bus 1',
    ADDRESS_HOME_STREET_NAME: 'Europalaan',
    ADDRESS_HOME_HOUSE_NUMBER: '36 bus 1',
    ADDRESS_HOME_CITY: 'Antwerpen',
    ADDRESS_HOME_ZIP: '2610',
    ADDRESS_HOME_COUNTRY: 'BE',
  },
  koeln: {
    NAME_FULL: 'Anna Schmidt',
    ADDRESS_HOME_STREET_ADDRESS: 'Severinstraße 205',
    ADDRESS_HOME_STREET_NAME: 'Severinstraße',
    ADDRESS_HOME_HOUSE_NUMBER: '205',
    ADDRESS_HOME_CITY: 'Köln',
    ADDRESS_HOME_ZIP: '50678',
    ADDRESS_HOME_COUNTRY: 'DE',
  },
} satisfies Record<string, SavedAddress>;

let current: Page | undefined;

afterEach(async () => {
  await current?.context().close();
  current = undefined;
});

/** A pick after which Chromium wrote nothing into the fields the page put in place of the Dutch ones. */
const NO_REFILL = 'no refill';

/**
 * What one pick ended with: `''` when verified, {@link NO_REFILL} when Chromium did not refill, else what the page
 * showed and Chromium said it filled.
 */
async function pick(
  saved: SavedAddress,
  expected: { postcode: string; street: string; houseNumber: string },
): Promise<string> {
  await current?.context().close();
  const page = await checkout.open({ viewport: { width: 412, height: 915 } });
  current = page;
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  const posted = (name: string) => page.locator(`input[type="hidden"][name="${name}"]`).inputValue();
  // Chromium refills only within about a second of its fill: on a loaded test machine, with the renderer six times
  // slower on top, it sometimes has not seen the new fields by then and writes nothing. That pick tells nothing of
  // what this test is about (a write that lands in a node that has left the page), so it is counted apart.
  const report = await fillSavedAddress(page, page.getByRole('textbox', { name: 'Full name', exact: true }), saved, {
    refill: true,
  }).catch((error: unknown) => {
    if (error instanceof Error && error.message.includes('no refill after the fill')) return null;
    throw error;
  });
  if (report === null) return NO_REFILL;
  let status = '';
  const deadline = Date.now() + CHAIN_MS;
  while (status !== 'validated' && Date.now() < deadline) {
    await page.waitForTimeout(100);
    status = await posted('addressStatus');
  }
  const ended = {
    postcode: await posted('postcode'),
    street: await posted('street'),
    houseNumber: await posted('houseNumber'),
  };
  const verified =
    status === 'validated' &&
    ended.postcode === expected.postcode &&
    ended.street === expected.street &&
    ended.houseNumber === expected.houseNumber;
  await session.detach().catch(() => undefined);
  if (verified) return '';
  const shown = await page
    .getByRole('combobox')
    .evaluateAll((fields) =>
      fields
        .map(
          (field) =>
            `${field.getAttribute('aria-label') ?? field.id}=${JSON.stringify((field as HTMLInputElement).value)}`,
        )
        .join(' '),
    );
  const said = (await page.getByRole('status').allTextContents()).filter((text) => text !== '').join(' | ');
  return `status ${JSON.stringify(status)}, posted ${JSON.stringify(ended)}; fields ${shown}; said: ${said}\n${describeReport(report)}`;
}

describe(`a saved address picked on the Dutch-first checkout of a slow phone (CPU ×${String(THROTTLE)}) ends verified every time`, () => {
  const cases = [
    {
      title: 'Europalaan 36 bus 1, 2610 Antwerpen (Wilrijk)',
      saved: SAVED.antwerpen,
      expected: { postcode: '2610', street: 'Europalaan', houseNumber: '36 bus 1' },
    },
    {
      title: 'Severinstraße 205, 50678 Köln',
      saved: SAVED.koeln,
      expected: { postcode: '50678', street: 'Severinstr.', houseNumber: '205' },
    },
  ];
  for (const { title, saved, expected } of cases) {
    it(
      `${title}: ${String(PICKS)} picks of ${String(PICKS)}`,
      { timeout: (PICKS + MAX_UNREFILLED) * 30_000 },
      async () => {
        const failures: string[] = [];
        let refilled = 0;
        let unrefilled = 0;
        while (refilled < PICKS && unrefilled <= MAX_UNREFILLED) {
          const failure = await pick(saved, expected);
          if (failure === NO_REFILL) {
            unrefilled += 1;
            continue;
          }
          refilled += 1;
          if (failure !== '') failures.push(`pick ${String(refilled)}: ${failure}`);
        }
        expect(
          unrefilled,
          `Chromium refilled no fields after ${String(unrefilled)} picks: the machine is too slow to tell`,
        ).toBeLessThanOrEqual(MAX_UNREFILLED);
        expect(failures, `${String(failures.length)} of ${String(PICKS)} refilled picks ended unverified`).toEqual([]);
      },
    );
  }

  it('logged no console errors', () => {
    expect(checkout.consoleErrors).toEqual([]);
  });
});
