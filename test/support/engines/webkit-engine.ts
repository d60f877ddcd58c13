import { spawn } from 'node:child_process';
import { Key, remote } from 'webdriverio';
import { freePort } from '../free-port.ts';
import type { EngineBrowser, EngineKey } from './engine-page.ts';

const KEYS: Record<EngineKey, string | string[]> = {
  Tab: Key.Tab,
  'Shift+Tab': [Key.Shift, Key.Tab],
  Enter: Key.Enter,
  Escape: Key.Escape,
  ArrowDown: Key.ArrowDown,
  ArrowUp: Key.ArrowUp,
  Home: Key.Home,
  End: Key.End,
  Backspace: Key.Backspace,
};

/** Waits until the WebDriver server on `port` answers its status. */
async function driverReady(port: number) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${String(port)}/status`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not start on port ${String(port)}`);
}

/**
 * Debian's WebKitGTK (`webkit2gtk-driver`): `WebKitWebDriver` with its MiniBrowser, on an X display of its own
 * (`xvfb-run -a`), driven by classic WebDriver through webdriverio. One session, which the pages take in turn, at their window size.
 */
export async function launchWebKitEngine(): Promise<EngineBrowser> {
  const port = await freePort();
  // Its own process group: xvfb-run, Xvfb, the driver and the MiniBrowsers it starts all stop together.
  const driver = spawn('xvfb-run', ['-a', 'WebKitWebDriver', `--port=${String(port)}`], {
    detached: true,
    stdio: 'ignore',
  });
  await driverReady(port);
  // WebKitWebDriver runs one session at a time: the pages of a file take turns in it.
  let session: WebdriverIO.Browser | undefined;
  const start = () =>
    remote({
      hostname: '127.0.0.1',
      port,
      logLevel: 'error',
      // WebKitGTK's own capability, which webdriverio's types do not list.
      capabilities: {
        browserName: 'MiniBrowser',
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': {
          binary: process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
          args: ['--automation'],
        },
      } as WebdriverIO.Capabilities,
    });
  return {
    engine: 'webkit',
    async open(url, viewport = { width: 1000, height: 900 }) {
      session ??= await start();
      const browser = session;
      await browser.setWindowSize(viewport.width, viewport.height);
      await browser.url(url);
      // The keys go to the page, not to the MiniBrowser's address bar: a click in the page's top left corner.
      await browser.action('pointer').move({ x: 1, y: 1 }).down().up().perform();
      return {
        engine: 'webkit',
        goto: (next) => browser.url(next).then(() => undefined),
        press: (key) => browser.keys(KEYS[key]),
        async type(text) {
          for (const character of text) {
            await browser.keys(character);
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        },
        evaluate: <R>(fn: (arg: string) => R, arg = '') => browser.execute(fn, arg) as Promise<R>,
      };
    },
    async close() {
      await session?.deleteSession().catch(() => undefined);
      if (driver.pid !== undefined) process.kill(-driver.pid, 'SIGTERM');
    },
  };
}
