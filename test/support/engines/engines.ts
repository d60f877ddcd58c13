import { afterAll, beforeAll } from 'vitest';
import { launchChromiumEngine } from './chromium-engine.ts';
import type { EngineBrowser, EngineName } from './engine-page.ts';
import { launchFirefoxEngine } from './firefox-engine.ts';
import { launchWebKitEngine } from './webkit-engine.ts';

export type { EngineBrowser, EngineName, EnginePage } from './engine-page.ts';

/** How each engine is launched: the three engines shoppers use, each from Debian's packages. */
const ENGINES: Record<EngineName, () => Promise<EngineBrowser>> = {
  chromium: launchChromiumEngine,
  firefox: launchFirefoxEngine,
  webkit: launchWebKitEngine,
};

/**
 * The engine's browser for the tests of the enclosing `describe`: launched in its `beforeAll`, closed in its
 * `afterAll`. Call it at the top of a `describe`; the getter throws outside a test.
 */
export function engineForSuite(engine: EngineName): () => EngineBrowser {
  let browser: EngineBrowser | undefined;
  beforeAll(async () => {
    browser = await ENGINES[engine]();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (browser === undefined) throw new Error(`engineForSuite: ${engine} is not launched (use it inside a test)`);
    return browser;
  };
}
