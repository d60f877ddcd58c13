/**
 * Benchmark 4: what `createAddressProxy` costs beyond the proxy a shop would write by hand (a `fetch` pass-through
 * that adds the credentials), side by side in one run:
 * - throughput over HTTP, as deployed: autocannon on loopback against each proxy in its own Node process, both
 *   fetching from the reference API in a third process over loopback HTTP (a real `fetch`, whose answer is a stream
 *   for both), the two loaded in turn, several rounds; the median of the rounds' ratios, reported (on 2 cores the
 *   three processes and autocannon share the machine, so it is no target: the team's yardstick is the time added);
 * - the same with the reference API inside each proxy's process (no network between them), reported beside it: there
 *   the hand-written proxy hands back the API's own answer untouched (a string, written without a stream), while
 *   createAddressProxy reads it as a stream against the size limit and the secret check, so the ratio shows the
 *   checks' cost with nothing else to hide it;
 * - time added per request in process: each handler called in turn in this process (request in, body read), several
 *   rounds of many requests; the median of the rounds' differences.
 *
 * Run alone (it rewrites only its own section of BENCHMARKS.md): `npx tsx scripts/bench/proxy-overhead.ts`.
 */
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createAddressProxy } from '../../src/server/index.ts';
import { createReferenceAddressApi } from '../../src/testing/index.ts';
import { percentile, writeSections, type BenchResult } from './bench-harness.ts';
import { handWrittenProxy } from './hand-written-proxy.ts';
import { benchCredentials as credentials, serveInProcess } from './server-process.ts';

const PATH = '/nl/v1/addresses/exact/Haarlem/Julianastraat/30';
/** What createAddressProxy may add to a request in process, beyond the hand-written proxy: the median of the rounds. */
const ADDED_TARGET_MICROS = 75;

/** How much the benchmark does; the defaults are the recorded run's, smaller ones a smoke run's. */
export interface OverheadCounts {
  rounds: number;
  /** Seconds of each autocannon load (its throughput is sampled per second: at least 1). */
  loadSeconds: number;
  /** Requests through each handler a round, in process. */
  requestsPerRound: number;
}

const OVERHEAD_COUNTS: OverheadCounts = { rounds: 5, loadSeconds: 3, requestsPerRound: 4000 };

async function load(url: string, seconds: number) {
  const result = await autocannon({ url, connections: 10, duration: seconds, headers: { Accept: 'application/json' } });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { p50: result.latency.p50, rps: result.requests.average };
}

/** Microseconds one request through `handler` takes, its answer's body read. */
async function microsOf(handler: (request: Request) => Promise<Response>): Promise<number> {
  const start = process.hrtime.bigint();
  const response = await handler(
    new Request(`http://shop.example${PATH}`, { headers: { Accept: 'application/json' } }),
  );
  if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
  await response.text();
  return Number(process.hrtime.bigint() - start) / 1000;
}

/**
 * Mean microseconds per request of each handler, called in pairs of one request each (alternating which goes first),
 * so that a collection or another process's work falls on both alike.
 */
async function pairedMicros(
  hand: Handler,
  library: Handler,
  pairs: number,
): Promise<{ hand: number; library: number }> {
  let [handMicros, libraryMicros] = [0, 0];
  for (let i = 0; i < pairs; i++) {
    const handFirst = i % 2 === 0;
    const first = await microsOf(handFirst ? hand : library);
    const second = await microsOf(handFirst ? library : hand);
    handMicros += handFirst ? first : second;
    libraryMicros += handFirst ? second : first;
  }
  return { hand: handMicros / pairs, library: libraryMicros / pairs };
}

type Handler = (request: Request) => Promise<Response>;

/** Both proxies in this process, over one in-process reference API. */
function inProcessHandlers() {
  const api = createReferenceAddressApi({ credentials });
  const upstream = (input: RequestInfo | URL, init?: RequestInit) =>
    api.fetch(new Request(input, { headers: init?.headers ?? {} }));
  return {
    hand: handWrittenProxy('http://upstream.internal', credentials, upstream),
    library: createAddressProxy({ upstream: 'http://upstream.internal', ...credentials, fetch: upstream }),
  };
}

type HttpRound = { hand: { p50: number; rps: number }; library: { p50: number; rps: number } };

/** Both proxies over HTTP, each in its own process with `upstream` (or the reference API in process), loaded in turn. */
async function compareOverHttp(
  upstream: string | undefined,
  { rounds: ROUNDS, loadSeconds }: OverheadCounts,
): Promise<HttpRound[]> {
  const handServer = await serveInProcess('hand-written-proxy', upstream);
  const libraryServer = await serveInProcess('proxy', upstream);
  const rounds: HttpRound[] = [];
  try {
    await load(handServer.url + PATH, loadSeconds); // warm-ups
    await load(libraryServer.url + PATH, loadSeconds);
    for (let round = 0; round < ROUNDS; round++) {
      // In turn, so a neighbour's load on the shared machine falls on both alike.
      const first = round % 2 === 0 ? 'hand' : 'library';
      const a = await load((first === 'hand' ? handServer : libraryServer).url + PATH, loadSeconds);
      const b = await load((first === 'hand' ? libraryServer : handServer).url + PATH, loadSeconds);
      rounds.push(first === 'hand' ? { hand: a, library: b } : { hand: b, library: a });
    }
  } finally {
    await Promise.all([handServer.close(), libraryServer.close()]);
  }
  return rounds;
}

export async function proxyOverhead(counts: Partial<OverheadCounts> = {}): Promise<BenchResult> {
  const all = { ...OVERHEAD_COUNTS, ...counts };
  const { rounds: ROUNDS, loadSeconds: LOAD_SECONDS, requestsPerRound: REQUESTS_PER_ROUND } = all;
  const { hand, library } = inProcessHandlers();
  await pairedMicros(hand, library, REQUESTS_PER_ROUND); // warm-up: the hot paths compile first
  const micros: { hand: number; library: number }[] = [];
  for (let round = 0; round < ROUNDS; round++) micros.push(await pairedMicros(hand, library, REQUESTS_PER_ROUND));

  const api = await serveInProcess('reference-api');
  const deployed = await compareOverHttp(api.url, all).finally(() => api.close());
  const inProcessUpstream = await compareOverHttp(undefined, all);

  const median = (values: number[]) => percentile(values, 50);
  const round1 = (n: number) => Math.round(n * 10) / 10;
  const ratio = (rounds: HttpRound[]) => Math.round(median(rounds.map((r) => (r.library.rps / r.hand.rps) * 100)));
  return {
    title: 'Proxy overhead',
    method: `createAddressProxy beside the proxy a shop would write by hand (a fetch pass-through adding the credentials; scripts/bench/hand-written-proxy.ts), in one run. Over HTTP, as deployed: autocannon, 10 connections for ${LOAD_SECONDS} s against each proxy in its own Node process, both fetching from the reference API in a third process over loopback HTTP, the two loaded in turn (alternating which goes first), ${ROUNDS} rounds after a warm-up; the figure is the median of the rounds' throughput ratios. The same with the reference API inside each proxy's process is reported beside it: there the hand-written proxy returns the API's own answer object untouched (a string body, written without a stream), while createAddressProxy reads a stream against the size limit and the secret check, so that ratio is the checks' cost with no network to hide it. In process: ${ROUNDS} rounds of ${REQUESTS_PER_ROUND} pairs of one request through each handler (alternating which goes first, so that a collection or another process's work falls on both alike) with the reference API as an in-process upstream (answer body read), after a warm-up; the figure is the median over the rounds of the difference in mean time per request. Target: at most ${String(ADDED_TARGET_MICROS)} µs added per request in process (the throughput as deployed is reported: on 2 cores the three processes and autocannon share the machine).`,
    figures: [
      {
        name: 'hand-written proxy throughput, as deployed (median)',
        value: Math.round(median(deployed.map((r) => r.hand.rps))),
        unit: 'req/s',
      },
      {
        name: 'createAddressProxy throughput, as deployed (median)',
        value: Math.round(median(deployed.map((r) => r.library.rps))),
        unit: 'req/s',
      },
      { name: 'throughput ratio, as deployed (median of rounds)', value: ratio(deployed), unit: '%' },
      {
        name: 'added p50 over HTTP, as deployed (median of rounds)',
        value: median(deployed.map((r) => r.library.p50 - r.hand.p50)),
        unit: 'ms',
      },
      {
        name: 'throughput ratio, reference API in the proxies’ process (median of rounds)',
        value: ratio(inProcessUpstream),
        unit: '%',
      },
      { name: 'hand-written proxy, in process', value: round1(median(micros.map((m) => m.hand))), unit: 'µs/request' },
      {
        name: 'createAddressProxy, in process',
        value: round1(median(micros.map((m) => m.library))),
        unit: 'µs/request',
      },
      {
        name: 'added per request, in process (median of rounds)',
        value: round1(median(micros.map((m) => m.library - m.hand))),
        unit: 'µs',
        target: { op: '<=', value: ADDED_TARGET_MICROS },
      },
    ],
    raw: {
      inProcessMicros: micros.map((m) => ({ hand: round1(m.hand), library: round1(m.library) })),
      deployedRounds: deployed,
      inProcessUpstreamRounds: inProcessUpstream,
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  writeSections([await proxyOverhead()], 'npx tsx scripts/bench/proxy-overhead.ts');
