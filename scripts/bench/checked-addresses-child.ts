/**
 * The checked-addresses benchmark's memory process: `checkBook` (the core of `react-address-entry check`) over one
 * CSV book, through a proxy (`cache: true`, signing) whose upstream is the reference API on loopback. Forked by
 * checked-addresses.ts with `<input> <output> <upstream> <liveEvery>`; it loads only the proxy and the CLI core, so
 * what it measures is theirs. Two ways to run:
 * - `liveEvery` 0: left to itself, it samples its resident set and heap every 2 ms (what the operator sees; V8 lets
 *   garbage pile up before a full collection, more the longer the run);
 * - `liveEvery` n: a full collection after every n rows written, and the heap then (what the run holds on to).
 *
 * It sends `{ idle, baseHeap }` (resident set and heap after loading and a GC) and, when the book is done,
 * {@link CheckedChildFigures}.
 */
import { fileURLToPath } from 'node:url';
import { checkBook } from '../../src/cli/check-book.ts';
import { createAddressProxy } from '../../src/server/index.ts';

export interface CheckedChildFigures {
  peakRss: number;
  peakHeap: number;
  maxRss: number;
  /** The most heap in use right after a full collection (`liveEvery` runs; else 0). */
  liveHeap: number;
  ms: number;
  rows: number;
}
export type CheckedChildMessage = { idle: number; baseHeap: number } | CheckedChildFigures;

/** The reference API's credentials in the benchmark (server-process.ts's, repeated: that module loads more). */
const credentials = { key: 'bench', secret: 'bench-secret-value' };
export const CHILD_SIGNING_KEY = 'a-signing-key-for-the-benchmark-0123456789';

async function child(input: string, output: string, upstream: string, liveEvery: number): Promise<void> {
  const send = (message: CheckedChildMessage) => process.send?.(message);
  const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
  const proxy = createAddressProxy({ upstream, ...credentials, signingKey: CHILD_SIGNING_KEY, cache: true });
  gc();
  const idle = process.memoryUsage.rss();
  const baseHeap = process.memoryUsage().heapUsed;
  send({ idle, baseHeap });
  let peakRss = idle;
  let peakHeap = baseHeap;
  let liveHeap = 0;
  const sample = () => {
    const usage = process.memoryUsage();
    peakRss = Math.max(peakRss, usage.rss);
    peakHeap = Math.max(peakHeap, usage.heapUsed);
  };
  const sampler = liveEvery === 0 ? setInterval(sample, 2) : undefined;
  const onProgress = (done: number) => {
    if (liveEvery === 0 || done === 0 || done % liveEvery !== 0) return;
    gc();
    liveHeap = Math.max(liveHeap, process.memoryUsage().heapUsed);
  };
  const started = performance.now();
  const summary = await checkBook({
    input,
    output,
    concurrency: 8,
    check: (row, { signal }) => proxy.checkAddress(row, { signal }),
    onProgress,
  });
  const ms = performance.now() - started;
  clearInterval(sampler);
  sample();
  send({ peakRss, peakHeap, maxRss: process.resourceUsage().maxRSS * 1024, liveHeap, ms, rows: summary.rows });
  process.disconnect();
}

const [, entry, input, output, upstream, liveEvery] = process.argv;
if (
  process.send !== undefined &&
  entry === fileURLToPath(import.meta.url) &&
  input !== undefined &&
  output !== undefined &&
  upstream !== undefined
) {
  await child(input, output, upstream, Number(liveEvery ?? 0));
}
