import type { Page } from 'playwright-core';
import { startDemoServer, type DemoServer } from '../../demo/server.ts';
import { createReferenceAddressApi } from '../../src/testing/index.ts';
import { launchChromium } from '../chromium.ts';
import { serveFetchHandler } from '../loopback-server.ts';

/** One figure of a benchmark, with its target when it has one. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  target?: { op: '<=' | '>=' | '=='; value: number };
}

/** The result of one benchmark: its figures and raw data worth keeping. */
export interface BenchResult {
  title: string;
  method: string;
  figures: Figure[];
  raw?: Record<string, unknown>;
}

export const met = (f: Figure): boolean =>
  f.target === undefined ||
  (f.target.op === '<=' ? f.value <= f.target.value : f.target.op === '>=' ? f.value >= f.target.value : f.value === f.target.value);

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

/** The demo checkout over real HTTP, with the reference API on loopback answering without added latency. */
export async function withDemoPage<T>(work: (page: Page, demo: DemoServer) => Promise<T>): Promise<T> {
  const credentials = { key: 'bench', secret: 'bench-secret-value' };
  const api = createReferenceAddressApi({ credentials });
  const reference = await serveFetchHandler(api.fetch);
  const demo = await startDemoServer({ port: 0, log: () => undefined, production: true, upstream: { url: reference.url, ...credentials } });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 900, height: 1000 } });
    await page.goto(demo.url);
    await page.getByRole('textbox', { name: 'Full name' }).waitFor();
    return await work(page, demo);
  } finally {
    await browser.close();
    await demo.close();
    await reference.close();
  }
}
