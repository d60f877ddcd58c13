import js from '@eslint/js';
import { ESLint } from 'eslint';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { describe, expect, inject, it } from 'vitest';

/**
 * The repository's lint rules (type-aware, strict, React's hooks and compiler rules) for the example shop, with the
 * example's own tsconfig. The root `eslint .` leaves `examples/` out: the example's types exist only once it is
 * installed, which this project's global setup does in a temporary folder.
 */
const shop = inject('nextShop');

const config = defineConfig(
  { ignores: ['.next/**', 'node_modules/**', 'next-env.d.ts'] },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: shop },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['**/*.mjs'], extends: [tseslint.configs.disableTypeChecked] },
);

describe('the example shop’s code', () => {
  it('passes the repository’s lint rules', async () => {
    const eslint = new ESLint({ cwd: shop, overrideConfigFile: true, overrideConfig: config });
    const results = await eslint.lintFiles(['app', 'lib', 'scripts', 'next.config.ts']);
    expect(results.length).toBeGreaterThanOrEqual(12);
    const problems = results.flatMap((result) =>
      result.messages.map(
        (message) => `${result.filePath}:${String(message.line)} ${message.ruleId ?? ''} ${message.message}`,
      ),
    );
    expect(problems).toEqual([]);
  });
});
