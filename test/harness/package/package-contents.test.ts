import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { publint } from 'publint';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = new URL('../../../', import.meta.url).pathname;

describe('the published package', () => {
  it('passes publint without a message', async () => {
    const { messages } = await publint({ pkgDir: root, level: 'suggestion' });
    expect(messages).toEqual([]);
  });

  it('packs the build and the docs, and nothing of tests, stories, the demo or the MSW worker', async () => {
    const { stdout } = await run('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root });
    const [pack] = JSON.parse(stdout) as [{ files: { path: string }[] }];
    const files = pack.files.map((f) => f.path);
    const entries = ['index', 'address', 'server', 'testing', 'testing/msw', 'locales', 'types', 'pickup'];
    // Each entry as an ES module and as CommonJS, each with its declarations (`are the types wrong` checks them in `npm test`).
    const built = entries.flatMap((entry) =>
      ['.js', '.d.ts', '.cjs', '.d.cts'].map((extension) => `dist/${entry}${extension}`),
    );
    expect(files).toEqual(
      expect.arrayContaining(['package.json', 'README.md', 'LICENSE', ...built, 'dist/styles.css', 'dist/cli.js']),
    );
    // The bin is an ES module only: no CommonJS copy of it or of what only it uses.
    expect(files.filter((f) => /^dist\/cli[./]/u.test(f) && f.endsWith('.cjs'))).toEqual([]);
    expect(
      files.filter((f) => /^(test|stories|demo|scripts|src|\.storybook)\//u.test(f) || f.includes('mockServiceWorker')),
    ).toEqual([]);
    expect(
      files.every((f) => f === 'package.json' || f === 'README.md' || f === 'LICENSE' || f.startsWith('dist/')),
    ).toBe(true);
  }, 60_000);

  it('ships the licence that package.json names', async () => {
    const { license } = JSON.parse(await readFile(`${root}package.json`, 'utf8')) as { license: string };
    const text = await readFile(`${root}LICENSE`, 'utf8');
    expect(license).toBe('MIT');
    expect(text.split('\n')[0]).toBe('MIT License');
    expect(text).toContain('Permission is hereby granted, free of charge, to any person obtaining a copy');
  });

  it('ships production JSX: no development runtime in any module', async () => {
    const files = (await readdir(`${root}dist`, { recursive: true })).filter((f) => f.endsWith('.js'));
    const development = [];
    for (const file of files) {
      if (/jsx-dev-runtime|jsxDEV/u.test(await readFile(`${root}dist/${file}`, 'utf8'))) development.push(file);
    }
    expect(files.length).toBeGreaterThan(20);
    expect(development).toEqual([]);
  });
});
