import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildDemoPage } from '../../../demo/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The demo page built for production once for the whole `e2e` project: each file's demo server serves it. */
    demoPage: string;
  }
}

/**
 * Vitest global setup of the `e2e` project: the demo page built once, as a shop ships it, instead of a Vite dev
 * server per file that transforms every module again for each of the three engines. `demos-side-by-side` and
 * `npm-start-signals` still start the dev server, which is what `npm start` runs.
 */
export default async function buildPage(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'rae-demo-page-'));
  await buildDemoPage(dir);
  project.provide('demoPage', dir);
  return () => rm(dir, { recursive: true, force: true });
}
