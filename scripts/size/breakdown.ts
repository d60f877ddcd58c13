/**
 * Where a scenario's bytes go, by part of the package: each module of the scenario's bundle (as Vite rendered it,
 * after tree shaking) minified and gzipped on its own, and the parts' shares scaled to the scenario's measured size.
 * An estimate (gzip is not additive), good to a few percent: it says which part a target would have to come out of.
 */
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { transform } from 'esbuild';
import { bundleScenario, root } from './measure-scenario.ts';
import type { SizeScenario } from './scenarios.ts';

/** The parts, first match wins: UI texts, the client (transport and its checks), address rules, query and hooks, components, the proxy. */
export const PARTS: readonly { name: string; test: RegExp }[] = [
  { name: 'UI texts', test: /^i18n\/|-texts\.js$|-messages\.js$/u },
  { name: 'client', test: /^api\// },
  { name: 'address rules', test: /^address\// },
  { name: 'query and hooks', test: /^(query|hooks)\// },
  { name: 'components', test: /^components\// },
  { name: 'proxy', test: /^server\// },
];

/** Gzip bytes of each part in a scenario, scaled so that they add up to `total` (the scenario's measured size). */
export async function breakdown(scenario: SizeScenario, total: number): Promise<Map<string, number>> {
  const raw = new Map<string, number>();
  for (const chunk of await bundleScenario(scenario, false)) {
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
}
