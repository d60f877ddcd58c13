import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { describe, expect, inject, it } from 'vitest';

const run = promisify(execFile);

const ENTRIES = [
  'react-address-entry',
  'react-address-entry/address',
  'react-address-entry/server',
  'react-address-entry/testing',
  'react-address-entry/testing/msw',
  'react-address-entry/locales',
];

/** Runs a CommonJS script with `node -e` in a shop's folder (so `require` and `import()` resolve in its node_modules); resolves to what it printed, parsed. */
async function commonJs<T>(dir: string, script: string): Promise<T> {
  const { stdout } = await run(process.execPath, ['--input-type=commonjs', '-e', script], { cwd: dir });
  return JSON.parse(stdout) as T;
}

describe('the packed package from CommonJS (require) as well as from ES modules (import)', () => {
  it.each(ENTRIES)(
    'requires %s in plain Node: its CommonJS file, with the same exports as its ES module',
    async (entry) => {
      const script = `
      if (typeof window !== 'undefined') throw new Error('a DOM');
      const required = require('${entry}');
      import('${entry}').then((imported) => console.log(JSON.stringify({
        file: require.resolve('${entry}'),
        required: Object.keys(required).sort(),
        imported: Object.keys(imported).filter((name) => name !== 'default' && name !== 'module.exports').sort(),
      })));`;
      const { file, required, imported } = await commonJs<{ file: string; required: string[]; imported: string[] }>(
        inject('consumerWithMsw'),
        script,
      );
      expect(file).toMatch(/\.cjs$/u);
      expect(required.length).toBeGreaterThan(0);
      expect(required).toEqual(imported);
    },
  );

  it('gives one provider context however a shop mixes require and import: a provider of one build reaches the components of the other', async () => {
    // Two copies of the code (the CommonJS build and the ES module build), each component under the other build's
    // provider. The city picker reads the provider's context and nothing else (no React Query), and the provider's
    // Dutch locale reaches it only through that context: with a context per copy it would throw for want of a provider.
    const script = `
      const { createElement: h } = require('react');
      const { renderToString } = require('react-dom/server');
      const required = require('react-address-entry');
      const { nl } = require('react-address-entry/locales');
      import('react-address-entry').then((imported) => {
        const client = required.createAddressClient({ baseUrl: 'https://address.test', fetch: () => Promise.reject(new Error('no fetch in this test')) });
        const under = (provider, component) =>
          renderToString(h(provider.AddressEntryProvider, { client, locale: nl }, h(component.CityPicker, { candidates: ['Hengelo gem. Hengelo'], onCityChange: () => undefined })));
        console.log(JSON.stringify({
          twoCopies: required.CityPicker !== imported.CityPicker && required.AddressEntryProvider !== imported.AddressEntryProvider,
          importedUnderRequired: under(required, imported),
          requiredUnderImported: under(imported, required),
        }));
      });`;
    const result = await commonJs<{ twoCopies: boolean; importedUnderRequired: string; requiredUnderImported: string }>(
      inject('consumerWithoutMsw'),
      script,
    );
    expect(result.twoCopies).toBe(true);
    expect(result.importedUnderRequired).toContain('Hengelo, gemeente Hengelo');
    expect(result.requiredUnderImported).toContain('Hengelo, gemeente Hengelo');
  });

  it('resolves the stylesheet to the stylesheet for a bundler, import or require, and to an empty module for require in Node and Jest', async () => {
    const shop = inject('consumerWithoutMsw');
    // Node's (and Jest's) `require`: a module that loads and exports nothing, where the stylesheet was a syntax error.
    const script = `
      const file = require.resolve('react-address-entry/styles.css');
      console.log(JSON.stringify({ file, exports: Object.keys(require('react-address-entry/styles.css')) }));`;
    const required = await commonJs<{ file: string; exports: string[] }>(shop, script);
    expect(required).toEqual({ file: expect.stringMatching(/\/dist\/styles\.cjs$/u) as unknown, exports: [] });
    // A bundler (esbuild, with its default conditions, as webpack's and Vite's `import` and `module`): the stylesheet,
    // whether the shop's code imports it or requires it.
    for (const statement of [
      "import 'react-address-entry/styles.css';",
      "require('react-address-entry/styles.css');",
    ]) {
      const bundled = await build({
        stdin: { contents: statement, resolveDir: shop, sourcefile: 'entry.js' },
        bundle: true,
        write: false,
        outdir: join(shop, 'out'),
        logLevel: 'silent',
      });
      const css = bundled.outputFiles.find((file) => file.path.endsWith('.css'))?.text ?? '';
      expect(css, statement).toContain('.rae-combobox');
    }
  });
});
