import type { Page } from 'playwright-core';
import { launchChromium } from '../chromium.ts';
import { serveInProcess } from './server-process.ts';

export {
  met,
  renderResult,
  renderTable,
  targetText,
  writeSections,
  type BenchResult,
  type Figure,
} from './bench-report.ts';

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

/** A seeded random source, so every run types the same sessions. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * The demo checkout over real HTTP, built for production, with its proxy and the reference API on loopback answering
 * without added latency, all in a process of their own (Playwright's client handles a stream of browser events).
 */
export async function withDemoPage<T>(work: (page: Page) => Promise<T>): Promise<T> {
  const demo = await serveInProcess('demo');
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 900, height: 1000 } });
    await page.goto(demo.url);
    await page.getByRole('textbox', { name: 'Full name' }).waitFor();
    return await work(page);
  } finally {
    await browser.close();
    await demo.close();
  }
}
