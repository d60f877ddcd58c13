import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exampleBlocks } from '../../docs/markdown.ts';
import { root } from '../../support/example-shop.ts';

/** The page of the documentation site that shows the example's files. */
const DOCUMENT = 'docs/server/react-router.mdx';

describe('the React Router page’s code blocks', () => {
  it('are the example shop’s files, word for word: configuration, routes, the proxy as a resource route, root, checkout', async () => {
    const blocks = exampleBlocks(await readFile(join(root, DOCUMENT), 'utf8'), 'react-router-shop');
    expect(blocks.map(({ path }) => path)).toEqual([
      'react-router.config.ts',
      'vite.config.ts',
      'app/routes.ts',
      'app/address-proxy.server.ts',
      'app/routes/address-proxy.ts',
      'app/root.tsx',
      'app/routes/checkout.tsx',
    ]);
    for (const { line, path, code } of blocks) {
      const file = await readFile(join(root, 'examples/react-router-shop', path), 'utf8').catch(
        () => `(${path} does not exist)`,
      );
      expect(code, `${DOCUMENT} line ${String(line)}: the block differs from examples/react-router-shop/${path}`).toBe(
        file,
      );
    }
  });
});
