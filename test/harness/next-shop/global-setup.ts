import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { secondsSince, setUpExampleShop } from '../../support/example-shop.ts';
import { nextBuild, nextEnv } from './packed-example.ts';

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
 * Vitest global setup of the `next-shop` project: the example shop built, packed and installed in a temporary folder
 * (test/support/example-shop.ts, as for the `jest-shop` project), then built with `next build`, with the run's
 * secrets in the environment as a shop's CI would have them.
 */
export default function setupNextShop(project: TestProject): Promise<() => Promise<void>> {
  return setUpExampleShop('next-shop', async ({ shop, seconds }) => {
    const secrets: ShopSecrets = {
      key: 'next-shop-key',
      secret: `svc-${randomBytes(18).toString('base64url')}`,
      signingKey: `sig-${randomBytes(32).toString('base64url')}`,
    };
    const since = performance.now();
    const output = await nextBuild(
      shop,
      nextEnv({
        ADDRESS_API_URL: 'http://127.0.0.1:9/',
        ADDRESS_API_KEY: secrets.key,
        ADDRESS_API_SECRET: secrets.secret,
        ADDRESS_SIGNING_KEY: secrets.signingKey,
      }),
    );
    project.provide('nextShop', shop);
    project.provide('nextShopSecrets', secrets);
    project.provide('nextShopBuildOutput', output);
    project.provide('nextShopSetupSeconds', { ...seconds, build: secondsSince(since) });
  });
}
