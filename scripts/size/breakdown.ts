/**
 * Where a scenario's bytes go, by part of the package: each module of the scenario's bundle (as Vite rendered it,
 * after tree shaking) minified and gzipped on its own, and the parts' shares scaled to the scenario's measured size.
 * An estimate (gzip is not additive), good to a few percent: it says which part a target would have to come out of.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { transform } from 'esbuild';
import { build, type Rolldown } from 'vite';
import { distAliases, isPeer, root, scenarioApp } from './measure-scenario.ts';
import type { SizeScenario } from './scenarios.ts';

/** The parts, first match wins: UI texts, the client (transport and its checks), address rules, query and hooks, components, the proxy. */
export const PARTS: readonly { name: string; test: RegExp }[] = [
  { name: 'UI texts (4 languages)', test: /^i18n\/|-texts\.js$|-messages\.js$/u },
  { name: 'client', test: /^api\// },
  { name: 'address rules', test: /^address\// },
  { name: 'query and hooks', test: /^(query|hooks)\// },
  { name: 'components', test: /^components\// },
  { name: 'proxy', test: /^server\// },
];

/** Gzip bytes of each part in a scenario, scaled so that they add up to `total` (the scenario's measured size). */
export async function breakdown(scenario: SizeScenario, total: number): Promise<Map<string, number>> {
  const dir = await mkdtemp(join(tmpdir(), 'rae-parts-'));
  try {
    const entry = join(dir, 'app.js');
    await writeFile(entry, scenarioApp(scenario));
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      mode: 'production',
      root: dir,
      resolve: { alias: await distAliases() },
      define: { 'process.env.NODE_ENV': '"production"' },
      build: { write: false, minify: false, target: 'es2022', rolldownOptions: { input: entry, external: isPeer } },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    const raw = new Map<string, number>();
    for (const chunk of outputs.flatMap((o) => o.output)) {
      if (chunk.type !== 'chunk') continue;
      for (const [id, module] of Object.entries(chunk.modules)) {
        if (module.code === null || module.code === '') continue;
        const path = relative(join(root, 'dist'), id);
        const part = PARTS.find(({ test }) => test.test(path))?.name ?? 'other';
        const minified = (await transform(module.code, { minify: true, loader: 'js' })).code;
        raw.set(part, (raw.get(part) ?? 0) + gzipSync(minified, { level: 9 }).length);
      }
    }
    const sum = [...raw.values()].reduce((a, b) => a + b, 0);
    return new Map([...raw].map(([part, bytes]) => [part, Math.round((bytes / sum) * total)]));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
