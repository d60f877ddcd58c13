import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const react18 = (name: string) => fileURLToPath(new URL(`./test/react18/node_modules/${name}`, import.meta.url));
const lowestReactQuery = fileURLToPath(
  new URL('./test/react-query-lowest/node_modules/@tanstack/react-query/build/modern/index.js', import.meta.url),
);
const root = (path: string) => fileURLToPath(new URL(`./node_modules/${path}`, import.meta.url));

/**
 * Test projects:
 * - `node`: `*.test.ts` (transport, domain rules, reference API, proxy, real HTTP, server rendering);
 * - `package`: the built package (publint, types, tarball contents, Node imports, tree-shaking, sizes), after a build,
 *   and the packed tarball installed into two isolated shops (with and without msw, npm's `linked` layout);
 * - `e2e`: the demo checkout in Debian's Chromium through the proxy, over real HTTP;
 * - `orca`: what a real screen reader says: GNOME's Orca with Debian's Firefox ESR on the demo checkout's production
 *   build, driven by keys under Xvfb (test/support/orca/); `npm test` runs it on its own after the other projects
 *   (`npm run test:orca`), not in `vitest run`'s workers beside them;
 * - `next-shop`: the example Next.js shop (`examples/next-shop`) installed from the packed package, built with
 *   `next build` and run with `next start`, its checkout driven in Debian's Chromium (global setup: build, pack,
 *   `npm ci`, `next build`);
 * - `react-router-shop`: the example React Router shop (`examples/react-router-shop`, framework mode) installed from
 *   the packed package, built with `react-router build`, served by `react-router-serve` and driven in Chromium;
 * - `jest-shop`: the example Jest shop (`examples/jest-shop`: a `"type": "module"` app, Jest 30, jsdom, MSW) installed
 *   from the packed package, its suite run with Jest through Babel and through ts-jest (CommonJS, `require`
 *   throughout) and its tests typechecked (global setup: build, pack, `npm ci`);
 * - `docs-site`: the documentation site (the static Storybook, built unless fresh) in Debian's Chromium: every page
 *   of docs/ renders, and no link of it is broken;
 * - `storybook`: every story in Debian's Chromium, with its play function and an axe check;
 * - `jsdom`: `*.test.tsx` (hooks and components) on React 19;
 * - `react-query-lowest`: the hook tests again on the lowest `@tanstack/react-query` of the peer range, from the
 *   `test/react-query-lowest` workspace;
 * - `react18`: the hook tests, the components' form wiring and a browser's fill again on React 18, from the `test/react18` workspace.
 *   The libraries that import
 *   React are inlined so the alias reaches their imports too.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    // A worker per core: Vitest's default in a run is one fewer, which leaves one of these machines' two cores idle.
    maxWorkers: '100%',
    projects: [
      {
        plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
                args: [
                  '--no-sandbox',
                  '--disable-gpu',
                  '--disable-quic',
                  '--no-first-run',
                  '--disable-background-networking',
                  '--disable-component-update',
                  '--disable-sync',
                ],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          exclude: [
            'test/harness/e2e/**',
            'test/harness/orca/**',
            'test/harness/package/**',
            'test/harness/next-shop/**',
            'test/harness/jest-shop/**',
            'test/harness/react-router-shop/**',
            'test/harness/docs-site/**',
            '**/node_modules/**',
          ],
          setupFiles: ['test/setup-console.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'package',
          environment: 'node',
          include: ['test/harness/package/**/*.test.ts'],
          globalSetup: ['test/harness/package/build-library.ts', 'test/harness/package/install-consumers.ts'],
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/harness/e2e/**/*.test.ts'],
          globalSetup: ['test/harness/e2e/build-demo-page.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          sequence: { concurrent: false },
        },
      },
      {
        extends: true,
        test: {
          name: 'orca',
          environment: 'node',
          include: ['test/harness/orca/**/*.test.ts'],
          globalSetup: ['test/harness/e2e/build-demo-page.ts'],
          // A whole flow by keys, each waiting until Orca has been quiet for 0.6 s, on a loaded machine.
          testTimeout: 180_000,
          hookTimeout: 180_000,
          // One Orca and one Firefox at a time (test/support/orca/lock.ts): one file, its tests in turn.
          fileParallelism: false,
          sequence: { concurrent: false },
        },
      },
      {
        extends: true,
        test: {
          name: 'docs-site',
          environment: 'node',
          include: ['test/harness/docs-site/**/*.test.ts'],
          globalSetup: ['test/harness/docs-site/global-setup.ts'],
          hookTimeout: 600_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'next-shop',
          environment: 'node',
          include: ['test/harness/next-shop/**/*.test.ts'],
          globalSetup: ['test/harness/next-shop/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One Next server at a time: each file starts its own, and two at once on two cores make timings flaky.
          fileParallelism: false,
          sequence: { concurrent: false },
        },
      },
      {
        extends: true,
        test: {
          name: 'react-router-shop',
          environment: 'node',
          include: ['test/harness/react-router-shop/**/*.test.ts'],
          globalSetup: ['test/harness/react-router-shop/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One server and one Chromium for the project: its files one after another.
          fileParallelism: false,
          sequence: { concurrent: false },
        },
      },
      {
        extends: true,
        test: {
          name: 'jest-shop',
          environment: 'node',
          include: ['test/harness/jest-shop/**/*.test.ts'],
          globalSetup: ['test/harness/jest-shop/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each test runs the shop's Jest (its own workers) or its TypeScript: one at a time on two cores.
          sequence: { concurrent: false },
        },
      },
      {
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: ['test/**/*.test.tsx'],
          setupFiles: ['test/setup-console.ts', 'test/setup-dom.ts'],
          env: { EXPECTED_REACT_MAJOR: '19' },
        },
      },
      {
        extends: true,
        resolve: {
          alias: [{ find: /^@tanstack\/react-query$/, replacement: lowestReactQuery }],
        },
        test: {
          name: 'react-query-lowest',
          environment: 'jsdom',
          include: ['test/hooks/**/*.test.tsx'],
          setupFiles: ['test/setup-console.ts', 'test/setup-dom.ts', 'test/setup-react-query-lowest.ts'],
          env: { EXPECTED_REACT_MAJOR: '19' },
        },
      },
      {
        extends: true,
        resolve: {
          alias: [
            // Testing Library's CommonJS main would be required by Node, past the alias: use its ES module build.
            {
              find: /^@testing-library\/react$/,
              replacement: root('@testing-library/react/dist/@testing-library/react.esm.js'),
            },
            { find: /^react-dom(\/.*)?$/, replacement: `${react18('react-dom')}$1` },
            { find: /^react(\/.*)?$/, replacement: `${react18('react')}$1` },
          ],
        },
        test: {
          name: 'react18',
          environment: 'jsdom',
          // The hooks, and the components' form-library wiring (refs differ between the majors).
          include: [
            'test/hooks/**/*.test.tsx',
            'test/components/house-number/react-hook-form.test.tsx',
            'test/components/house-number/house-number-combobox-form.test.tsx',
            // A browser's fill (issue 30), resolved alike on both majors.
            'test/components/address-fields/use-address-fill.test.tsx',
            'test/components/dutch-lookup/use-dutch-fill.test.tsx',
            // The one element, with react-hook-form, on both majors (issue 38).
            'test/components/address-entry/address-entry.test.tsx',
            'test/components/address-entry/address-entry-forms.test.tsx',
          ],
          setupFiles: ['test/setup-console.ts', 'test/setup-dom.ts'],
          env: { EXPECTED_REACT_MAJOR: '18' },
          server: {
            deps: { inline: ['@tanstack/react-query', /@testing-library\/react/, 'downshift', 'react-hook-form'] },
          },
        },
      },
    ],
  },
});
