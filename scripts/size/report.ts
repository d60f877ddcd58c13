/**
 * `npm run size`: builds the library, bundles each scenario of `scenarios.ts` as a one-line app and prints what
 * each costs a shop (gzip level 9, peers left out) beside its budget.
 */
import { build } from 'vite';
import { breakdown, PARTS } from './breakdown.ts';
import { measureScenario } from './measure-scenario.ts';
import { SIZE_SCENARIOS } from './scenarios.ts';

process.env['NODE_ENV'] = 'production';
await build({
  configFile: new URL('../../vite.config.ts', import.meta.url).pathname,
  logLevel: 'warn',
  mode: 'production',
});

const kB = (bytes: number): string => `${(bytes / 1000).toFixed(2)} kB`;
const rows = [];
const partRows = [];
const partNames = [...PARTS.map(({ name }) => name), 'other'];
for (const scenario of SIZE_SCENARIOS) {
  const size = await measureScenario(scenario);
  const parts = await breakdown(scenario, size.gzip);
  partRows.push(
    `| ${scenario.name} | ${partNames.map((part) => (parts.has(part) ? kB(parts.get(part) ?? 0) : '')).join(' | ')} |`,
  );
  const imports = [
    scenario.imports === '*' ? '*' : scenario.imports.join(', '),
    ...(scenario.alsoFrom?.imports ?? []),
  ].join(', ');
  // Each chunk loaded later on its own: a shop's first load does not pay for them, each choice pays for its own.
  const lazy = size.lazyChunks.map((chunk) => `${chunk.name} ${kB(chunk.gzip)}`).join(', ');
  rows.push(
    `| ${scenario.name} | \`${imports}\` | ${kB(size.gzip)} | ${kB(scenario.budget)} | ${lazy} | ${size.components.join(', ') || 'none'} | ${['en', ...size.languages].join(', ')} |`,
  );
}
console.log(
  [
    '| scenario | imports | gzip | budget | loaded when chosen | components in the bundle | languages |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n'),
);
console.log(
  `\nWhere the bytes go (each module minified and gzipped on its own, shares scaled to the scenario's size):\n`,
);
console.log(
  [`| scenario | ${partNames.join(' | ')} |`, `|---|${partNames.map(() => '---').join('|')}|`, ...partRows].join('\n'),
);
