import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
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
    expect(property('UseAutocompleteOptions', 'debounceMs')).toMatchObject({ type: 'number', optional: true, defaultValue: '150' });
    expect(property('UseAutocompleteOptions', 'enabled')?.description).not.toBe('');
    expect(types['UseAutocompleteOptions']?.entry).toBe('react-address-entry');
  });

  it('lists the props of every member of a union of props once, with the members’ types joined', () => {
    expect(property('HouseNumberComboboxProps', 'country')).toMatchObject({ type: "'BE' | 'DE'", optional: false });
    // A BE-only prop is still a prop of the component.
    expect(property('HouseNumberComboboxProps', 'municipalityNisCode')).toBeDefined();
  });

  it('reads the server entry’s options, and writes a type alias of no object type as its definition', () => {
    expect(types['AddressProxyOptions']).toMatchObject({ entry: 'react-address-entry/server', definition: null });
    expect(property('AddressProxyOptions', 'secret')?.optional).toBe(false);
    expect(types['HouseNumberStatus']).toMatchObject({ definition: '"validated" | "incomplete" | "unknown"', properties: [] });
  });

  it('writes {@link X} in a doc comment as code', () => {
    expect(types['HouseNumberComboboxProps']?.description).toBe('Props of `HouseNumberCombobox`.');
  });

  it('knows every type a page of the site puts in a TypeTable', async () => {
    const named: string[] = [];
    for (const page of await docPages()) {
      const text = await readFile(join(root, page), 'utf8');
      for (const match of text.matchAll(/<TypeTable\s+of="([^"]+)"/gu)) named.push(`${page}: ${match[1] ?? ''}`);
    }
    expect(named.length).toBeGreaterThanOrEqual(20);
    expect(named.filter((each) => types[each.split(': ')[1] ?? ''] === undefined)).toEqual([]);
  });
});
