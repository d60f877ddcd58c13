import { defineConfig } from 'vite';

/**
 * Storybook's own Vite config: empty on purpose. Without it Storybook would load the library build's
 * vite.config.ts, whose declaration bundler has no business in (and fails inside) a Storybook build.
 * Aliases and dependency optimization are in main.ts.
 */
export default defineConfig({});
