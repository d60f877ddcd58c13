import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { startDemoServer, type DemoServer } from '../../demo/server.ts';
import type { Budget } from '../../src/server/index.ts';
import { createReferenceAddressApi } from '../../src/testing/index.ts';
import { launchChromium } from './browser.ts';
import { serveFetchHandler, type LoopbackServer } from './http-server.ts';

export interface DemoCheckoutOptions {
  /** The reference API's credentials, which the demo's proxy adds and the browser must never see. */
  credentials: { key: string; secret: string };
  /** How long the reference API takes to answer, asked at each request (default: at once). */
  latencyMs?: () => number;
  /** A router in front of the demo that merges repeated slashes (see `startDemoServer`). */
  mergeSlashes?: 'redirect' | 'rewrite';
  /** Each browser's budget of lookups at the demo's proxy (see `startDemoServer`). */
  perClientBudget?: Budget;
  /** The clock of the demo's proxy and order endpoint (see `startDemoServer`). */
  now?: () => number;
  /** Answer repeated lookups from the proxy's cache (see `startDemoServer`). */
  cache?: boolean;
}

/** The demo checkout of an end-to-end test file: the reference API, the demo server in front of it, and Chromium. */
export interface DemoCheckout {
  /** The reference API on loopback: a test that closes it makes the service go down for the rest of the file. */
  readonly reference: LoopbackServer;
  /** What the pages logged as errors, or threw, beyond the address API's own 4xx/5xx answers that the page handles. */
  readonly consoleErrors: string[];
  /** A fresh page of the checkout (its own browser context), with the name filled in when `name` is given. */
  open(options?: {
    name?: string;
    viewport?: { width: number; height: number };
    onPage?: (page: Page) => void;
  }): Promise<Page>;
}

/**
 * Starts the reference API, the demo server (its proxy calling that API with `credentials`, its page the one the
 * `e2e` project's global setup built) and Chromium before the file's tests, and stops them after; registers Vitest's `beforeAll` and `afterAll`, so call it at a file's top.
 */
export function demoCheckout({
  credentials,
  latencyMs,
  mergeSlashes,
  perClientBudget,
  now,
  cache,
}: DemoCheckoutOptions): DemoCheckout {
  let reference: LoopbackServer | undefined;
  let demo: DemoServer | undefined;
  let browser: Browser | undefined;
  const consoleErrors: string[] = [];
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('demoCheckout: the checkout is not started (use it inside a test)');
    return value;
  };

  beforeAll(async () => {
    reference = await serveFetchHandler(
      createReferenceAddressApi({ credentials, ...(latencyMs === undefined ? {} : { latencyMs }) }).fetch,
    );
    demo = await startDemoServer({
      port: 0,
      upstream: { url: reference.url, ...credentials },
      log: () => undefined,
      builtPage: inject('demoPage'),
      ...(mergeSlashes === undefined ? {} : { mergeSlashes }),
      ...(perClientBudget === undefined ? {} : { perClientBudget }),
      ...(now === undefined ? {} : { now }),
      ...(cache === undefined ? {} : { cache }),
    });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await demo?.close();
    await reference?.close();
  });

  return {
    get reference() {
      return started(reference);
    },
    consoleErrors,
    async open({ name, viewport, onPage } = {}) {
      const context = await started(browser).newContext(viewport === undefined ? {} : { viewport });
      const page = await context.newPage();
      page.on('console', (message) => {
        // A 404, 409 or 502 from the address API is an answer the page handles; the browser still logs it.
        const expected =
          message.text().startsWith('Failed to load resource') && message.location().url.includes('/api/address/');
        if (message.type() === 'error' && !expected) consoleErrors.push(message.text());
      });
      page.on('pageerror', (error) => consoleErrors.push(error.message));
      onPage?.(page);
      await page.goto(started(demo).url);
      if (name !== undefined) await page.getByRole('textbox', { name: 'Full name' }).fill(name);
      return page;
    },
  };
}
