import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiTableNames } from '../../scripts/docs/api-tables.ts';
import { readApiTypes, type ApiType } from '../../scripts/docs/api-types.ts';
import { docPages } from './markdown.ts';

const root = new URL('../../', import.meta.url).pathname;
let types: Record<string, ApiType>;

beforeAll(() => {
  types = readApiTypes(root);
}, 60_000);

const property = (type: string, name: string) => types[type]?.properties.find((each) => each.name === name);

describe('the public types the documentation site’s tables show', () => {
  it('lists a hook’s options with their types, defaults and doc comments', () => {
    expect(property('UseAutocompleteOptions', 'debounceMs')).toMatchObject({
      type: 'number',
      optional: true,
      defaultValue: '150',
    });
    expect(property('UseAutocompleteOptions', 'enabled')?.description).not.toBe('');
    expect(types['UseAutocompleteOptions']?.entry).toBe('react-address-entry/types');
  });

  it('lists a union’s props a row per form where the forms differ, once where they agree', () => {
    const rows = (type: string, name: string) => types[type]?.properties.filter((each) => each.name === name) ?? [];
    expect(types['HouseNumberComboboxProps']?.forms.map((form) => form.label)).toEqual([
      "country: 'BE'",
      "country: 'DE'",
    ]);
    expect(rows('HouseNumberComboboxProps', 'country').map((each) => [each.type, each.forms])).toEqual([
      ["'BE'", ["country: 'BE'"]],
      ["'DE'", ["country: 'DE'"]],
    ]);
    // A BE-only prop is still a prop of the component, and says so.
    expect(rows('HouseNumberComboboxProps', 'municipalityNisCode')).toMatchObject([{ forms: ["country: 'BE'"] }]);
    expect(rows('HouseNumberComboboxProps', 'debounceMs')).toMatchObject([{ forms: null }]);
  });

  it('reads the server entry’s options: the URL form needs `key` and `secret`, the in-process form neither', () => {
    expect(types['AddressProxyOptions']).toMatchObject({ entry: 'react-address-entry/server', definition: null });
    expect(types['AddressProxyOptions']?.forms.map((form) => form.label)).toEqual([
      'upstream: string',
      'upstream: InProcessUpstream',
    ]);
    const secret = types['AddressProxyOptions']?.properties.filter((each) => each.name === 'secret');
    expect(secret?.map((each) => [each.forms, each.optional])).toEqual([
      [['upstream: string'], false],
      [['upstream: InProcessUpstream'], true],
    ]);
    expect(property('AddressProxyOptions', 'timeoutMs')).toMatchObject({ forms: null, defaultValue: '5000' });
    expect(types['HouseNumberStatus']).toMatchObject({
      definition: '"validated" | "unknown" | "incomplete"',
      properties: [],
    });
  });

  it('lists no form of a union whose forms differ only in the libraries’ own properties (a React Query result)', () => {
    expect(types['UseExactAddressResult']?.forms).toEqual([]);
    expect(property('UseExactAddressResult', 'address')?.forms).toBeNull();
  });

  it('writes {@link X} in a doc comment as code', () => {
    expect(types['HouseNumberComboboxProps']?.description).toBe('Props of `HouseNumberCombobox`.');
  });

  it('knows every type a page of the site puts in a table', async () => {
    const named: string[] = [];
    for (const page of await docPages()) {
      const text = await readFile(join(root, page), 'utf8');
      for (const name of apiTableNames(text)) named.push(`${page}: ${name}`);
    }
    expect(named.length).toBeGreaterThanOrEqual(20);
    expect(named.filter((each) => types[each.split(': ')[1] ?? ''] === undefined)).toEqual([]);
  });
});
