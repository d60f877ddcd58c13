import { execFile } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = new URL('../../../', import.meta.url).pathname;
/** What the site is built from: a change in any of these makes a built site stale. */
const SOURCES = ['docs', 'stories', 'src', '.storybook', 'BENCHMARKS.md', 'scripts/size/scenarios.ts'];

async function newest(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined);
  if (info === undefined) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path, { recursive: true, withFileTypes: true });
  const times = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => (await stat(join(entry.parentPath, entry.name))).mtimeMs),
  );
  return Math.max(0, ...times);
}

/**
 * Vitest global setup of the `docs-site` project: the static Storybook (the documentation site) in
 * `storybook-static/`, built with `storybook build` unless a build newer than every source is there (`npm test`
 * builds it just before).
 */
export default async function buildSite(): Promise<void> {
  const built = await stat(join(root, 'storybook-static/index.json')).then(
    (info) => info.mtimeMs,
    () => 0,
  );
  const sources = Math.max(...(await Promise.all(SOURCES.map((source) => newest(join(root, source))))));
  if (built > sources) return;
  await run(process.execPath, [join(root, 'node_modules/storybook/dist/bin/dispatcher.js'), 'build', '--quiet'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  });
}
