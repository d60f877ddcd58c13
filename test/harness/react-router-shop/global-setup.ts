import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { setUpExampleShop } from '../../support/example-shop.ts';

const run = promisify(execFile);

/** The secrets of the run: the reference API's credentials (the service's, for the proxy) and the shop's signing key. */
export interface RouterShopSecrets {
  key: string;
  secret: string;
  signingKey: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The example React Router shop, installed from the packed package and built with `react-router build`. */
    routerShop: string;
    /** The secrets its server gets; none may reach a file the browser loads. */
    routerShopSecrets: RouterShopSecrets;
  }
}

/**
 * Vitest global setup of the `react-router-shop` project: the example shop built, packed and installed in a temporary
 * folder (test/support/example-shop.ts, as for the `next-shop` and `jest-shop` projects), then built once with
 * `react-router build`, which needs none of the secrets.
 */
export default function setupRouterShop(project: TestProject): Promise<() => Promise<void>> {
  return setUpExampleShop('react-router-shop', async ({ shop }) => {
    await run(process.execPath, ['node_modules/@react-router/dev/bin.js', 'build'], {
      cwd: shop,
      env: { ...process.env, NODE_ENV: 'production' },
      maxBuffer: 64 * 1024 * 1024,
    });
    project.provide('routerShop', shop);
    project.provide('routerShopSecrets', {
      key: 'router-shop-key',
      secret: `svc-${randomBytes(18).toString('base64url')}`,
      signingKey: `sig-${randomBytes(32).toString('base64url')}`,
    });
  });
}
