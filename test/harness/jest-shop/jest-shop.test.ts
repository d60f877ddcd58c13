import js from '@eslint/js';
import { ESLint } from 'eslint';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import tseslint from 'typescript-eslint';
import { describe, expect, inject, it } from 'vitest';
import { exampleBlocks } from '../../docs/markdown.ts';
import { root } from '../../support/example-shop.ts';

const run = promisify(execFile);

/** The example Jest shop as the project's global setup installed it (in `<temp>/examples/jest-shop`). */
const shop = inject('jestShop');

/** What `jest --json` reports, as far as these tests read it. */
interface JestReport {
  success: boolean;
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    message: string;
    assertionResults: { title: string; status: string; failureMessages: string[] }[];
  }[];
}

/** Runs the shop's Jest (`jest --ci --json` and `args`) and resolves to its report, whether the tests passed or not. */
async function jest(args: string[]): Promise<JestReport> {
  const { stdout } = await run(process.execPath, ['node_modules/jest/bin/jest.js', '--ci', '--json', ...args], {
    cwd: shop,
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: unknown) => ({ stdout: (error as { stdout?: string }).stdout ?? '' }));
  return JSON.parse(stdout) as JestReport;
}

/** Each test of a report as `file › title: status`, files by name only. */
const outcomes = (report: JestReport) =>
  report.testResults
    .flatMap(({ name, assertionResults }) =>
      assertionResults.map(({ title, status }) => `${name.slice(name.lastIndexOf('/') + 1)} › ${title}: ${status}`),
    )
    .sort();

describe('the example Jest shop (Jest 30, jsdom, Babel), on the packed package', () => {
  it('passes its checkout tests against the reference API, through MSW and without it, and its verifyAddress test', async () => {
    const report = await jest([]);
    expect(outcomes(report), report.testResults.map(({ message }) => message).join('\n')).toEqual([
      'checkout-msw.test.tsx › finds the Dutch address of a postcode and house number, and the order posts it as confirmed: passed',
      'checkout-msw.test.tsx › says the check is unavailable when the service is down, and the order goes on with the address as typed, unverified: passed',
      'checkout.test.tsx › finds the Dutch address of a postcode and house number with one lookup, and the order posts it as confirmed: passed',
      'checkout.test.tsx › shows France’s own fields once France is chosen (loaded when chosen), and posts them unverified: passed',
      'verify-address.test.tsx › refuses the order when a posted field was changed after the check: passed',
      'verify-address.test.tsx › verifies the address the checkout posts, as the service confirmed it: passed',
    ]);
    expect(report.success).toBe(true);
  });

  it('needs one line of Jest configuration for the package, the environment: the tests without MSW pass with it alone', async () => {
    const report = await jest([
      '--config',
      JSON.stringify({ testEnvironment: 'jest-fixed-jsdom' }),
      'test/checkout.test.tsx',
      'test/verify-address.test.tsx',
    ]);
    expect(report.numFailedTests, report.testResults.map(({ message }) => message).join('\n')).toBe(0);
    expect(report.numPassedTests).toBe(4);
  });

  it('keeps its committed configuration to that environment and MSW’s own dependencies: nothing for the package', () => {
    const config = createRequire(import.meta.url)(join(shop, 'jest.config.js')) as Record<string, unknown>;
    expect(config['testEnvironment']).toBe('jest-fixed-jsdom');
    // The rest is MSW's (its ES-module-only dependencies compiled by Babel): no module map, nothing that names the package.
    expect(Object.keys(config).sort()).toEqual(['testEnvironment', 'transformIgnorePatterns']);
    expect(JSON.stringify(config)).not.toContain('react-address-entry');
  });

  it('says what to change when the environment has no Fetch API, rather than showing the check as unavailable', async () => {
    const report = await jest(['--config', JSON.stringify({ testEnvironment: 'jsdom' }), 'test/checkout.test.tsx']);
    const failures = report.testResults.flatMap(({ assertionResults }) =>
      assertionResults.flatMap(({ failureMessages }) => failureMessages),
    );
    expect(report.numFailedTests).toBe(2);
    for (const failure of failures) {
      expect(failure).toContain(
        "createReferenceAddressApi needs the Fetch API, and Request and Response are not defined here. Under Jest's jsdom, use the environment jest-fixed-jsdom",
      );
    }
  });

  it('typechecks its tests (strict, no skipLibCheck) against the package’s CommonJS declarations', async () => {
    const tsc = join(shop, 'node_modules/typescript/bin/tsc');
    const { stdout } = await run(process.execPath, [tsc, '--noEmit', '--listFiles'], {
      cwd: shop,
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: unknown) => ({
      stdout: `tsc failed:\n${(error as { stdout?: string }).stdout ?? String(error)}`,
    }));
    expect(stdout).not.toMatch(/tsc failed|error TS/u);
    const packageFiles = stdout
      .split('\n')
      .filter((file) => file.includes('/node_modules/react-address-entry/'))
      .map((file) => file.slice(file.indexOf('dist/')))
      .sort();
    expect(packageFiles).toEqual([
      'dist/index.d.cts',
      'dist/server.d.cts',
      'dist/testing.d.cts',
      'dist/testing/msw.d.cts',
    ]);
  });

  it('passes the repository’s lint rules (type-aware, strict, React’s hooks), with the shop’s own tsconfig', async () => {
    const config = defineConfig(
      { ignores: ['node_modules/**'] },
      js.configs.recommended,
      tseslint.configs.strictTypeChecked,
      reactHooks.configs.flat.recommended,
      {
        languageOptions: {
          globals: { ...globals.browser, ...globals.node, ...globals.jest },
          parserOptions: { projectService: true, tsconfigRootDir: shop },
        },
        rules: {
          '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
          '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
          '@typescript-eslint/consistent-type-imports': 'error',
        },
      },
      // Jest's and Babel's configuration files: CommonJS, outside the shop's TypeScript.
      {
        files: ['*.config.js'],
        extends: [tseslint.configs.disableTypeChecked],
        languageOptions: { sourceType: 'commonjs' },
      },
    );
    const eslint = new ESLint({ cwd: shop, overrideConfigFile: true, overrideConfig: config });
    const results = await eslint.lintFiles(['src', 'test', 'jest.config.js', 'babel.config.js']);
    expect(results.length).toBe(7);
    const problems = results.flatMap((result) =>
      result.messages.map(
        (message) => `${result.filePath}:${String(message.line)} ${message.ruleId ?? ''} ${message.message}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('is what the testing page shows, word for word', async () => {
    const text = await readFile(join(root, 'docs/testing.mdx'), 'utf8');
    const blocks = exampleBlocks(text, 'jest-shop');
    expect(blocks.map(({ path }) => path)).toEqual(
      expect.arrayContaining(['jest.config.js', 'babel.config.js', 'test/checkout-msw.test.tsx']),
    );
    for (const { line, path, code } of blocks) {
      const file = await readFile(join(root, 'examples/jest-shop', path), 'utf8').catch(
        () => `(${path} does not exist)`,
      );
      expect(code, `docs/testing.mdx line ${String(line)}: the block differs from examples/jest-shop/${path}`).toBe(
        file,
      );
    }
  });
});
