import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';

const run = promisify(execFile);
const tsx = import.meta.resolve('tsx');
const loader = new URL('./fixtures/client-reference-loader.ts', import.meta.url).href;
const dist = new URL('../../../dist/', import.meta.url);

/** Whether a built module starts with the `"use client"` directive. */
const isClientModule = async (path: string): Promise<boolean> =>
  (await readFile(new URL(path, dist), 'utf8')).startsWith('"use client";');

describe('React Server Components', () => {
  it('marks only the React modules "use client": the entry, client, errors, keys, query options and locales carry none', async () => {
    for (const path of [
      'index.js',
      'api/client.js',
      'api/errors.js',
      'query/address-keys.js',
      'query/exact-address-query-options.js',
      'query/house-number-query-options.js',
      'address/provinces.js',
      'server.js',
      'testing.js',
      'locales.js',
      'i18n/nl.js',
      'pickup.js',
    ]) {
      expect(await isClientModule(path), path).toBe(false);
    }
    for (const path of [
      'hooks/address-entry-provider.js',
      'hooks/address-entry-context.js',
      'hooks/use-exact-address.js',
      'components/house-number/house-number-combobox.js',
      'components/dutch-lookup/city-picker.js',
      // The DHL pickup's code, the components' own as they render it.
      'components/address-fields/dhl-pickup-capability.js',
    ]) {
      expect(await isClientModule(path), path).toBe(true);
    }
  });

  it('lets a server component import the main entry, create the client and prefetch both query options', async () => {
    const dir = inject('consumerWithoutMsw');
    const register = `data:text/javascript,import{register}from'node:module';register(${JSON.stringify(loader)})`;
    const { stdout } = await run(
      process.execPath,
      ['--conditions=react-server', '--import', tsx, '--import', register, join(dir, 'src/server-component.ts')],
      { cwd: dir },
    );
    expect(JSON.parse(stdout)).toEqual({
      postcode: '2012ES',
      suggestions: ['36-1', '36-2', '36-3', '36'],
      dehydratedKeys: [
        ['address', 'exact', { city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 }],
        [
          'address',
          'house-number',
          { country: 'DE', cityId: null, streetId: 1817, postcode: '01219', validation: 'none', houseNumber: '36' },
        ],
      ],
      keys: ['address'],
      clientReferences: {
        AddressEntryProvider: true,
        useExactAddress: true,
        HouseNumberCombobox: true,
        createAddressClient: false,
      },
    });
  });
});
