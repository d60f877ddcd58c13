import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { copyExample, installExample, packLibrary, removeDir } from '../next-shop/packed-example.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The example Jest shop, installed from the packed package with `npm ci`. */
    jestShop: string;
    /** Seconds each step of this setup took: build and pack, npm ci. */
    jestShopSetupSeconds: { pack: number; install: number };
  }
}

/**
 * Vitest global setup of the `jest-shop` project: builds and packs the library (once per Vitest process, shared with
 * the `package` and `next-shop` setups), copies the example Jest shop to a temporary folder with the tarball where
 * its package.json expects it, and installs it with `npm ci` from its committed lock.
 */
export default async function setupJestShop(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'rae-jest-shop-'));
  const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;
  try {
    let since = performance.now();
    await packLibrary(dir);
    const pack = seconds(since);
    since = performance.now();
    const shop = await copyExample(dir, 'jest-shop');
    await installExample(dir, { example: 'jest-shop' });
    project.provide('jestShop', shop);
    project.provide('jestShopSetupSeconds', { pack, install: seconds(since) });
  } catch (error) {
    await removeDir(dir);
    throw error;
  }
  return () => removeDir(dir);
}
