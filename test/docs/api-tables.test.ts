import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiTableNames, cellText, code, fillApiTables, renderApiTable } from '../../scripts/docs/api-tables.ts';
import { readApiTypes, type ApiType } from '../../scripts/docs/api-types.ts';
import { docPages } from './markdown.ts';

/*
 * The props and options tables of the documentation pages are plain Markdown in the pages (issue 52): GitHub and npm
 * show them as Storybook does. Written by `npm run docs:tables` from the types; a committed table that is not what
 * it writes now (a prop added, renamed or documented anew) fails here.
 */
const root = new URL('../../', import.meta.url).pathname;
let types: Record<string, ApiType>;

beforeAll(() => {
  types = readApiTypes(root);
}, 60_000);

const start = (name: string) => `[//]: # (api-table:${name}:start)`;
const end = (name: string) => `[//]: # (api-table:${name}:end)`;

describe('the generated tables of the documentation pages', () => {
  it('are in every page what `npm run docs:tables` writes now', async () => {
    const stale: string[] = [];
    for (const page of await docPages()) {
      const text = await readFile(join(root, page), 'utf8');
      if (fillApiTables(page, text, types) !== text) stale.push(page);
    }
    expect(stale, 'run npm run docs:tables').toEqual([]);
  });

  it('hold no component that renders only in Storybook: no <TypeTable>, a Markdown table in its place', async () => {
    for (const page of await docPages()) {
      const text = await readFile(join(root, page), 'utf8');
      expect(text, page).not.toMatch(/<TypeTable\b/u);
      for (const name of apiTableNames(text)) {
        const table = text.slice(text.indexOf(start(name)), text.indexOf(end(name)));
        expect(table, `${page}: ${name}`).toMatch(types[name]?.definition === null ? /^\| Name \|/mu : /^`type /mu);
      }
    }
  });

  it('writes a stale or empty table anew, and fails on a type the package does not export', () => {
    const page = ['Before.', '', start('ProxyErrorEvent'), end('ProxyErrorEvent'), '', 'After.'].join('\n');
    const filled = fillApiTables('page.mdx', page, types);
    expect(filled).toContain('| `kind` (required) |');
    expect(
      filled.startsWith(
        'Before.\n\n[//]: # (api-table:ProxyErrorEvent:start)\n\n`ProxyErrorEvent` from `react-address-entry/server`',
      ),
    ).toBe(true);
    expect(filled.endsWith('\n\n[//]: # (api-table:ProxyErrorEvent:end)\n\nAfter.')).toBe(true);
    expect(fillApiTables('page.mdx', filled, types)).toBe(filled);
    expect(() => fillApiTables('page.mdx', `${start('Gone')}\n${end('Gone')}`, types)).toThrow(
      'page.mdx: the package exports no type named Gone',
    );
  });

  it('renders a union of forms honestly: each row says the form it belongs to (AddressProxyOptions)', () => {
    const table = renderApiTable(types['AddressProxyOptions'] as ApiType);
    expect(table).toContain('| Name | With | Type | Default | Description |');
    expect(table).toMatch(/^\| `secret` \(required\) \| `upstream: string` \| `string` \|/mu);
    expect(table).toMatch(/^\| `secret` \| `upstream: InProcessUpstream` \| `string` \|/mu);
    expect(table).toMatch(/^\| `timeoutMs` \| every form \| `number` \| `5000` \|/mu);
  });

  it('escapes what a table cell or MDX would misread, and fences code with backticks in it', () => {
    expect(cellText('a | b, `x | y`, <b> {c}')).toBe('a \\| b, `x \\| y`, \\<b> \\{c\\}');
    expect(code('`${string}`')).toBe('`` `${string}` ``');
  });
});
