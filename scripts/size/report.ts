/**
 * `npm run size`: builds the library, bundles each scenario of `scenarios.ts` as a one-line app and prints what
 * each costs a shop (gzip level 9, peers left out) beside its budget and target.
 */
import { build } from 'vite';
import { measureScenario } from './measure-scenario.ts';
import { SIZE_SCENARIOS } from './scenarios.ts';

process.env['NODE_ENV'] = 'production';
await build({ configFile: new URL('../../vite.config.ts', import.meta.url).pathname, logLevel: 'warn', mode: 'production' });

const kB = (bytes: number): string => `${(bytes / 1000).toFixed(2)} kB`;
const rows = [];
for (const scenario of SIZE_SCENARIOS) {
  const size = await measureScenario(scenario);
  rows.push(`| ${scenario.name} | \`${scenario.imports === '*' ? '*' : scenario.imports.join(', ')}\` | ${kB(size.gzip)} | ${kB(scenario.budget)} | ${kB(scenario.target)} | ${size.components.join(', ') || 'none'} |`);
}
console.log(['| scenario | imports | gzip | budget | target | components in the bundle |', '|---|---|---|---|---|---|', ...rows].join('\n'));
