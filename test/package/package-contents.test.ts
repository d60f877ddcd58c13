import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { publint } from 'publint';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = new URL('../../', import.meta.url).pathname;

describe('the published package', () => {
  it('passes publint without a message', async () => {
    const { messages } = await publint({ pkgDir: root, level: 'suggestion' });
    expect(messages).toEqual([]);
  });

  it('has types that resolve for every entry (are the types wrong)', async () => {
    const { stdout } = await run('npx', ['attw', '--pack', '.', '--profile', 'esm-only', '--format', 'json', '--exclude-entrypoints', 'styles.css'], { cwd: root, maxBuffer: 32 * 1024 * 1024 })
      .catch((error: unknown) => ({ stdout: (error as { stdout?: string }).stdout ?? '' })); // attw exits 1 when it finds anything
    const report = JSON.parse(stdout) as { analysis: { problems: { resolutionKind?: string }[] } };
    // The package is ESM only, for Node 20+ and bundlers: CommonJS and node10 resolution are not supported.
    const relevant = report.analysis.problems.filter((p) => p.resolutionKind === undefined || ['node16-esm', 'bundler'].includes(p.resolutionKind));
    expect(relevant).toEqual([]);
  }, 60_000);

  it('packs the build and the docs, and nothing of tests, stories, the demo or the MSW worker', async () => {
    const { stdout } = await run('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root });
    const [pack] = JSON.parse(stdout) as [{ files: { path: string }[] }];
    const files = pack.files.map((f) => f.path);
    expect(files).toEqual(expect.arrayContaining(['package.json', 'README.md', 'LICENSE', 'dist/index.js', 'dist/index.d.ts', 'dist/address.js', 'dist/address.d.ts', 'dist/server.js', 'dist/testing.js', 'dist/testing/msw.js', 'dist/locales.js', 'dist/locales.d.ts', 'dist/styles.css']));
    expect(files.filter((f) => /^(test|stories|demo|scripts|src|\.storybook)\//u.test(f) || f.includes('mockServiceWorker'))).toEqual([]);
    expect(files.every((f) => f === 'package.json' || f === 'README.md' || f === 'LICENSE' || f.startsWith('dist/'))).toBe(true);
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
