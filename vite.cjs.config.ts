import { defineConfig } from 'vite';
import { libraryBuild } from './vite.config.ts';

/** The CommonJS build of the package's entries (`.cjs`), after the ES module build: see `libraryBuild` in vite.config.ts. */
export default defineConfig(libraryBuild('cjs'));
