import { launchChromiumEngine } from './chromium-engine.ts';
import type { EngineBrowser, EngineName } from './engine-page.ts';
import { launchFirefoxEngine } from './firefox-engine.ts';
import { launchWebKitEngine } from './webkit-engine.ts';

export type { EngineBrowser, EngineName, EnginePage } from './engine-page.ts';

/** How each engine is launched: the three engines shoppers use, each from Debian's packages. */
export const ENGINES: Record<EngineName, () => Promise<EngineBrowser>> = {
  chromium: launchChromiumEngine,
  firefox: launchFirefoxEngine,
  webkit: launchWebKitEngine,
};
