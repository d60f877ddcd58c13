import react from '@vitejs/plugin-react';
import { readFile } from 'node:fs/promises';
import { defineConfig, type Plugin } from 'vite';
import dts from 'vite-plugin-dts';

const peers = ['react', 'react-dom', '@tanstack/react-query', 'downshift', 'msw'];
const isPeer = (id: string): boolean => peers.some((peer) => id === peer || id.startsWith(`${peer}/`));

/** Ships the optional theme as `dist/styles.css` (`react-address-entry/styles.css`); no JavaScript imports it. */
const stylesheet = (): Plugin => ({
  name: 'react-address-entry:styles',
  async generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'styles.css', source: await readFile('src/styles.css', 'utf8') });
  },
});

/** The library build: one ESM file per package entry, peers left as imports, bundled type declarations. */
export default defineConfig({
  plugins: [react(), dts({ include: ['src'], bundleTypes: true, tsconfigPath: './tsconfig.build.json' }), stylesheet()],
  // The library has no public folder: nothing of Storybook's or the demo's may be copied into dist/.
  publicDir: false,
  build: {
    target: 'es2022',
    sourcemap: true,
    minify: false,
    lib: {
      entry: { index: 'src/index.ts', server: 'src/server/index.ts', testing: 'src/testing/index.ts' },
      formats: ['es'],
    },
    rolldownOptions: {
      external: isPeer,
      output: {
        // One file per source module: with "sideEffects" limited to the CSS, a bundler drops every module a shop
        // does not import, and with it that module's imports (React, Downshift) and texts.
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
        // React modules (and the entry that re-exports them) are client code for React Server Components frameworks.
        banner: (chunk) => (/^(index|hooks\/|components\/)/u.test(chunk.name) ? "'use client';" : ''),
      },
    },
  },
});
