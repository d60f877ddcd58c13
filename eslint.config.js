import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { componentFamilies } from './eslint/component-families.js';

/**
 * The layers of ARCHITECTURE.md, each with the folders it must not import. A layer imports only the layers
 * listed before it: api → address → query → hooks → components (with i18n); resolve (api, address) serves the
 * components and the server; server and testing stand aside.
 */
const LAYERS = {
  api: ['address', 'query', 'hooks', 'components', 'i18n', 'resolve', 'server', 'testing'],
  address: ['query', 'hooks', 'components', 'i18n', 'resolve', 'server', 'testing'],
  query: ['hooks', 'components', 'i18n', 'resolve', 'server', 'testing'],
  // The hooks take the locale and messages types from i18n (its code stays with the components): see below.
  hooks: ['components', 'resolve', 'server', 'testing'],
  components: ['server', 'testing'],
  i18n: ['api', 'address', 'query', 'hooks', 'components', 'resolve', 'server', 'testing'],
  // Texts to a confirmed address through the client: the browser's fill and the server's checks share it.
  resolve: ['query', 'hooks', 'components', 'i18n', 'server', 'testing'],
  server: ['query', 'hooks', 'components', 'i18n', 'testing'],
  testing: ['query', 'hooks', 'components', 'i18n', 'resolve', 'server'],
};
const NO_REACT = ['api', 'address', 'i18n', 'resolve', 'server', 'testing'];

const layerRules = Object.entries(LAYERS).map(([layer, forbidden]) => ({
  files: [`src/${layer}/**/*.{ts,tsx}`],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: forbidden.map((f) => `**/${f}/**`), message: `src/${layer} must not import this layer (ARCHITECTURE.md).` },
          ...(layer === 'address'
            ? [{ group: ['**/api/**'], allowTypeImports: true, message: 'src/address imports only types of src/api.' }]
            : []),
          ...(layer === 'hooks'
            ? [{ group: ['**/i18n/**'], allowTypeImports: true, message: 'src/hooks imports only types of src/i18n (the locale, the messages).' }]
            : []),
          ...(NO_REACT.includes(layer)
            ? [{ group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@tanstack/*', 'downshift'], message: `src/${layer} holds no React code.` }]
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
