import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { requestsPerSession } from '../../scripts/bench/requests-per-session.ts';

/**
 * The smoke run of the requests-per-session benchmark (issue 41; the others are in test/bench/bench-smoke.test.ts):
 * one run of its sessions, typed in real time into the demo checkout in Chromium (about half a minute), must
 * finish and give numbers. Its target (each run's own ideal) is the full run's to judge, not checked here; nor
 * does it write BENCHMARKS.md.
 */
const BENCHMARKS = new URL('../../BENCHMARKS.md', import.meta.url);
const digest = () => (existsSync(BENCHMARKS) ? createHash('sha256').update(readFileSync(BENCHMARKS)).digest('hex') : 'absent');

it('the requests-per-session benchmark finishes one run and gives numbers', async () => {
  const before = digest();
  const result = await requestsPerSession(1);
  expect(result.figures.length).toBeGreaterThan(0);
  expect(result.figures.filter((f) => !Number.isFinite(f.value)).map((f) => f.name)).toEqual([]);
  // One figure a session, and the runs that agreed.
  expect(result.figures.map((f) => f.name)).toEqual([
    'run 1, belgian: requests sent', 'run 1, german: requests sent', 'run 1, dutchPostcode: requests sent', 'run 1, dutchExact: requests sent',
    'runs that sent exactly their own ideal, at every step',
  ]);
  expect(digest()).toBe(before);
}, 180_000);
