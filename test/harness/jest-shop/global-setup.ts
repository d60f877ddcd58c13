import type { TestProject } from 'vitest/node';
import { setUpExampleShop } from '../../support/example-shop.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The example Jest shop, installed from the packed package with `npm ci`. */
    jestShop: string;
    /** Seconds each step of this setup took: build and pack, npm ci. */
    jestShopSetupSeconds: { pack: number; install: number };
  }
}

/**
 * Vitest global setup of the `jest-shop` project: the example Jest shop built, packed and installed in a temporary
 * folder (test/support/example-shop.ts, as for the `next-shop` project), and its folder handed to the tests.
 */
export default function setupJestShop(project: TestProject): Promise<() => Promise<void>> {
  return setUpExampleShop('jest-shop', ({ shop, seconds }) => {
    project.provide('jestShop', shop);
    project.provide('jestShopSetupSeconds', seconds);
  });
}
