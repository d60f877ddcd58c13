import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { componentFamilies } from './eslint/component-families.js';

/**
 * The layers of the map of the source (docs/architecture.mdx, written to ARCHITECTURE.md), each with the folders it
 * must not import. api → address → query → hooks → components: each imports only those before it (address only the
 * types of api). i18n imports nothing; the components use it, the hooks its types. resolve (api, address) is shared by
 * the components' fill and the server's checks; server (api, address, resolve) and testing (api, address) stand aside;
 * cli (the bin) stands on server, resolve and testing. The map's table says the same (test/docs/architecture.test.ts).
 */
const LAYERS = {
  api: ['address', 'query', 'hooks', 'components', 'i18n', 'resolve', 'server', 'testing', 'cli'],
  address: ['query', 'hooks', 'components', 'i18n', 'resolve', 'server', 'testing', 'cli'],
  query: ['hooks', 'components', 'i18n', 'resolve', 'server', 'testing', 'cli'],
  // The hooks take the language, locale and messages types from i18n (its code stays with the components): see below.
  hooks: ['components', 'resolve', 'server', 'testing', 'cli'],
  components: ['server', 'testing', 'cli'],
  i18n: ['api', 'address', 'query', 'hooks', 'components', 'resolve', 'server', 'testing', 'cli'],
  // Texts to a confirmed address through the client: the browser's fill and the server's checks share it.
  resolve: ['query', 'hooks', 'components', 'i18n', 'server', 'testing', 'cli'],
  server: ['query', 'hooks', 'components', 'i18n', 'testing', 'cli'],
  testing: ['query', 'hooks', 'components', 'i18n', 'resolve', 'server', 'cli'],
  // The bin (`react-address-entry check`): the server's checks over a CSV book, in Node; no entry imports it.
  cli: ['query', 'hooks', 'components', 'i18n'],
};
const NO_REACT = ['api', 'address', 'i18n', 'resolve', 'server', 'testing', 'cli'];

const layerRules = Object.entries(LAYERS).map(([layer, forbidden]) => ({
  files: [`src/${layer}/**/*.{ts,tsx}`],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: forbidden.map((f) => `**/${f}/**`),
            message: `src/${layer} must not import this layer (ARCHITECTURE.md).`,
          },
          ...(layer === 'address'
            ? [{ group: ['**/api/**'], allowTypeImports: true, message: 'src/address imports only types of src/api.' }]
            : []),
          ...(layer === 'hooks'
            ? [
                {
                  group: ['**/i18n/**'],
                  allowTypeImports: true,
                  message: 'src/hooks imports only types of src/i18n (the locale, the messages).',
                },
              ]
            : []),
          ...(NO_REACT.includes(layer)
            ? [
                {
                  group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@tanstack/*', 'downshift'],
                  message: `src/${layer} holds no React code.`,
                },
              ]
            : []),
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'storybook-static', 'node_modules', '.storybook/public', 'examples'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `waitFor(() => expect(...))` is the testing idiom; braces around it add nothing.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  ...layerRules,
  {
    files: ['src/components/**/*.{ts,tsx}'],
    plugins: { rae: { rules: { 'component-families': componentFamilies } } },
    rules: { 'rae/component-families': 'error' },
  },
  {
    files: ['eslint.config.js', 'eslint/**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
