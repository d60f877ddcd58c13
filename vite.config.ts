import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import dts from 'vite-plugin-dts';

const peers = ['react', 'react-dom', '@tanstack/react-query', 'downshift', 'msw'];
const isPeer = (id: string): boolean => peers.some((peer) => id === peer || id.startsWith(`${peer}/`));

/** The library build: one ESM file per package entry, peers left as imports, bundled type declarations. */
export default defineConfig({
  plugins: [react(), dts({ include: ['src'], bundleTypes: true, tsconfigPath: './tsconfig.build.json' })],
  // The library has no public folder: nothing of Storybook's or the demo's may be copied into dist/.
  publicDir: false,
  build: {
    target: 'es2022',
    sourcemap: true,
    minify: false,
    lib: {
      entry: { index: 'src/index.ts', testing: 'src/testing/index.ts' },
      formats: ['es'],
    },
    rolldownOptions: {
      external: isPeer,
      output: {
        chunkFileNames: 'chunks/[name]-[hash].js',
        // The React entry is client code for React Server Components frameworks; the testing entry is not React.
        banner: (chunk) => (chunk.isEntry && chunk.name === 'index' ? "'use client';" : ''),
      },
    },
  },
});
