import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect } from 'vitest';

/**
 * Setup of the Vitest project `react-query-lowest`: proves the hooks under test really run on the lowest
 * `@tanstack/react-query` of the peer range, from the `test/react-query-lowest` workspace, and not on the root's.
 * (Paths from the project root: under jsdom, `import.meta.url` is not a file URL.)
 */
const lowest = join(process.cwd(), 'test/react-query-lowest/node_modules/@tanstack/react-query');

beforeAll(async () => {
  const { version } = JSON.parse(readFileSync(join(lowest, 'package.json'), 'utf8')) as { version: string };
  const { peerDependencies } = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as {
    peerDependencies: Record<string, string>;
  };
  expect(`^${version}`).toBe(peerDependencies['@tanstack/react-query']);
  const used = await import('@tanstack/react-query');
  const fromLowest = (await import(/* @vite-ignore */ join(lowest, 'build/modern/index.js'))) as typeof used;
  expect(used.QueryClient).toBe(fromLowest.QueryClient);
});
