import js from '@eslint/js';
import { ESLint } from 'eslint';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
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

/**
 * Runs the shop's Jest (`jest --ci --json` and `args`) and resolves to its report, whether the tests passed or not.
 * Each test may take 30 s (Jest's own limit is 5 s): the machine that runs `npm test` runs other projects beside it.
 */
async function jest(args: string[]): Promise<JestReport> {
  const command = ['node_modules/jest/bin/jest.js', '--ci', '--json', '--testTimeout=30000', ...args];
  const { stdout } = await run(process.execPath, command, {
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

/** Every test of the shop, passed: the checkout of the one-element page's recipe, in each country it ships to. */
const ALL_PASSED = [
  'checkout-msw.test.tsx › finds the Dutch address of a postcode and house number, and the order posts it as confirmed: passed',
  'checkout-msw.test.tsx › says the check is unavailable when the service is down, and the order goes on with the address as typed, unverified: passed',
  'checkout.test.tsx › finds the Dutch address of a postcode and house number with one lookup, and the order posts it as confirmed: passed',
  'checkout.test.tsx › focuses a Dutch postcode that does not fit, not the house number, and says why; nothing is ordered: passed',
  'checkout.test.tsx › ships to Belgium: postal area, street and house number chosen in turn, the focus on each step still to choose: passed',
  'checkout.test.tsx › ships to Germany: a house number with its own postcode: passed',
  'checkout.test.tsx › shows France’s own fields once France is chosen (loaded when chosen), in its own words, and posts them unverified: passed',
  'checkout.test.tsx › speaks Dutch with the locale of react-address-entry/locales: passed',
  'verify-address.test.tsx › refuses the order when a posted field was changed after the check: passed',
  'verify-address.test.tsx › verifies the address the checkout posts, as the service confirmed it: passed',
];

/** The shop's Jest configuration files (ES modules: the shop is "type": "module"), by the transform each names. */
const CONFIGS = { 'babel-jest': 'jest.config.js', 'ts-jest': 'jest.ts-jest.config.js' } as const;

/** A Jest configuration file of the shop, loaded as Jest loads it (an ES module's default export). */
const loadConfig = async (file: string): Promise<Record<string, unknown>> =>
  ((await import(pathToFileURL(join(shop, file)).href)) as { default: Record<string, unknown> }).default;

/** The shop's tests that need MSW; the others need the package and the environment only. */
const MSW_TESTS = ['test/checkout-msw.test.tsx'];
const OTHER_TESTS = ['test/checkout.test.tsx', 'test/verify-address.test.tsx'];
/** How long a step of the shop (a Jest run, its typecheck, its lint) may take on a machine that runs other projects beside it. */
const SLOW_STEP = 240_000;

describe('the example Jest shop (Jest 30, jsdom, "type": "module"), on the packed package', () => {
  it(
    'passes with babel-jest: the MSW tests with the committed configuration, the rest (the stylesheet imported) with the environment line alone',
    async () => {
      // The package needs the environment and nothing else; MSW's own list is for MSW. Run apart, not twice.
      const [withMsw, environmentOnly] = [
        await jest(['--config', CONFIGS['babel-jest'], ...MSW_TESTS]),
        await jest(['--config', JSON.stringify({ testEnvironment: 'jest-fixed-jsdom' }), ...OTHER_TESTS]),
      ];
      const messages = [withMsw, environmentOnly].flatMap((report) => report.testResults.map(({ message }) => message));
      expect([...outcomes(withMsw), ...outcomes(environmentOnly)].sort(), messages.join('\n')).toEqual(ALL_PASSED);
    },
    SLOW_STEP,
  );

  it(
    'passes with ts-jest and its committed configuration: the recipe in the Netherlands, Belgium, Germany and France, MSW and verifyAddress',
    async () => {
      const report = await jest(['--config', CONFIGS['ts-jest']]);
      expect(outcomes(report), report.testResults.map(({ message }) => message).join('\n')).toEqual(ALL_PASSED);
      expect(report.success).toBe(true);
    },
    SLOW_STEP,
  );

  it.each(Object.values(CONFIGS))(
    '%s: two settings besides the transform, the environment and MSW’s own list; nothing for the package',
    async (file) => {
      const config = await loadConfig(file);
      expect(config['testEnvironment']).toBe('jest-fixed-jsdom');
      // The rest is MSW's (its ES-module-only dependencies compiled): no module map, nothing that names the package.
      expect(Object.keys(config).sort()).toEqual(['testEnvironment', 'transform', 'transformIgnorePatterns']);
      expect(JSON.stringify(config)).not.toContain('react-address-entry');
    },
  );

  it(
    'says what to change when the environment has no Fetch API, rather than showing the check as unavailable',
    async () => {
      const report = await jest(['--config', JSON.stringify({ testEnvironment: 'jsdom' }), 'test/checkout.test.tsx']);
      const failures = report.testResults.flatMap(({ assertionResults }) =>
        assertionResults.flatMap(({ failureMessages }) => failureMessages),
      );
      expect(report.numFailedTests).toBe(6);
      for (const failure of failures) {
        expect(failure).toContain(
          "createReferenceAddressApi needs the Fetch API, and Request and Response are not defined here. Under Jest's jsdom, use the environment jest-fixed-jsdom",
        );
      }
    },
    SLOW_STEP,
  );

  it(
    'typechecks its tests (strict, no skipLibCheck) as a Vite app does, the stylesheet’s import included',
    async () => {
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
      // The bundler's resolution: the ES module declarations, and the stylesheet's (TypeScript 6 checks side-effect imports).
      expect(packageFiles).toEqual([
        'dist/index.d.ts',
        'dist/locales.d.ts',
        'dist/server.d.ts',
        'dist/styles.d.css.ts',
        'dist/testing.d.ts',
        'dist/testing/msw.d.ts',
      ]);
    },
    SLOW_STEP,
  );

  it(
    'passes the repository’s lint rules (type-aware, strict, React’s hooks), with the shop’s own tsconfig',
    async () => {
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
        // Jest's configuration files (ES modules) and Babel's (CommonJS), outside the shop's TypeScript.
        { files: ['*.config.js', '*.config.cjs'], extends: [tseslint.configs.disableTypeChecked] },
        { files: ['*.config.cjs'], languageOptions: { sourceType: 'commonjs' } },
      );
      const eslint = new ESLint({ cwd: shop, overrideConfigFile: true, overrideConfig: config });
      const results = await eslint.lintFiles(['src', 'test', ...Object.values(CONFIGS), 'babel.config.cjs']);
      expect(results.length).toBe(9);
      const problems = results.flatMap((result) =>
        result.messages.map(
          (message) => `${result.filePath}:${String(message.line)} ${message.ruleId ?? ''} ${message.message}`,
        ),
      );
      expect(problems).toEqual([]);
    },
    SLOW_STEP,
  );

  it('is what the testing page shows, word for word', async () => {
    const text = await readFile(join(root, 'docs/testing.mdx'), 'utf8');
    const blocks = exampleBlocks(text, 'jest-shop');
    expect(blocks.map(({ path }) => path)).toEqual(
      expect.arrayContaining([
        'jest.config.js',
        'jest.ts-jest.config.js',
        'babel.config.cjs',
        'src/checkout.tsx',
        'test/checkout-msw.test.tsx',
      ]),
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

  it('checks out with the one-element page’s react-hook-form recipe, word for word', async () => {
    const page = await readFile(join(root, 'docs/start/one-element.mdx'), 'utf8');
    const recipe = /```tsx\n(import \{ Controller, useForm \}[\s\S]*?)```/u.exec(page)?.[1];
    expect(await readFile(join(root, 'examples/jest-shop/src/checkout-form.tsx'), 'utf8')).toBe(recipe);
  });
});
