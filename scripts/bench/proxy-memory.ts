/**
 * Benchmark 5: the proxy's memory under hostile answers. The proxy runs in a Node process of its own
 * (proxy-memory-child.ts, which loads the proxy alone), with the real `fetch`, in front of an upstream on loopback
 * (in this process) that answers eight requests at once with 50 MB of JSON each, or with eight gzip bombs (1 GiB of
 * decoded spaces each, about 1 MB on the wire). The proxy process samples its resident set every millisecond; the
 * figure is its peak above idle (after a warm-up and a GC).
 *
 * `npm run bench:memory` runs this alone, with the fuzz run and the 409 parser's time on hostile texts, and writes
 * their sections into BENCHMARKS.md, leaving the other sections as they are; `npm run bench` runs them with the others.
 */
import { fork } from 'node:child_process';
import type { ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';
import { listenOnLoopback } from '../loopback-server.ts';
import { writeSections, type BenchResult } from './bench-report.ts';
import { candidateParser, type ParserCounts } from './candidate-parser.ts';
import type { ChildMessage } from './proxy-memory-child.ts';
import { proxyFuzz, type FuzzCounts } from './proxy-fuzz.ts';
import { storeMemory } from './proxy-spending.ts';

const MB = 2 ** 20;
const TARGET_MB = 64;
const PATH = '/api/address/nl/v1/addresses/exact/Haarlem/Julianastraat/30';

/** How much the memory benchmark does; the defaults are the recorded run's, smaller ones a smoke run's. */
export interface MemoryCounts {
  /** Parallel hostile answers. */
  parallel: number;
  /** Bytes of each huge JSON answer (past the proxy's 2 MB limit). */
  hugeBytes: number;
  /** Decoded bytes of each gzip bomb. */
  bombDecodedBytes: number;
  /** Runs of each scenario, each in a fresh proxy process: the worst counts. */
  runs: number;
  /** Small answers before the idle resident set is taken. */
  warmUp: number;
}

export const MEMORY_COUNTS: MemoryCounts = {
  parallel: 8,
  hugeBytes: 50 * MB,
  bombDecodedBytes: 1024 * MB,
  runs: 3,
  warmUp: 50,
};

type Scenario = 'small' | 'huge' | 'bomb';

/** `decodedBytes` of spaces, gzipped at level 9, made once as a stream (never whole in memory). */
async function gzipBomb(decodedBytes: number): Promise<Buffer> {
  const gzip = createGzip({ level: 9 });
  const parts: Buffer[] = [];
  gzip.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise((resolve) => gzip.on('end', resolve));
  const chunk = Buffer.alloc(MB, 0x20);
  for (let sent = 0; sent < decodedBytes; sent += MB) {
    if (!gzip.write(chunk)) await new Promise((resolve) => gzip.once('drain', resolve));
  }
  gzip.end();
  await done;
  return Buffer.concat(parts);
}

/** Writes `total` bytes of `chunk`s as the socket takes them; stops when the proxy hangs up. */
function stream(response: ServerResponse, chunk: Buffer, total: number): void {
  let sent = 0;
  const pump = (): void => {
    while (sent < total && !response.destroyed) {
      sent += chunk.length;
      if (!response.write(chunk)) {
        response.once('drain', pump);
        return;
      }
    }
    response.end();
  };
  pump();
}

async function measure(counts: Partial<MemoryCounts> = {}): Promise<BenchResult> {
  const {
    parallel: PARALLEL,
    hugeBytes: HUGE_BYTES,
    bombDecodedBytes: BOMB_DECODED_BYTES,
    runs: RUNS,
    warmUp,
  } = { ...MEMORY_COUNTS, ...counts };
  const bomb = await gzipBomb(BOMB_DECODED_BYTES);
  let scenario: Scenario = 'small';
  const huge = Buffer.alloc(64 * 1024, 0x20);
  const upstream = await listenOnLoopback((_request, response) => {
    if (scenario === 'small') {
      response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end('{"street":"Julianastraat","houseNumber":30}');
    } else if (scenario === 'huge') {
      response.writeHead(200, { 'Content-Type': 'application/json' }); // no length: only counting stops it
      stream(response, huge, HUGE_BYTES);
    } else {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
      stream(response, bomb, bomb.length);
    }
  });
  const figures: Partial<Record<'huge' | 'bomb', Figures>> = {};
  const peaks: Partial<Record<'huge' | 'bomb', number[]>> = {};
  try {
    // Each scenario in a fresh proxy process: a resident set seldom shrinks, so one run would raise the next's idle.
    // The worst of three runs: the garbage collector's timing moves the peak by tens of megabytes.
    for (const which of ['huge', 'bomb'] as const) {
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run++) {
        runs.push(
          await inProxyProcess(
            upstream.url,
            async (url) => {
              scenario = 'small';
              await load(url, warmUp); // warm-up: the proxy's code compiled, fetch's connection pool made
              scenario = which;
            },
            (url) => load(url, PARALLEL),
          ),
        );
      }
      figures[which] = runs.reduce((worst, r) => (r.peakAboveIdleMb > worst.peakAboveIdleMb ? r : worst));
      peaks[which] = runs.map((r) => r.peakAboveIdleMb);
    }
  } finally {
    await upstream.close();
  }
  const { huge: h, bomb: b } = figures as Record<'huge' | 'bomb', Figures>;
  return {
    title: 'Proxy memory under hostile answers',
    method: `createAddressProxy in a Node process of its own (real fetch, after a warm-up of ${warmUp} small answers and a GC), in front of a loopback upstream that answers ${PARALLEL} parallel requests with ${HUGE_BYTES / MB} MB of JSON each (chunked, no length), or ${PARALLEL} parallel gzip bombs (${BOMB_DECODED_BYTES / MB} MB of decoded spaces each, ${(bomb.length / MB).toFixed(1)} MB on the wire, decoded by fetch). The proxy process samples its resident set every millisecond; the figure is the peak above its idle resident set, the worst of ${RUNS} runs (each in a fresh process). Every answer must be a 502 (withheld: past 2 MB). Before the streaming limit (the proxy of commit c9c9f89 under this same script) the eight 50 MB answers took the proxy process 614 MB above idle (790 MB resident); its gzip bombs were not run (8 GiB decoded). Target: at most ${TARGET_MB} MB above idle.`,
    figures: [
      {
        name: `${PARALLEL} × ${HUGE_BYTES / MB} MB: peak above idle`,
        value: h.peakAboveIdleMb,
        unit: 'MB',
        target: { op: '<=', value: TARGET_MB },
      },
      {
        name: `${PARALLEL} × gzip bomb: peak above idle`,
        value: b.peakAboveIdleMb,
        unit: 'MB',
        target: { op: '<=', value: TARGET_MB },
      },
      { name: 'idle resident set', value: h.idleMb, unit: 'MB' },
      { name: `${PARALLEL} × ${HUGE_BYTES / MB} MB: all refused in`, value: h.ms, unit: 'ms' },
      { name: `${PARALLEL} × gzip bomb: all refused in`, value: b.ms, unit: 'ms' },
      {
        name: 'statuses seen other than 502',
        value: [...h.statuses, ...b.statuses].filter((st) => st !== 502).length,
        unit: '',
        target: { op: '==', value: 0 },
      },
    ],
    raw: { worst: figures, peaksAboveIdleMb: peaks },
  };
}

interface Figures {
  peakAboveIdleMb: number;
  idleMb: number;
  maxRssMb: number;
  statuses: number[];
  ms: number;
}

/** `count` parallel requests through the proxy at `url`: their distinct statuses and the time until all are in. */
async function load(url: string, count: number): Promise<{ statuses: number[]; ms: number }> {
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: count }, () =>
      fetch(url + PATH).then(async (r) => {
        await r.arrayBuffer();
        return r.status;
      }),
    ),
  );
  return { statuses: [...new Set(statuses)], ms: Math.round(performance.now() - started) };
}

/** The child's message carrying `key` as a number or a string, checked: anything else is a broken exchange. */
function shaped<K extends 'url' | 'idle' | 'peak'>(
  message: unknown,
  key: K,
): Extract<ChildMessage, Record<K, unknown>> {
  const value: unknown =
    typeof message === 'object' && message !== null ? (message as Record<string, unknown>)[key] : undefined;
  if (key === 'url' ? typeof value !== 'string' : typeof value !== 'number') {
    throw new Error(`the proxy process sent ${JSON.stringify(message)} where its ${key} was expected`);
  }
  return message as Extract<ChildMessage, Record<K, unknown>>;
}

/** Starts a proxy process, runs `warmUp`, then measures its resident set during `work`. */
async function inProxyProcess(
  upstream: string,
  warmUp: (url: string) => Promise<void>,
  work: (url: string) => Promise<{ statuses: number[]; ms: number }>,
): Promise<Figures> {
  const child = fork(fileURLToPath(new URL('proxy-memory-child.ts', import.meta.url)), [upstream], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
  });
  // Every message kept from the start, so none sent before a step listens is lost.
  const inbox: unknown[] = [];
  const waiting: { resolve: (message: unknown) => void; reject: (error: Error) => void }[] = [];
  let ended: Error | undefined;
  child.on('message', (message) => {
    const waiter = waiting.shift();
    if (waiter === undefined) inbox.push(message);
    else waiter.resolve(message);
  });
  child.once('exit', (code, signal) => {
    ended = new Error(`the proxy process exited with ${String(code ?? signal)}`);
    for (const waiter of waiting.splice(0)) waiter.reject(ended);
  });
  const next = <K extends 'url' | 'idle' | 'peak'>(key: K) =>
    new Promise<unknown>((resolve, reject) => {
      if (inbox.length > 0) resolve(inbox.shift());
      else if (ended !== undefined) reject(ended);
      else waiting.push({ resolve, reject });
    }).then((message) => shaped(message, key));
  const limit = setTimeout(() => child.kill(), 120_000); // bounded: a stuck run ends by itself
  try {
    const { url } = await next('url');
    await warmUp(url);
    child.send('idle');
    const { idle } = await next('idle');
    const outcome = await work(url);
    child.send('peak');
    const { peak, maxRss } = await next('peak');
    return {
      peakAboveIdleMb: Math.round((peak - idle) / MB),
      idleMb: Math.round(idle / MB),
      maxRssMb: Math.round(maxRss / MB),
      ...outcome,
    };
  } finally {
    clearTimeout(limit);
    child.kill();
  }
}

/** How much each part of {@link proxyMemory} does; left out, the recorded run's counts. */
export interface HostileInputCounts {
  memory?: Partial<MemoryCounts>;
  /** Distinct clients counted in the budgets' in-process store. */
  storeClients?: number;
  fuzz?: Partial<FuzzCounts>;
  parser?: Partial<ParserCounts>;
}

/** The memory benchmark, the fuzz run's figures and the candidate parser's time: the figures of hostile input. */
export async function proxyMemory(counts: HostileInputCounts = {}): Promise<BenchResult[]> {
  return [
    await measure(counts.memory),
    await storeMemory(counts.storeClients),
    await proxyFuzz(counts.fuzz),
    candidateParser(counts.parser),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = await proxyMemory();
  writeSections(results);
}
