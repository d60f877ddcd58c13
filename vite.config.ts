import react from '@vitejs/plugin-react';
import { readFile, writeFile } from 'node:fs/promises';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import dts from 'vite-plugin-dts';

const peers = ['react', 'react-dom', '@tanstack/react-query', 'downshift', 'msw'];
const isPeer = (id: string): boolean => peers.some((peer) => id === peer || id.startsWith(`${peer}/`));
/** Node's modules: imported at run time, never bundled. (The bin is built on its own: scripts/build-cli.ts.) */
const isExternal = (id: string): boolean => isPeer(id) || id.startsWith('node:');

/**
 * What `require('react-address-entry/styles.css')` loads (package.json "exports", its `require` condition): nothing.
 * Jest and Node require it as JavaScript, where the stylesheet is a syntax error; a bundler resolves the stylesheet
 * itself under `style`, `import` or `module`, which come first.
 */
const STYLES_UNDER_REQUIRE =
  '// react-address-entry/styles.css as required by Jest or Node: the stylesheet is for a bundler, nothing to run here.\n';

/**
 * What TypeScript reads for `import 'react-address-entry/styles.css'` (its `types` condition): a module with no exports.
 * Without it, TypeScript 6 (`noUncheckedSideEffectImports`) refuses the import where no `*.css` is declared.
 */
const STYLES_TYPES = '// react-address-entry/styles.css: a stylesheet, which exports nothing.\nexport {};\n';

/**
 * Ships the optional theme as `dist/styles.css` (`react-address-entry/styles.css`), with `dist/styles.cjs`, the empty
 * module of its `require` condition, and `dist/styles.d.css.ts`, its declaration; no JavaScript of the package
 * imports them.
 */
const stylesheet = (): Plugin => ({
  name: 'react-address-entry:styles',
  async generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'styles.css', source: await readFile('src/styles.css', 'utf8') });
    this.emitFile({ type: 'asset', fileName: 'styles.cjs', source: STYLES_UNDER_REQUIRE });
    this.emitFile({ type: 'asset', fileName: 'styles.d.css.ts', source: STYLES_TYPES });
  },
});

/**
 * TypeScript writes the inferred types of the query options as imports from `@tanstack/query-core`, where they are
 * declared. That package is React Query's own dependency, not ours: under a strict layout (pnpm, npm's `linked`)
 * a shop cannot resolve it, and the types silently become `any`. `@tanstack/react-query` re-exports every export of
 * the query-core version it pins (`export * from '@tanstack/query-core'`), so the declarations name it instead;
 * `test/harness/package/strict-install.test.ts` typechecks a shop's file against the packed package without skipLibCheck.
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

/** The package's entries (package.json "exports"), by their file name in dist/ without the extension. */
const ENTRIES = {
  index: 'src/index.ts',
  address: 'src/address.ts',
  server: 'src/server/index.ts',
  testing: 'src/testing/index.ts',
  'testing/msw': 'src/testing/msw.ts',
  locales: 'src/locales.ts',
  types: 'src/types.ts',
};

/**
 * The declarations of each entry for `require` (package.json "exports" `require.types`): the bundled `.d.ts` as
 * `.d.cts`, which TypeScript reads as CommonJS. Each bundled file imports nothing relative (only its peers), so the
 * copy needs no rewriting.
 */
const commonJsDeclarations = async (emitted: Map<string, string>): Promise<void> => {
  const entryFiles = Object.keys(ENTRIES).map((name) => `/dist/${name}.d.ts`);
  const entries = [...emitted].filter(([path]) => entryFiles.some((file) => path.endsWith(file)));
  if (entries.length !== entryFiles.length)
    throw new Error(`Declarations of ${String(entries.length)} entries emitted, ${String(entryFiles.length)} expected`);
  await Promise.all(
    entries.map(([path, content]) => {
      if (/from '\.\.?\//u.test(content))
        throw new Error(`${path} imports a relative module: its .d.cts copy would read the ES module declarations`);
      return writeFile(path.replace(/\.d\.ts$/u, '.d.cts'), content);
    }),
  );
};

/**
 * The library build of one module format, one file per source module, peers left as imports:
 * - `es` (`vite build`, this file's default): the `.js` files every entry's `import` condition names (bundlers, Node
 *   ES modules), the stylesheet, and the bundled declarations of each entry (`.d.ts`, and the same as `.d.cts` for
 *   `require`);
 * - `cjs` (`vite build --config vite.cjs.config.ts`, after it, into the same dist/): the `.cjs` files of the
 *   entries' `require` condition (Jest, tools that load CommonJS), without source maps.
 * The bin is bundled on its own, with its CSV and progress packages inlined (scripts/build-cli.ts).
 */
export function libraryBuild(format: 'es' | 'cjs'): UserConfig {
  const es = format === 'es';
  return {
    plugins: [
      react(),
      ...(es
        ? [
            dts({
              include: ['src'],
              tsconfigPath: './tsconfig.build.json',
              beforeWriteFile: throughReactQuery,
              bundleTypes: { invokeOptions: extractorOptions },
              afterBuild: commonJsDeclarations,
            }),
            stylesheet(),
          ]
        : []),
    ],
    // The library has no public folder: nothing of Storybook's or the demo's may be copied into dist/.
    publicDir: false,
    build: {
      target: 'es2022',
      // The CommonJS files are as readable as their maps would make them (not minified, a file per source module):
      // without maps, the package grows by half as much for them.
      sourcemap: es,
      minify: false,
      // The CommonJS build adds its files to those of the ES module build.
      emptyOutDir: es,
      lib: {
        entry: ENTRIES,
        formats: [format],
        // The package is "type": "module": its CommonJS files are `.cjs`.
        fileName: (_, name) => `${name}.${es ? 'js' : 'cjs'}`,
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
          // The other countries' fields, loaded when such a country is chosen, by `require` in the CommonJS build:
          // Jest runs it without its experimental support of ES modules, where `import()` fails.
          dynamicImportInCjs: false,
          // Only the React modules are client code for React Server Components frameworks. The entry itself carries
          // no directive: a server component imports the client, errors, keys and query options from it and calls
          // them, while a bundler turns each re-exported React module into a client reference at its own boundary.
          banner: (chunk) => (/^(hooks|components)\//u.test(chunk.name) ? "'use client';" : ''),
        },
      },
    },
  };
}

export default defineConfig(libraryBuild('es'));
