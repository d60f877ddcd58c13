/**
 * `npm run bench`: runs the benchmarks and writes BENCHMARKS.md with the machine, the date and the raw
 * figures. Exits non-zero when a target is missed. Not part of `npm test`, which stays fast.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { launchChromium } from '../chromium.ts';
import { met, renderResult, renderTable, targetText, type BenchResult } from './bench-harness.ts';
import { addressTokens } from './address-tokens.ts';
import { answerBytes } from './answer-bytes.ts';
import { autofillFill } from './autofill-fill.ts';
import { checkedAddresses } from './checked-addresses.ts';
import { interactionLatency } from './interaction-latency.ts';
import { paintLatency } from './paint-latency.ts';
import { proxyMemory } from './proxy-memory.ts';
import { proxyOverhead } from './proxy-overhead.ts';
import { proxySpending } from './proxy-spending.ts';
import { requestsPerSession } from './requests-per-session.ts';

/** The machine's load average over the last minute, before and after: other work on it makes the figures noisy. */
const loadBefore = os.loadavg()[0] ?? 0;
const cores = os.cpus().length;
console.log(
  `Load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(
      ' ',
    )} (1, 5, 15 min) on ${String(cores)} cores${loadBefore > cores ? ': above the core count, the figures will carry other work’s noise' : ''}.`,
);
const results: BenchResult[] = [];
// Each called without arguments: the recorded run's counts (the smoke test, test/bench, passes small ones).
const benches: (() => Promise<BenchResult | BenchResult[]>)[] = [
  () => requestsPerSession(),
  () => paintLatency(),
  () => interactionLatency(),
  () => autofillFill(),
  () => proxyOverhead(),
  () => addressTokens(),
  answerBytes,
  () => proxySpending(),
  () => proxyMemory(),
  () => checkedAddresses(),
];
for (const bench of benches) {
  const outcome = await bench();
  for (const result of Array.isArray(outcome) ? outcome : [outcome]) {
    results.push(result);
    console.log(`\n${result.title}`);
    if (result.table !== undefined) for (const line of renderTable(result.table)) console.log(`  ${line}`);
    for (const f of result.figures)
      console.log(
        `  ${met(f) ? ' ' : '✗'} ${f.name}: ${f.value} ${f.unit}${f.target ? ` (target ${targetText(f)})` : ''}`,
      );
  }
}

const browser = await launchChromium();
const chromium = `Chromium ${browser.version()}`;
await browser.close();
const missed = results.flatMap((r) => r.figures.filter((f) => !met(f)).map((f) => `${r.title}: ${f.name}`));

const markdown = [
  '# Benchmarks',
  '',
  `Written by \`npm run bench\` on ${new Date().toISOString()}.`,
  '',
  `Machine: ${String(cores)} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}; Node ${process.version}; ${chromium}. The browser figures come from the demo checkout served as a production build, through the proxy to the reference API on loopback, both in a Node process of their own.`,
  '',
  `Load average (1 min) at the start ${loadBefore.toFixed(1)}, at the end ${(os.loadavg()[0] ?? 0).toFixed(1)}, on ${String(cores)} cores: above the core count, other work shared the machine and the figures carry its noise; rerun with \`npm run bench\` on a quiet machine.`,
  '',
  missed.length === 0 ? 'Every target is met.' : `Targets missed: ${missed.join('; ')}.`,
  ...results.flatMap((r) => ['', ...renderResult(r)]),
  '',
].join('\n');
writeFileSync(new URL('../../BENCHMARKS.md', import.meta.url), markdown);
console.log(
  `\nBENCHMARKS.md written; ${missed.length === 0 ? 'every target met' : `${missed.length} target(s) missed`}.`,
);
process.exitCode = missed.length === 0 ? 0 : 1;
