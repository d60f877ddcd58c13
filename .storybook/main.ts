import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import remarkGfm from 'remark-gfm';
import { docLinksPlugin } from './doc-links.ts';

const source = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

/**
 * Everything the stories import from node_modules, optimized up front: found during a run instead, Vite reloads the
 * page and the stories running at that moment fail (seen on a cold cache).
 */
export const storyDependencies = [
  '@tanstack/react-query',
  'downshift',
  'msw',
  'react-hook-form',
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
];

const config: StorybookConfig = {
  // The documentation site's pages (docs/), then the stories; docs pages show stories beside their text.
  stories: ['../docs/**/*.mdx', '../stories/**/*.stories.tsx'],
  addons: [
    // GitHub's Markdown in the docs pages: tables above all (MDX alone reads none).
    {
      name: '@storybook/addon-docs',
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: {
    name: '@storybook/react-vite',
    options: { builder: { viteConfigPath: fileURLToPath(new URL('./vite.config.ts', import.meta.url)) } },
  },
  // The MSW worker lives here, never in the package's build.
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    // Before Storybook's MDX plugin: the pages' links to files (../server/proxy.mdx#limits) as the site's addresses.
    plugins: [docLinksPlugin(), ...(viteConfig.plugins ?? [])],
    optimizeDeps: {
      ...viteConfig.optimizeDeps,
      include: [...(viteConfig.optimizeDeps?.include ?? []), ...storyDependencies],
    },
    resolve: {
      ...viteConfig.resolve,
      // Stories import the package by its public names; they resolve to the source of those entries.
      alias: [
        { find: /^react-address-entry\/address$/u, replacement: source('address.ts') },
        { find: /^react-address-entry\/testing$/u, replacement: source('testing/index.ts') },
        { find: /^react-address-entry\/testing\/msw$/u, replacement: source('testing/msw.ts') },
        { find: /^react-address-entry\/locales$/u, replacement: source('locales.ts') },
        { find: /^react-address-entry\/types$/u, replacement: source('types.ts') },
        { find: /^react-address-entry\/pickup$/u, replacement: source('pickup.ts') },
        { find: /^react-address-entry\/styles\.css(\?inline)?$/u, replacement: `${source('styles.css')}$1` },
        { find: /^react-address-entry$/u, replacement: source('index.ts') },
      ],
    },
  }),
};

export default config;
