import { access, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../eslint/component-families.js';
import { ARCHITECTURE_FILE, ARCHITECTURE_PAGE, architectureMarkdown } from '../../scripts/docs/architecture.ts';
import { headingSlugs, markdownLinks } from './markdown.ts';

/*
 * The map of the source (issue 59): one text, the documentation site's page docs/architecture.mdx, written to
 * ARCHITECTURE.md at the root by `npm run docs:architecture`. Its tables of what each layer and each component family
 * may import say exactly what the lint rules enforce, so the map cannot drift from the code's own rules.
 */
const root = new URL('../../', import.meta.url).pathname;
const page = await readFile(join(root, ARCHITECTURE_PAGE), 'utf8');
const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** The rows of the table under a heading of the page (up to the next heading), as cells without their `|`. */
function tableRows(heading: string): string[][] {
  const start = page.indexOf(`\n${heading}\n`);
  if (start === -1) throw new Error(`${ARCHITECTURE_PAGE} has no heading ${heading}`);
  const section = page.slice(start + heading.length + 2).split(/^#{2,3} /mu)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/u)
        .map((cell) => cell.trim()),
    );
}

/** The code spans of a cell, split by whether "types of" comes before them (type-only imports). */
function importsOf(cell: string): { full: string[]; typesOnly: string[] } {
  const full: string[] = [];
  const typesOnly: string[] = [];
  for (const match of cell.matchAll(/(types of )?`([^`]+)`/gu))
    (match[1] === undefined ? full : typesOnly).push(match[2] ?? '');
  return { full: full.sort(), typesOnly: typesOnly.sort() };
}

/** What eslint.config.js lets each layer import, read from its `no-restricted-imports` rules. */
async function lintedLayers(): Promise<Map<string, { full: string[]; typesOnly: string[]; react: boolean }>> {
  // eslint.config.js is JavaScript without declarations: imported by a path TypeScript does not resolve.
  const configPath = '../../eslint.config.js';
  const { default: config } = (await import(configPath)) as { default: Linter.Config[] };
  const rules = new Map<string, { group: string[]; allowTypeImports?: boolean }[]>();
  for (const entry of config) {
    const layer = /^src\/([\w-]+)\/\*\*\/\*\.\{ts,tsx\}$/u.exec(String(entry.files?.[0] ?? ''))?.[1];
    const rule = entry.rules?.['@typescript-eslint/no-restricted-imports'];
    if (layer === undefined || !Array.isArray(rule)) continue;
    rules.set(layer, (rule[1] as { patterns: { group: string[]; allowTypeImports?: boolean }[] }).patterns);
  }
  const layers = [...rules.keys()];
  const folderOf = (pattern: string) => /^\*\*\/([\w-]+)\/\*\*$/u.exec(pattern)?.[1];
  return new Map(
    [...rules].map(([layer, patterns]) => {
      const forbidden = new Set(
        patterns.filter((p) => p.allowTypeImports !== true).flatMap((p) => p.group.map(folderOf)),
      );
      const typesOnly = patterns
        .filter((p) => p.allowTypeImports === true)
        .flatMap((p) => p.group.map(folderOf))
        .filter((f) => f !== undefined);
      const full = layers.filter((other) => other !== layer && !forbidden.has(other) && !typesOnly.includes(other));
      const react = !patterns.some((p) => p.group.includes('react'));
      return [layer, { full: full.sort(), typesOnly: typesOnly.sort(), react }];
    }),
  );
}

describe('the map of the source: docs/architecture.mdx and ARCHITECTURE.md', () => {
  it('ARCHITECTURE.md is what `npm run docs:architecture` writes from the page now', async () => {
    const written = await readFile(join(root, ARCHITECTURE_FILE), 'utf8').catch(() => '(no ARCHITECTURE.md)');
    expect(written, 'run npm run docs:architecture').toBe(architectureMarkdown(page));
  });

  it('writes the page for the root: the Meta lines gone, its links from the root, code and anchors left alone', () => {
    const source = [
      "import { Meta } from '@storybook/addon-docs/blocks';",
      '',
      '<Meta title="Architecture" />',
      '',
      '# Map',
      '',
      'See [the proxy](./server/proxy.mdx#limits), [the README](../README.md), [below](#map) and [npm](https://www.npmjs.com/).',
      '`[a span](./server/proxy.mdx)`',
      '```md',
      '[in code](./server/proxy.mdx)',
      '```',
      '',
    ].join('\n');
    expect(architectureMarkdown(source)).toBe(
      [
        '<!-- Written from docs/architecture.mdx by `npm run docs:architecture`: edit that page, then run it. -->',
        '',
        '# Map',
        '',
        'See [the proxy](docs/server/proxy.mdx#limits), [the README](README.md), [below](#map) and [npm](https://www.npmjs.com/).',
        '`[a span](./server/proxy.mdx)`',
        '```md',
        '[in code](./server/proxy.mdx)',
        '```',
        '',
      ].join('\n'),
    );
  });

  it('ARCHITECTURE.md has no broken link: each file it names exists, each heading it names is there', async () => {
    const markdown = architectureMarkdown(page);
    const broken: string[] = [];
    for (const link of markdownLinks(markdown)) {
      if (/^https?:/u.test(link)) continue;
      const [path = '', anchor] = link.split('#');
      const text = path === '' ? markdown : await readFile(join(root, path), 'utf8').catch(() => null);
      if (text === null) broken.push(`${link} (no such file)`);
      else if (anchor !== undefined && !headingSlugs(text).includes(anchor)) broken.push(`${link} (no such heading)`);
    }
    expect(broken).toEqual([]);
  });

  it('says of each layer what eslint.config.js lets it import, and whether it may use React', async () => {
    const linted = await lintedLayers();
    expect([...linted.keys()].sort()).toEqual([
      'address',
      'api',
      'cli',
      'components',
      'hooks',
      'i18n',
      'query',
      'resolve',
      'server',
      'testing',
    ]);
    const rows = tableRows('## Layers: what each folder may import');
    const mapped = new Map(
      rows.map(([folder = '', , imports = '', react = '']) => [
        /^`src\/([\w-]+)\/`$/u.exec(folder)?.[1] ?? folder,
        { ...importsOf(imports), react: !react.startsWith('no') },
      ]),
    );
    expect(mapped).toEqual(linted);
  });

  it('says of each component family what eslint/component-families.js lets it import', () => {
    const rows = tableRows('### The component families');
    const mapped = Object.fromEntries(
      rows.map(([family = '', , imports = '']) => {
        const spans = importsOf(imports).full;
        return [
          family.replace(/^`|\/`$/gu, ''),
          {
            imports: spans
              .filter((span) => span.endsWith('/'))
              .map((span) => span.slice(0, -1))
              .sort(),
            composes: spans.filter((span) => !span.endsWith('/')).sort(),
          },
        ];
      }),
    );
    const linted = Object.fromEntries(
      Object.entries(FAMILIES).map(([family, rules]) => [
        family,
        { imports: [...rules.imports].sort(), composes: [...rules.composes].sort() },
      ]),
    );
    expect(mapped).toEqual(linted);
  });

  it('names only files that exist: a path from the root, src/ or src/components/, a bare name anywhere; the build aside', async () => {
    const everyFile = (await readdir(root, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile() && !entry.parentPath.includes('node_modules'))
      .map((entry) => entry.name);
    const named = new Set([...page.matchAll(/`([\w./-]+\.(?:tsx?|js))`/gu)].map((match) => match[1] ?? ''));
    expect(named.size).toBeGreaterThan(40);
    const missing: string[] = [];
    for (const name of named) {
      if (name.startsWith('dist/')) continue;
      const paths = ['', 'src', 'src/components'].map((folder) => join(root, folder, name));
      const found = name.includes('/')
        ? (await Promise.all(paths.map(exists))).includes(true)
        : everyFile.includes(name);
      if (!found) missing.push(name);
    }
    expect(missing).toEqual([]);
  });
});
