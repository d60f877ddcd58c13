import { afterEach, describe, expect, inject, it } from 'vitest';
import { descendants, isAlive, listening, within } from '../../support/npm-start.ts';
import { startGroup, type StartedGroup } from '../../support/process-group.ts';
import { shopBrowser } from './shop-browser.ts';

/*
 * The example's own launcher (`npm run dev` and `npm start` in examples/next-shop, what `npm run example:next` runs):
 * without ADDRESS_API_KEY and ADDRESS_API_SECRET it serves the reference API in its own process behind credentials of
 * the run, starts Next on 127.0.0.1, and stops Next's whole process group on SIGTERM or Ctrl-C.
 */
const shop = inject('nextShop');
let launched: StartedGroup | undefined;

/** The launcher as a shop runs it, with none of the address service's settings in its environment. */
async function launch(mode: 'dev' | 'start'): Promise<StartedGroup> {
  const unset = new Set([
    'ADDRESS_API_URL',
    'ADDRESS_API_KEY',
    'ADDRESS_API_SECRET',
    'ADDRESS_SIGNING_KEY',
    'ADDRESS_PROXY_URL',
    'NODE_ENV',
  ]);
  const env: NodeJS.ProcessEnv = {
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !unset.has(name))),
    PORT: '0',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  launched = await startGroup([process.execPath, 'scripts/serve.mjs', mode], {
    cwd: shop,
    env,
    ready: (output) => (/Ready in/u.test(output) ? /Next shop \(\w+\): (http:\/\/\S+)/u.exec(output)?.[1] : undefined),
  });
  return launched;
}

/** Sends `signal` to the launcher alone (as a terminal or a process manager does) and checks that all of it exits. */
async function stopsOn(signal: NodeJS.Signals, started: StartedGroup): Promise<void> {
  const tree = [started.pid, ...descendants(started.pid)];
  expect(tree.length, 'the launcher runs Next as a child').toBeGreaterThan(1);
  process.kill(started.pid, signal);
  expect(await within(15_000, () => tree.every((pid) => !isAlive(pid))), started.output()).toBe(true);
  expect(await listening(started.url)).toBe(false);
}

afterEach(async () => {
  await launched?.stop(2000);
  launched = undefined;
});

describe('the example’s launcher', () => {
  it('starts the built shop on the reference API, answers a signed lookup and the page, and stops all of it on SIGTERM', async () => {
    const started = await launch('start');
    expect(started.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/u);
    expect(started.output()).toContain('Proxy upstream: the reference API in this process, http://127.0.0.1:');
    const lookup = await fetch(`${started.url}/api/address/nl/v1/addresses/postcode/2012ES/30`);
    expect(lookup.status).toBe(200);
    expect(await lookup.json()).toMatchObject({
      street: 'Julianastraat',
      addressToken: expect.stringMatching(/^v3\.n\./u) as unknown,
    });
    expect(await (await fetch(started.url)).text()).toContain('Checkout');
    await stopsOn('SIGTERM', started);
  });

  it('runs next dev: the saved address hydrates without a warning, the order verifies, and Ctrl-C stops all of it', async () => {
    const started = await launch('dev');
    const { browser, record, open } = await shopBrowser();
    try {
      const shopper = await open(`${started.url}/?postcode=2012ES&houseNumber=30`);
      await expect
        .poll(() => shopper.status().textContent(), { timeout: 30_000 })
        .toContain('Julianastraat 30, 2012 ES Haarlem');
      await shopper.tabTo('Full name');
      await shopper.type('Anna de Vries');
      await shopper.page.keyboard.press('Enter');
      await expect
        .poll(() => shopper.order().textContent(), { timeout: 30_000 })
        .toMatch(/Order placed.*Address verified by the server/su);
      expect(record.addressAnswers).toEqual([]);
      // Development React names every hydration mismatch and every misuse in the console.
      expect(record.consoleErrors).toEqual([]);
    } finally {
      await browser.close();
    }
    await stopsOn('SIGINT', started);
  }, 120_000);
});
