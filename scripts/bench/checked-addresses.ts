/**
 * Benchmark: checked addresses (issue 39), `checkAddress` over an address book as shops keep them
 * (address-book.ts: Dutch, Belgian and German customers, mostly in a few towns, written with the usual slips):
 * - paid lookups per checked address, without and with the proxy's answer cache, overall and per country, and the
 *   most one row took (targets: at most 1 for a Dutch address, 3 for a Belgian or German one), and the share of
 *   each outcome;
 * - rows per second at concurrency 8, the reference API in a process of its own on loopback and the proxy's `fetch`
 *   going there over HTTP;
 * - the memory of `checkBook` (the CLI's core) over a written book and one four times as long, each in a child
 *   process (target: the longer takes at most 1.25× the memory above idle of the shorter).
 *
 * Run alone (it rewrites only its own section of BENCHMARKS.md): `npx tsx scripts/bench/checked-addresses.ts`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { fork } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressCheckResult } from '../../src/resolve/address-check.ts';
import { createAddressProxy } from '../../src/server/index.ts';
import { generateAddressBook, writeAddressBook, type AddressBookRow } from './address-book.ts';
import { writeSections, type BenchResult, type Figure } from './bench-report.ts';
import { CHILD_SIGNING_KEY, type CheckedChildFigures, type CheckedChildMessage } from './checked-addresses-child.ts';
import { benchCredentials, serveInProcess } from './server-process.ts';

/** How much the benchmark does; the defaults are the recorded run's, smaller ones a smoke run's. */
export interface CheckedCounts {
  /** Rows of the book checked for lookups, outcomes and rows per second. */
  rows: number;
  seed: number;
  concurrency: number;
  /** Rows of the two books `checkBook` reads in the memory part: a book and a longer one. */
  memoryRows: readonly [number, number];
  /** Rows checked before measuring, on a proxy of their own (code compiled, connections made). */
  warmUp: number;
  /** In the memory part's second run of each book, a full collection and a look at the heap after this many rows. */
  liveEvery: number;
}

const CHECKED_COUNTS: CheckedCounts = {
  rows: 10_000,
  seed: 39,
  concurrency: 8,
  memoryRows: [10_000, 40_000],
  warmUp: 300,
  liveEvery: 2000,
};

const MB = 2 ** 20;
/** The memory target: the longer book takes at most this many times the memory above idle of the shorter. */
const MEMORY_RATIO = 1.25;
const OUTCOMES = [
  'ok',
  'incomplete',
  'ambiguous',
  'not-found',
  'invalid-input',
  'pickup-not-accepted',
  'unavailable',
  'over-budget',
] as const;
type Outcome = (typeof OUTCOMES)[number];
const COUNTRIES = ['NL', 'BE', 'DE'] as const;
type Group = (typeof COUNTRIES)[number] | 'other';
/** The most paid lookups one address of a country may take. */
const MOST: Record<(typeof COUNTRIES)[number], number> = { NL: 1, BE: 3, DE: 3 };
const NAMES: Record<(typeof COUNTRIES)[number], string> = { NL: 'Dutch', BE: 'Belgian', DE: 'German' };

/** The country a row is counted under: as written (any case), `other` for one the proxy does not serve. */
const groupOf = (row: AddressBookRow): Group => {
  const code = row.country.trim().toUpperCase();
  return (COUNTRIES as readonly string[]).includes(code) ? (code as Group) : 'other';
};
const outcomeOf = (result: AddressCheckResult): Outcome => (result.ok ? 'ok' : result.reason);

/** One pass over the book: each row's paid lookups and outcome, and the time the whole pass took. */
interface Pass {
  paid: Uint16Array;
  outcomes: Outcome[];
  /** Upstream requests no row's check sent (none expected). */
  unattributed: number;
  ms: number;
}

/**
 * Checks every row at `concurrency` through a fresh proxy whose upstream is the reference API at `upstream` (over
 * HTTP), with or without `cache: true`. Each upstream request is counted against the row whose check sent it (the
 * check's async context), so a row's paid lookups are its own whatever runs beside it.
 */
async function pass(
  upstream: string,
  rows: readonly AddressBookRow[],
  concurrency: number,
  cache: boolean,
): Promise<Pass> {
  const row = new AsyncLocalStorage<number>();
  const paid = new Uint16Array(rows.length);
  let unattributed = 0;
  const counting = (input: RequestInfo | URL, init?: RequestInit) => {
    const index = row.getStore();
    if (index === undefined) unattributed++;
    else paid[index] = (paid[index] ?? 0) + 1;
    return fetch(input, init);
  };
  const proxy = createAddressProxy({
    upstream,
    ...benchCredentials,
    signingKey: CHILD_SIGNING_KEY,
    fetch: counting,
    ...(cache ? { cache: true } : {}),
  });
  const outcomes: Outcome[] = new Array<Outcome>(rows.length);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < rows.length; i = next++) {
        const input = rows[i] as AddressBookRow;
        outcomes[i] = outcomeOf(await row.run(i, () => proxy.checkAddress(input)));
      }
    }),
  );
  return { paid, outcomes, unattributed, ms: performance.now() - started };
}

/** The first row of each address of the book (see {@link AddressBookRow.home}), in the book's order. */
const firstOfEachHome = (rows: readonly AddressBookRow[]): number[] => {
  const seen = new Set<string>();
  return rows.flatMap((row, i) => (seen.has(row.home) ? [] : (seen.add(row.home), [i])));
};

/**
 * Paid lookups and outcomes of the rows of one group (all rows for `undefined`): of the book without and with the
 * cache, and of the book's first row of each address alone with the cache (`distinct`: those rows' indices, and the
 * pass over them) against those same rows without it.
 */
function tally(
  rows: readonly AddressBookRow[],
  without: Pass,
  withCache: Pass,
  distinct: { indices: readonly number[]; pass: Pass },
  group?: Group,
) {
  const inGroup = (row: AddressBookRow | undefined) =>
    row !== undefined && (group === undefined || groupOf(row) === group);
  let count = 0;
  let paidWithout = 0;
  let paidWith = 0;
  let most = 0;
  const outcomes = Object.fromEntries(OUTCOMES.map((o) => [o, 0])) as Record<Outcome, number>;
  rows.forEach((row, i) => {
    if (!inGroup(row)) return;
    count++;
    const a = without.paid[i] ?? 0;
    const b = withCache.paid[i] ?? 0;
    paidWithout += a;
    paidWith += b;
    most = Math.max(most, a, b);
    const outcome = without.outcomes[i];
    if (outcome !== undefined) outcomes[outcome]++;
  });
  let distinctCount = 0;
  let distinctWithout = 0;
  let distinctWith = 0;
  distinct.indices.forEach((i, j) => {
    if (!inGroup(rows[i])) return;
    distinctCount++;
    distinctWithout += without.paid[i] ?? 0;
    distinctWith += distinct.pass.paid[j] ?? 0;
    most = Math.max(most, distinct.pass.paid[j] ?? 0);
  });
  return { count, paidWithout, paidWith, most, outcomes, distinctCount, distinctWithout, distinctWith };
}

/** The memory `checkBook` took over one written book of `rows` rows, each figure from a child process of its own. */
interface BookMemory {
  rows: number;
  fileMb: number;
  idleMb: number;
  peakRssMb: number;
  peakAboveIdleMb: number;
  peakHeapMb: number;
  /** The most heap held right after a full collection, above the heap after loading. */
  liveHeapMb: number;
  rowsPerSecond: number;
}

/** One run of the child over `input`: its idle and final messages. */
async function inChild(
  input: string,
  output: string,
  upstream: string,
  liveEvery: number,
): Promise<{ idle: number; baseHeap: number } & CheckedChildFigures> {
  await rm(output, { force: true }); // checkBook goes on with an output it finds: each run starts afresh
  const child = fork(
    fileURLToPath(new URL('checked-addresses-child.ts', import.meta.url)),
    [input, output, upstream, String(liveEvery)],
    {
      execArgv: ['--import', 'tsx', '--expose-gc'],
    },
  );
  const limit = setTimeout(() => child.kill(), 600_000); // bounded: a stuck run ends by itself
  try {
    const messages: unknown[] = [];
    await new Promise<void>((resolve, reject) => {
      child.on('message', (message) => {
        messages.push(message);
        if (typeof message === 'object' && 'peakRss' in message) resolve();
      });
      child.once('error', reject);
      child.once('exit', (code, signal) => {
        reject(new Error(`the checkBook process exited with ${String(code ?? signal)} before its figures`));
      });
    });
    const [idle, done] = messages as CheckedChildMessage[];
    if (idle === undefined || !('idle' in idle) || done === undefined || !('peakRss' in done))
      throw new Error(`the checkBook process sent ${JSON.stringify(messages)}`);
    return { ...idle, ...done };
  } finally {
    clearTimeout(limit);
    child.kill();
  }
}

async function bookMemory(
  directory: string,
  upstream: string,
  rows: number,
  seed: number,
  liveEvery: number,
): Promise<BookMemory> {
  const input = path.join(directory, `book-${String(rows)}.csv`);
  const output = path.join(directory, `book-${String(rows)}-checked.csv`);
  await writeAddressBook(input, generateAddressBook(rows, seed));
  const natural = await inChild(input, output, upstream, 0);
  const live = await inChild(input, output, upstream, liveEvery);
  for (const run of [natural, live])
    if (run.rows !== rows) throw new Error(`checkBook wrote ${String(run.rows)} rows of ${String(rows)}`);
  const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;
  const peakRss = Math.max(natural.peakRss, natural.maxRss);
  return {
    rows,
    fileMb: mb((await stat(input)).size),
    idleMb: mb(natural.idle),
    peakRssMb: mb(peakRss),
    peakAboveIdleMb: mb(peakRss - natural.idle),
    peakHeapMb: mb(natural.peakHeap),
    liveHeapMb: mb(Math.max(0, live.liveHeap - live.baseHeap)),
    rowsPerSecond: Math.round((rows / natural.ms) * 1000),
  };
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);
const perRow = (paid: number, rows: number) => (rows === 0 ? 0 : Math.round((paid / rows) * 100) / 100);

export async function checkedAddresses(counts: Partial<CheckedCounts> = {}): Promise<BenchResult[]> {
  const { rows: ROWS, seed, concurrency, memoryRows, warmUp, liveEvery } = { ...CHECKED_COUNTS, ...counts };
  const rows = [...generateAddressBook(ROWS, seed)];
  /** The machine's load average over the last minute, before and after: other work on it makes the speed noisy. */
  const loadBefore = os.loadavg()[0] ?? 0;
  const reference = await serveInProcess('reference-api');
  const directory = await mkdtemp(path.join(os.tmpdir(), 'checked-addresses-'));
  try {
    await pass(reference.url, [...generateAddressBook(warmUp, seed + 1)], concurrency, false);
    const without = await pass(reference.url, rows, concurrency, false);
    const withCache = await pass(reference.url, rows, concurrency, true);
    // The same book with no address twice (its first row of each): the streets and postal areas still come back.
    const indices = firstOfEachHome(rows);
    const distinct = {
      indices,
      pass: await pass(
        reference.url,
        indices.map((i) => rows[i] as AddressBookRow),
        concurrency,
        true,
      ),
    };
    const small = await bookMemory(directory, reference.url, memoryRows[0], seed, liveEvery);
    const large = await bookMemory(directory, reference.url, memoryRows[1], seed, liveEvery);

    const all = tally(rows, without, withCache, distinct);
    const groups = [...COUNTRIES, 'other'] as const;
    const byGroup = Object.fromEntries(groups.map((g) => [g, tally(rows, without, withCache, distinct, g)])) as Record<
      Group,
      ReturnType<typeof tally>
    >;
    const faults = all.outcomes.unavailable + all.outcomes['over-budget'];
    const times = (a: number, b: number) => Math.round((a / Math.max(b, 0.1)) * 100) / 100;
    const loadAfter = os.loadavg()[0] ?? 0;
    const rowsPerSecond = (p: Pass) => Math.round((rows.length / p.ms) * 1000);

    const lookups: BenchResult = {
      title: 'Checked addresses: paid lookups and outcomes',
      method: `An address book of ${ROWS} rows made by scripts/bench/address-book.ts from the reference dataset (seed ${seed}): half Dutch, 30 % Belgian, 20 % German customers, their towns as often as a Zipf law of the town's size in the dataset gives them (Antwerpen and Eupen, Köln and Dresden, Hengelo and Haarlem again and again), a street's customers at its numbers in turn, written as people write them: any case, without diacritics, Strasse for Straße, the number in the street line, a letter dropped or swapped in the city or street, a Belgian box or a Dutch or German addition left out, the postcode left out or written B-2610, and 1.5 % rows that cannot be asked about (another country, no house number, a number out of range). The dataset holds far fewer addresses than the book has rows (${String(all.distinctCount)} of them come up, the Dutch ones each about ${String(Math.round(byGroup.NL.count / Math.max(byGroup.NL.distinctCount, 1)))} times), so the book also runs with the first row of each address alone, with the cache: no address twice, the streets and postal areas still shared, as in a real book. Each row checked with checkAddress at concurrency ${concurrency} through createAddressProxy (signingKey; without and then with cache: true, a fresh proxy each), its fetch counting the upstream requests against the row whose check sent them, to the reference API in a process of its own on loopback. The table: rows, paid lookups per row without and with the cache, the addresses and the paid lookups per row of their first rows without and with the cache, the most one row took in any run, and the share of each outcome (the same with and without the cache). Targets: at most 1 paid lookup for a Dutch address, 3 for a Belgian or German one; no faults; with the cache at most half the paid lookups over the book.`,
      table: {
        columns: [
          'country',
          'rows',
          'paid lookups per row',
          'with cache: true',
          'addresses',
          'their first rows, per row',
          'with cache: true',
          'most in a row',
          'ok %',
          'incomplete %',
          'ambiguous %',
          'not-found %',
          'invalid-input %',
        ],
        rows: [...groups.map((g) => [g, byGroup[g]] as const), ['all', all] as const].map(([name, t]) => [
          name,
          t.count,
          perRow(t.paidWithout, t.count),
          perRow(t.paidWith, t.count),
          t.distinctCount,
          perRow(t.distinctWithout, t.distinctCount),
          perRow(t.distinctWith, t.distinctCount),
          t.most,
          percent(t.outcomes.ok, t.count),
          percent(t.outcomes.incomplete, t.count),
          percent(t.outcomes.ambiguous, t.count),
          percent(t.outcomes['not-found'], t.count),
          percent(t.outcomes['invalid-input'], t.count),
        ]),
      },
      figures: [
        ...COUNTRIES.map((c): Figure => ({
          name: `most paid lookups for one ${NAMES[c]} address`,
          value: byGroup[c].most,
          unit: 'requests',
          target: { op: '<=', value: MOST[c] },
        })),
        {
          name: 'paid lookups per checked address, without the cache',
          value: perRow(all.paidWithout, all.count),
          unit: 'requests',
        },
        {
          name: 'paid lookups per checked address, with cache: true',
          value: perRow(all.paidWith, all.count),
          unit: 'requests',
        },
        {
          name: 'paid lookups with the cache, of those without',
          value: percent(all.paidWith, all.paidWithout),
          unit: '%',
          target: { op: '<=', value: 50 },
        },
        {
          name: `the same for the first row of each address alone (${String(all.distinctCount)} rows: no address twice)`,
          value: percent(all.distinctWith, all.distinctWithout),
          unit: '%',
        },
        ...(['ok', 'incomplete', 'ambiguous', 'not-found', 'invalid-input'] as const).map((o): Figure => ({
          name: `rows ${o}`,
          value: percent(all.outcomes[o], all.count),
          unit: '%',
        })),
        { name: 'faults (unavailable, over-budget)', value: faults, unit: 'rows', target: { op: '==', value: 0 } },
        {
          name: 'rows whose outcome differed with the cache',
          value: rows.filter((_, i) => without.outcomes[i] !== withCache.outcomes[i]).length,
          unit: 'rows',
          target: { op: '==', value: 0 },
        },
      ],
      raw: {
        rows: ROWS,
        seed,
        concurrency,
        paid: {
          without: all.paidWithout,
          withCache: all.paidWith,
          firstRowOfEachAddress: { rows: all.distinctCount, without: all.distinctWithout, withCache: all.distinctWith },
        },
        unattributed: without.unattributed + withCache.unattributed,
        byCountry: byGroup,
      },
    };

    const speed: BenchResult = {
      title: 'Checked addresses: rows per second and memory',
      method: `Rows per second: the ${ROWS} rows above checked with checkAddress at concurrency ${concurrency} through one proxy in this process, its fetch going over HTTP to the reference API in a Node process of its own on loopback (after a warm-up of ${warmUp} other rows on a proxy of its own), without and with cache: true. Memory: books of ${memoryRows[0]} and ${memoryRows[1]} rows (the same generator and seed) written to a temporary CSV file, each checked by checkBook (src/cli/check-book.ts, the core of react-address-entry check: concurrency 8, the checked book written to a file) in a Node process of its own that loads only the proxy (cache: true, signingKey) and the CLI core, to the same reference API; twice each, in a fresh process: left to itself, sampling its resident set and heap every 2 ms (the peak, and checkBook's rows per second), and with a full garbage collection every ${liveEvery} rows, taking the heap then (what the run holds on to, above the heap after loading). Left to itself V8 lets garbage pile up the longer a run lasts, so the peak resident set grows with the book though nothing is kept; the heap held is what grows if rows were kept. Target: the longer book holds at most ${MEMORY_RATIO}× the heap of the shorter. Load average (1 min) at the start ${loadBefore.toFixed(1)}, at the end ${loadAfter.toFixed(1)}, on ${String(os.cpus().length)} cores: above the core count, other work shared the machine and the speeds carry its noise.`,
      table: {
        columns: [
          'book',
          'file MB',
          'idle RSS MB',
          'peak RSS MB',
          'peak RSS above idle MB',
          'peak heap MB',
          'heap held MB',
          'checkBook rows/s',
        ],
        rows: [small, large].map((m) => [
          `${m.rows} rows`,
          m.fileMb,
          m.idleMb,
          m.peakRssMb,
          m.peakAboveIdleMb,
          m.peakHeapMb,
          m.liveHeapMb,
          m.rowsPerSecond,
        ]),
      },
      figures: [
        {
          name: `rows per second at concurrency ${concurrency}, without the cache`,
          value: rowsPerSecond(without),
          unit: 'rows/s',
        },
        {
          name: `rows per second at concurrency ${concurrency}, with cache: true`,
          value: rowsPerSecond(withCache),
          unit: 'rows/s',
        },
        {
          name: `checkBook over ${memoryRows[0]} rows: heap held (after a full GC)`,
          value: small.liveHeapMb,
          unit: 'MB',
        },
        {
          name: `checkBook over ${memoryRows[1]} rows: heap held (after a full GC)`,
          value: large.liveHeapMb,
          unit: 'MB',
        },
        {
          name: `heap held over ${memoryRows[1]} rows, of ${memoryRows[0]} rows`,
          value: times(large.liveHeapMb, small.liveHeapMb),
          unit: '×',
          target: { op: '<=', value: MEMORY_RATIO },
        },
        { name: `checkBook over ${memoryRows[0]} rows: peak resident set`, value: small.peakRssMb, unit: 'MB' },
        { name: `checkBook over ${memoryRows[1]} rows: peak resident set`, value: large.peakRssMb, unit: 'MB' },
        {
          name: `peak resident set above idle over ${memoryRows[1]} rows, of ${memoryRows[0]} rows (garbage not yet collected)`,
          value: times(large.peakAboveIdleMb, small.peakAboveIdleMb),
          unit: '×',
        },
      ],
      raw: {
        msWithout: Math.round(without.ms),
        msWithCache: Math.round(withCache.ms),
        memory: [small, large],
        loadAverage: { before: loadBefore, after: loadAfter, cores: os.cpus().length },
      },
    };
    return [lookups, speed];
  } finally {
    await rm(directory, { recursive: true, force: true });
    await reference.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  writeSections(await checkedAddresses(), 'npx tsx scripts/bench/checked-addresses.ts');
