import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const source = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

/** The demo page. It imports the package by its public names, resolved to the source of those entries. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^react-address-entry\/styles\.css$/u, replacement: source('styles.css') },
      { find: /^react-address-entry\/locales$/u, replacement: source('locales.ts') },
      { find: /^react-address-entry\/types$/u, replacement: source('types.ts') },
      { find: /^react-address-entry\/pickup$/u, replacement: source('pickup.ts') },
      { find: /^react-address-entry$/u, replacement: source('index.ts') },
    ],
  },
  logLevel: 'warn',
  clearScreen: false,
});
