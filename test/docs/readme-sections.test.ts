import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headings, headingSlugs } from './markdown.ts';

const root = new URL('../../', import.meta.url).pathname;

/**
 * Where each section of the README as it stood before the documentation site (1,900+ lines, at commit 1300143),
 * and of the Storybook pages it replaced, lives now: `[old heading, page, heading on that page]`. A page heading
 * renamed or removed fails here, so no part of the old reference loses its home without a decision.
 */
const HOMES: [old: string, page: string, heading: string][] = [
  ['# react-address-entry', 'docs/introduction.mdx', 'react-address-entry'],
  ['## Commands', 'docs/development.mdx', 'Every npm script'],
  ['## The demo checkout (`npm start`)', 'docs/introduction.mdx', 'The demo checkout'],
  ['## Install', 'docs/introduction.mdx', 'Install'],
  ['## Install: React Server Components', 'docs/introduction.mdx', 'React Server Components'],
  ['## Install: a relative baseUrl needs a page', 'docs/introduction.mdx', 'A relative `baseUrl` needs a page'],
  ['## First example', 'docs/reference/client.mdx', 'First example'],
  ['### Client options', 'docs/reference/client.mdx', 'Client options'],
  ['### What the client guarantees', 'docs/reference/client.mdx', 'What the client guarantees'],
  ['### Errors', 'docs/reference/client.mdx', 'Errors'],
  [
    '### Domain helpers: `react-address-entry/address`',
    'docs/reference/client.mdx',
    'Domain helpers: `react-address-entry/address`',
  ],
  [
    '### Whole addresses: `autocompletePostalArea`, `autocompleteStreet`, `lookupPostcode`',
    'docs/reference/client.mdx',
    'Whole addresses: `autocompletePostalArea`, `autocompleteStreet`, `lookupPostcode`',
  ],
  ['## React: provider and headless hooks', 'docs/reference/hooks.mdx', '`AddressEntryProvider`'],
  ['### `useHouseNumberAutocomplete(…)`', 'docs/reference/hooks.mdx', '`useHouseNumberAutocomplete`'],
  ['### `useExactAddress(…)`', 'docs/reference/hooks.mdx', '`useExactAddress`'],
  [
    '### `usePostalAreaAutocomplete` and `useStreetAutocomplete`',
    'docs/reference/hooks.mdx',
    '`usePostalAreaAutocomplete` and `useStreetAutocomplete`',
  ],
  ['### `usePostcodeAddress(…)`', 'docs/reference/hooks.mdx', '`usePostcodeAddress`'],
  ['### Query keys and options of the whole-address chains', 'docs/reference/hooks.mdx', 'Query keys'],
  ['### Query keys, options and retry', 'docs/reference/hooks.mdx', 'Query keys, options and retry'],
  ['## Components', 'docs/reference/components.mdx', 'Components: naming and what a checkout posts'],
  ['### Naming', 'docs/reference/components.mdx', 'Naming'],
  [
    '### What a checkout posts (every component alike)',
    'docs/reference/components.mdx',
    'What a checkout posts (every component alike)',
  ],
  [
    '### `HouseNumberCombobox` and `useHouseNumberCombobox`',
    'docs/reference/house-number-combobox.mdx',
    'HouseNumberCombobox',
  ],
  ['#### The hook alone', 'docs/reference/house-number-combobox.mdx', 'The hook alone: `useHouseNumberCombobox`'],
  ['#### Form libraries (react-hook-form)', 'docs/forms/in-a-form.mdx', 'Form libraries (react-hook-form)'],
  ['### `AddressFields`: a whole Belgian or German address', 'docs/reference/address-fields.mdx', 'AddressFields'],
  [
    '#### `PostalAreaCombobox` and `usePostalAreaCombobox`',
    'docs/reference/address-fields.mdx',
    '`PostalAreaCombobox` and `usePostalAreaCombobox`',
  ],
  [
    '#### `StreetCombobox` and `useStreetCombobox`',
    'docs/reference/address-fields.mdx',
    '`StreetCombobox` and `useStreetCombobox`',
  ],
  [
    '### `ExactAddressLookup` and `CityPicker`',
    'docs/reference/exact-address-lookup.mdx',
    'ExactAddressLookup and CityPicker',
  ],
  ['### `PostcodeAddressLookup`', 'docs/reference/postcode-address-lookup.mdx', 'PostcodeAddressLookup'],
  [
    '### A saved address: browser autofill fills the whole form',
    'docs/forms/saved-address.mdx',
    'A saved address: browser autofill fills the whole form',
  ],
  [
    '### The list is seen whole wherever the form sits',
    'docs/forms/list-seen-whole.mdx',
    'The list is seen whole wherever the form sits',
  ],
  ['### Languages', 'docs/languages-and-theming.mdx', 'Languages'],
  [
    '### The default theme: `react-address-entry/styles.css`',
    'docs/languages-and-theming.mdx',
    'The default theme: `react-address-entry/styles.css`',
  ],
  ['## Storybook', 'docs/development.mdx', 'This site: Storybook'],
  ['## Testing your checkout: `react-address-entry/testing`', 'docs/testing.mdx', 'Testing a checkout'],
  ['### The reference dataset', 'docs/testing.mdx', 'The reference dataset'],
  [
    '### The whole-address chains in the reference API',
    'docs/testing.mdx',
    'The whole-address chains in the reference API',
  ],
  ['## Development', 'docs/development.mdx', 'The tests: Vitest projects'],
  [
    '## The server proxy: `react-address-entry/server`',
    'docs/server/proxy.mdx',
    'The server proxy: `react-address-entry/server`',
  ],
  ['## The server proxy: its threat model', 'docs/server/proxy.mdx', 'What it guarantees'],
  ['## The server proxy: the runtime table', 'docs/server/nextjs.mdx', 'Mount the proxy, runtime by runtime'],
  [
    '### Paid lookups within budget: `limits`',
    'docs/server/budgets-and-cache.mdx',
    'Paid lookups within budget: `limits`',
  ],
  ['### Paid lookups not repeated: `cache`', 'docs/server/budgets-and-cache.mdx', 'Paid lookups not repeated: `cache`'],
  [
    '### A verified address: `signingKey` and `verifyAddress`',
    'docs/server/verified-address.mdx',
    'A verified address: `signingKey` and `verifyAddress`',
  ],
  [
    '## Next.js (App Router): the files a shop writes',
    'docs/server/nextjs.mdx',
    'Next.js (App Router): the files a shop writes',
  ],
  ['### Providers and layout', 'docs/server/nextjs.mdx', 'Providers and layout'],
  [
    '### The proxy as route handlers (Node.js and edge)',
    'docs/server/nextjs.mdx',
    'The proxy as route handlers (Node.js and edge)',
  ],
  ['### A server component that prefetches', 'docs/server/nextjs.mdx', 'A server component that prefetches'],
  [
    '### The client form, on react-hook-form, with a server action',
    'docs/server/nextjs.mdx',
    'The client form, on react-hook-form, with a server action',
  ],
  ['### The server action', 'docs/server/nextjs.mdx', 'The server action'],
  [
    '### Run the example (`npm run example:next`)',
    'docs/server/nextjs.mdx',
    'Run the example (`npm run example:next`)',
  ],
  ['## Package and weight', 'docs/weight-and-benchmarks.mdx', 'What a shop pays: the size budgets'],
  ['## Benchmarks (`npm run bench`)', 'docs/weight-and-benchmarks.mdx', 'Benchmarks (`npm run bench`)'],
  // The Storybook pages the site replaced.
  [
    'stories/ServerProxy.mdx: The server proxy',
    'docs/server/proxy.mdx',
    'The server proxy: `react-address-entry/server`',
  ],
  ['stories/Introduction.mdx: Set up the provider', 'docs/introduction.mdx', 'Set up the provider'],
  ['stories/Forms.mdx: Reset with the form', 'docs/forms/in-a-form.mdx', 'Reset with the form'],
  ['stories/Forms.mdx: The form contract', 'docs/forms/in-a-form.mdx', 'The form contract of the house-number field'],
  ['stories/Forms.mdx: Dutch addresses', 'docs/forms/in-a-form.mdx', 'The form contract of the Dutch lookups'],
  ['stories/Forms.mdx: The headless hook', 'docs/forms/in-a-form.mdx', 'The headless hook in your own markup'],
  [
    'stories/WholeAddress.mdx: Whole Belgian and German addresses',
    'docs/start/belgium-and-germany.mdx',
    'Belgium and Germany: a whole address',
  ],
  ['stories/Testing.mdx: Testing with `react-address-entry/testing`', 'docs/testing.mdx', 'Testing a checkout'],
];

const headingsOf = async (page: string) => headings(await readFile(join(root, page), 'utf8'));

describe('every section of the old README has a home on the documentation site', () => {
  it.each(HOMES)('%s → %s: %s', async (_old, page, heading) => {
    expect(await headingsOf(page)).toContain(heading);
  });

  it('gives each home heading an anchor a link can name', async () => {
    for (const [, page, heading] of HOMES) {
      const slugs = headingSlugs(`# ${heading}\n`);
      expect(headingSlugs(await readFile(join(root, page), 'utf8'))).toContain(slugs[0]);
    }
  });
});
