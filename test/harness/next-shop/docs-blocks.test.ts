import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exampleBlocks } from '../../docs/markdown.ts';
import { root } from '../../support/example-shop.ts';
import { exampleDir } from './packed-example.ts';

/** The page of the documentation site that shows the example's files (the README links to it). */
const DOCUMENTS = ['docs/server/nextjs.mdx'];

describe('the Next.js page’s code blocks', () => {
  it('finds the blocks that name an example file, and only them', () => {
    const markdown = [
      '# t',
      '```tsx',
      '// examples/next-shop/app/page.tsx',
      'x',
      '```',
      '```ts',
      '// not an example',
      '```',
      '```sh',
      '# examples/next-shop/run.sh',
      '```',
      '',
    ].join('\n');
    expect(exampleBlocks(markdown)).toEqual([
      { line: 2, path: 'app/page.tsx', code: '// examples/next-shop/app/page.tsx\nx\n' },
      { line: 9, path: 'run.sh', code: '# examples/next-shop/run.sh\n' },
    ]);
  });

  it.each(DOCUMENTS)('%s: each block naming an example file is that file, word for word', async (document) => {
    const text = await readFile(join(root, document), 'utf8');
    expect(exampleBlocks(text).length).toBeGreaterThanOrEqual(5);
    for (const { line, path, code } of exampleBlocks(text)) {
      const file = await readFile(join(exampleDir, path), 'utf8').catch(() => `(${path} does not exist)`);
      expect(code, `${document} line ${String(line)}: the block differs from examples/next-shop/${path}`).toBe(file);
    }
  });

  it('shows the files a Next.js shop writes: providers, route handler, server component, client form, server action', async () => {
    const named = new Set<string>();
    for (const document of DOCUMENTS) {
      const text = await readFile(join(root, document), 'utf8').catch(() => '');
      for (const { path } of exampleBlocks(text)) named.add(path);
    }
    expect([...named]).toEqual(
      expect.arrayContaining([
        'app/providers.tsx',
        'app/api/address/[...path]/route.ts',
        'app/page.tsx',
        'app/checkout.tsx',
        'app/actions.ts',
      ]),
    );
  });
});
