import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressTokens } from '../../scripts/bench/address-tokens.ts';
import { answerBytes } from '../../scripts/bench/answer-bytes.ts';
import { autofillFill } from '../../scripts/bench/autofill-fill.ts';
import type { BenchResult } from '../../scripts/bench/bench-report.ts';
import { candidateParser } from '../../scripts/bench/candidate-parser.ts';
import { interactionLatency } from '../../scripts/bench/interaction-latency.ts';
import { paintLatency } from '../../scripts/bench/paint-latency.ts';
import { proxyFuzz } from '../../scripts/bench/proxy-fuzz.ts';
import { proxyMemory } from '../../scripts/bench/proxy-memory.ts';
import { proxyOverhead } from '../../scripts/bench/proxy-overhead.ts';
import { proxySpending } from '../../scripts/bench/proxy-spending.ts';

/**
 * A smoke run of every benchmark (issue 41): each entry function of scripts/bench with tiny counts, so a change that
 * breaks one (a crash, a child process that never answers, a page that no longer confirms) fails `npm test` instead
 * of the next `npm run bench`. Only that they finish and give numbers is checked: the targets are the full run's,
 * on its counts. Nothing writes BENCHMARKS.md (only the scripts run alone and `npm run bench` do).
 *
 * The requests-per-session benchmark types its sessions in real time (half a minute a run): it is smoke-run in the
 * e2e project (test/harness/e2e/bench-smoke.test.ts).
 */

const BENCHMARKS = new URL('../../BENCHMARKS.md', import.meta.url);
const digest = () =>
  existsSync(BENCHMARKS) ? createHash('sha256').update(readFileSync(BENCHMARKS)).digest('hex') : 'absent';
const MB = 2 ** 20;

/** Each result has a title, a method and figures, every one a finite number. */
function expectNumbers(outcome: BenchResult | BenchResult[]): void {
  for (const result of Array.isArray(outcome) ? outcome : [outcome]) {
    expect(result.title).not.toBe('');
    expect(result.method).not.toBe('');
    expect(result.figures.length).toBeGreaterThan(0);
    const notNumbers = result.figures
      .filter((f) => !Number.isFinite(f.value))
      .map((f) => `${f.name}: ${String(f.value)}`);
    expect(notNumbers, result.title).toEqual([]);
  }
}

/** The benchmark modules smoke-run here or in the e2e project; a new module must join one of them. */
const SMOKED = [
  'address-tokens',
  'answer-bytes',
  'autofill-fill',
  'candidate-parser',
  'interaction-latency',
  'paint-latency',
  'proxy-fuzz',
  'proxy-memory',
  'proxy-overhead',
  'proxy-spending',
  'requests-per-session', // in test/harness/e2e/bench-smoke.test.ts
  'checked-addresses', // in test/bench/checked-addresses.test.ts
];
/** Helpers, not benchmarks. */
const HELPERS = [
  'address-book',
  'bench-harness',
  'bench-report',
  'checked-addresses-child',
  'hand-written-proxy',
  'proxy-memory-child',
  'run',
  'server-process',
  'typing-ideal',
];

let before = '';
beforeAll(() => {
  before = digest();
});
afterAll(() => {
  // Checked once every run is over: a benchmark that wrote its section would change the file.
  expect(digest()).toBe(before);
});

describe('every benchmark, with tiny counts', () => {
  it('smoke-runs every module of scripts/bench that is a benchmark', () => {
    const modules = readdirSync(new URL('../../scripts/bench/', import.meta.url))
      .filter((name) => name.endsWith('.ts'))
      .map((name) => name.slice(0, -'.ts'.length))
      .filter((name) => !HELPERS.includes(name));
    expect(modules.sort()).toEqual([...SMOKED].sort());
  });

  // Concurrent: most of their time is waiting on child processes and a browser, not this process.
  describe.concurrent('finishes and gives numbers', () => {
    it('the 409 candidate parser', () => {
      expectNumbers(candidateParser({ smallKb: 4, mediumKb: 8, largeKb: 16, quadraticKb: 4 }));
    });

    it('the proxy fuzz run', async () => {
      expectNumbers(await proxyFuzz({ requests: 100, answers: 20 }));
    });

    it('signing and verifying an address', async () => {
      expectNumbers(await addressTokens({ rounds: 1, requestsPerRound: 20, blockRequestsPerRound: 1, calls: 50 }));
    }, 60_000);

    it('the bytes per answer', async () => {
      const result = await answerBytes();
      expectNumbers(result);
      // Its table: the three answers, each larger signed than unsigned, raw and gzip.
      expect(result.table?.rows.map((row) => row[1])).toEqual([1, 8, 1001]);
      for (const [, , rawUnsigned, rawSigned, , gzipUnsigned, gzipSigned] of result.table?.rows ?? []) {
        expect(Number(rawSigned)).toBeGreaterThan(Number(rawUnsigned));
        expect(Number(gzipSigned)).toBeGreaterThan(Number(gzipUnsigned));
      }
    });

    it('what the proxy spends', async () => {
      expectNumbers(
        await proxySpending({ rounds: 1, requestsPerRound: 20, redisRequestsPerRound: 10, shoppers: 6, clients: 1000 }),
      );
    }, 60_000);

    it('the proxy’s memory under hostile answers (in a child process), with the fuzz run and the parser', async () => {
      const results = await proxyMemory({
        memory: { parallel: 2, hugeBytes: 4 * MB, bombDecodedBytes: 8 * MB, runs: 1, warmUp: 2 },
        storeClients: 1000,
        fuzz: { requests: 50, answers: 10 },
        parser: { smallKb: 4, mediumKb: 8, largeKb: 16, quadraticKb: 4 },
      });
      expectNumbers(results);
      // The proxy process answered: every hostile answer withheld.
      expect(results[0]?.figures.find((f) => f.name === 'statuses seen other than 502')?.value).toBe(0);
    }, 60_000);

    it('the proxy overhead (autocannon against proxies in processes of their own)', async () => {
      expectNumbers(await proxyOverhead({ rounds: 1, loadSeconds: 1, requestsPerRound: 20 }));
    }, 60_000);

    it('a saved address filled by the browser (Chromium)', async () => {
      expectNumbers(await autofillFill(1, 0));
    }, 60_000);

    it('keystroke to painted suggestions and the 1000-box list (Chromium)', async () => {
      expectNumbers(
        await paintLatency({ keystrokes: 1, bigListRuns: 1, arrowDowns: 1, arrowDownRounds: 1, warmUp: 0 }),
      );
    }, 60_000);

    it('interaction to next paint on a slow phone (Chromium; one run of each way, the CPU unthrottled)', async () => {
      expectNumbers(await interactionLatency({ runs: 1, slowdown: 1 }));
    }, 90_000);
  });
});
