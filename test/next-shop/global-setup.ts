import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { copyExample, installExample, nextBuild, nextEnv, packLibrary, removeDir } from './packed-example.ts';

/** The secrets of the run: the reference API's credentials (the service's, for the proxy) and the shop's signing key. */
export interface ShopSecrets {
  key: string;
  secret: string;
  signingKey: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The example shop, installed from the packed package and built with `next build`. */
    nextShop: string;
    /** The secrets `next build` ran with and `next start` gets; none may reach a file the browser loads. */
    nextShopSecrets: ShopSecrets;
    /** What `next build` printed. */
    nextShopBuildOutput: string;
    /** Seconds each step of this setup took: build and pack, npm ci, next build. */
    nextShopSetupSeconds: { pack: number; install: number; build: number };
  }
}

/**
 * Vitest global setup of the `next-shop` project: builds and packs the library, copies the example shop to a
 * temporary folder (with the tarball where its package.json expects it), installs it with `npm ci` and builds it
 * with `next build`, with the run's secrets in the environment as a shop's CI would have them.
 */
export default async function setupNextShop(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'rae-next-shop-'));
  const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;
  try {
    let since = performance.now();
    await packLibrary(dir);
    const pack = seconds(since);
    since = performance.now();
    const shop = await copyExample(dir);
    await installExample(dir);
    const install = seconds(since);
    const secrets: ShopSecrets = {
      key: 'next-shop-key',
      secret: `svc-${randomBytes(18).toString('base64url')}`,
      signingKey: `sig-${randomBytes(32).toString('base64url')}`,
    };
    since = performance.now();
    const output = await nextBuild(shop, nextEnv({
      ADDRESS_API_URL: 'http://127.0.0.1:9/', ADDRESS_API_KEY: secrets.key, ADDRESS_API_SECRET: secrets.secret, ADDRESS_SIGNING_KEY: secrets.signingKey,
    }));
    const build = seconds(since);
    project.provide('nextShop', shop);
    project.provide('nextShopSecrets', secrets);
    project.provide('nextShopBuildOutput', output);
    project.provide('nextShopSetupSeconds', { pack, install, build });
  } catch (error) {
    await removeDir(dir);
    throw error;
  }
  return () => removeDir(dir);
}
