import react from '@vitejs/plugin-react';
import { readFile } from 'node:fs/promises';
import { defineConfig, type Plugin } from 'vite';
import dts from 'vite-plugin-dts';

const peers = ['react', 'react-dom', '@tanstack/react-query', 'downshift', 'msw'];
const isPeer = (id: string): boolean => peers.some((peer) => id === peer || id.startsWith(`${peer}/`));
/** Node's modules: imported at run time, never bundled. (The bin is built on its own: scripts/build-cli.ts.) */
const isExternal = (id: string): boolean => isPeer(id) || id.startsWith('node:');

/** Ships the optional theme as `dist/styles.css` (`react-address-entry/styles.css`); no JavaScript imports it. */
const stylesheet = (): Plugin => ({
  name: 'react-address-entry:styles',
  async generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'styles.css', source: await readFile('src/styles.css', 'utf8') });
  },
});

/**
 * TypeScript writes the inferred types of the query options as imports from `@tanstack/query-core`, where they are
 * declared. That package is React Query's own dependency, not ours: under a strict layout (pnpm, npm's `linked`)
 * a shop cannot resolve it, and the types silently become `any`. `@tanstack/react-query` re-exports every export of
 * the query-core version it pins (`export * from '@tanstack/query-core'`), so the declarations name it instead;
 * `test/package/strict-install.test.ts` typechecks a shop's file against the packed package without skipLibCheck.
 */
const throughReactQuery = (filePath: string, content: string) => ({
  filePath,
  content: content.replace(/(["'])@tanstack\/query-core\1/gu, "'@tanstack/react-query'"),
});

/**
 * API Extractor's options for bundling the declarations: its notice of the TypeScript it bundles is not news at each
 * build (nor in the test output); every other message still shows. (`messageCallback` reaches API Extractor, though
 * the plugin's type leaves it out.)
 */
const extractorOptions = {
  showVerboseMessages: false,
  messageCallback: (message: { messageId: string; handled: boolean }): void => {
    if (message.messageId === 'console-preamble') message.handled = true;
  },
};

/** The library build: one ESM file per package entry, peers left as imports, bundled type declarations. */
export default defineConfig({
  plugins: [
    react(),
    dts({
      include: ['src'],
      tsconfigPath: './tsconfig.build.json',
      beforeWriteFile: throughReactQuery,
      bundleTypes: { invokeOptions: extractorOptions },
    }),
    stylesheet(),
  ],
  // The library has no public folder: nothing of Storybook's or the demo's may be copied into dist/.
  publicDir: false,
  build: {
    target: 'es2022',
    sourcemap: true,
    minify: false,
    lib: {
      entry: {
        index: 'src/index.ts',
        address: 'src/address.ts',
        server: 'src/server/index.ts',
        testing: 'src/testing/index.ts',
        'testing/msw': 'src/testing/msw.ts',
        locales: 'src/locales.ts',
      },
      formats: ['es'],
    },
    rolldownOptions: {
      external: isExternal,
      // The declaration bundling is most of the build's time by nature; the report of it is noise in every run.
      checks: { bundlerTimings: false },
      output: {
        // One file per source module: with "sideEffects" limited to the CSS, a bundler drops every module a shop
        // does not import, and with it that module's imports (React, Downshift) and texts.
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
        // Only the React modules are client code for React Server Components frameworks. The entry itself carries
        // no directive: a server component imports the client, errors, keys and query options from it and calls
        // them, while a bundler turns each re-exported React module into a client reference at its own boundary.
        banner: (chunk) => (/^(hooks|components)\//u.test(chunk.name) ? "'use client';" : ''),
      },
    },
  },
});
