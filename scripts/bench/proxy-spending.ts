/**
 * Benchmark 7: what the proxy spends (issue 29):
 * - the time the budget check adds per request in process (the in-process store; target 10 µs), and the Redis stores'
 *   added time on loopback when a `redis-server` is on the machine (reported);
 * - paid lookups per 100 scripted shoppers entering addresses in a few towns (Antwerpen, Köln, Haarlem), each step
 *   typed as a debounced page sends it, without and with the answer cache (target: at most half);
 * - the in-process store's memory after a million distinct clients (target: the proxy's 64 MB), in a child process.
 *
 * Run alone (it rewrites only its own section of BENCHMARKS.md): `npx tsx scripts/bench/proxy-spending.ts`.
 */
import { spawn, execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createAddressClient } from '../../src/api/client.ts';
import {
  createAddressProxy,
  memoryLimitStore,
  redisCacheStore,
  redisLimitStore,
  type AddressProxyOptions,
} from '../../src/server/index.ts';
import { createReferenceAddressApi, referenceDataset } from '../../src/testing/index.ts';
import { percentile, seeded, writeSections, type BenchResult } from './bench-harness.ts';
import { benchCredentials as credentials } from './server-process.ts';

/** The options of a proxy in front of the service's URL (the harness's upstream), any of which a test may replace. */
type ServiceOptions = Extract<AddressProxyOptions, { upstream: string }>;

const PATH = '/nl/v1/addresses/exact/Haarlem/Julianastraat/30';
const MILLION = 1_000_000;

/** How much the benchmark does; the defaults are the recorded run's, smaller ones a smoke run's. */
export interface SpendingCounts {
  rounds: number;
  requestsPerRound: number;
  /** Requests a round through the Redis stores. */
  redisRequestsPerRound: number;
  shoppers: number;
  /** Distinct clients counted in the in-process store. */
  clients: number;
}

const SPENDING_COUNTS: SpendingCounts = {
  rounds: 5,
  requestsPerRound: 4000,
  redisRequestsPerRound: 1000,
  shoppers: 100,
  clients: MILLION,
};

type Handler = (request: Request) => Promise<Response>;

function proxyWith(options: Partial<ServiceOptions>) {
  const api = createReferenceAddressApi({ credentials });
  let paid = 0;
  const upstream = (input: RequestInfo | URL, init?: RequestInit) => {
    paid++;
    return api.fetch(new Request(input, { headers: init?.headers ?? {} }));
  };
  const proxy = createAddressProxy({
    upstream: 'http://upstream.internal',
    ...credentials,
    fetch: upstream,
    ...options,
  });
  return { proxy, paid: () => paid };
}

async function microsPerRequest(handler: Handler, count: number, client: (i: number) => string): Promise<number> {
  const start = process.hrtime.bigint();
  for (let i = 0; i < count; i++) {
    const response = await handler(
      new Request(`http://shop.example${PATH}`, { headers: { Accept: 'application/json', 'x-client': client(i) } }),
    );
    if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
    await response.text();
  }
  return Number(process.hrtime.bigint() - start) / 1000 / count;
}

/** The median over `rounds` of the difference in mean time per request between `other` and `plain`, called in turn. */
async function added(plain: Handler, other: Handler, count: number, rounds: number): Promise<number> {
  const client = (i: number) => `10.0.${String(i % 250)}.${String(i % 7)}`;
  await microsPerRequest(plain, count, client);
  await microsPerRequest(other, count, client);
  const differences: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const first = round % 2 === 0;
    const a = await microsPerRequest(first ? plain : other, count, client);
    const b = await microsPerRequest(first ? other : plain, count, client);
    differences.push(first ? b - a : a - b);
  }
  return Math.round(percentile(differences, 50) * 10) / 10;
}

const BIG = { requests: 1e9, perSeconds: 3600 };
const clientKey = (request: Request) => request.headers.get('x-client');

/** A redis-server on a free port for the Redis figures, or `undefined` when the machine has none. */
async function startRedis(): Promise<{ url: string; stop: () => void } | undefined> {
  try {
    execFileSync('redis-server', ['--version']);
  } catch {
    return undefined;
  }
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  await new Promise<void>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve();
    });
  });
  return { url: `redis://127.0.0.1:${String(port)}`, stop: () => child.kill('SIGKILL') };
}

/** The paid lookups of `count` scripted shoppers through one proxy: each step typed as a debounced page sends it. */
async function shoppers(options: Partial<ServiceOptions>, count: number): Promise<number> {
  const { proxy, paid } = proxyWith(options);
  const client = createAddressClient({
    baseUrl: 'http://shop.example',
    fetch: (input, init) => proxy(new Request(input, init)),
  });
  const random = seeded(29);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const antwerpen = referenceDataset.be.filter((s) => s.municipalityNisCode === 11002);
  const koeln = referenceDataset.de.filter((s) => s.city === 'Köln');
  const haarlem = referenceDataset.nl.filter((a) => a.city === 'Haarlem');
  for (let shopper = 0; shopper < count; shopper++) {
    const town = shopper % 3;
    if (town === 2) {
      const address = pick(haarlem);
      await client.lookupPostcode({
        postcode: address.postcode,
        houseNumber: address.houseNumber,
        houseNumberAddition: address.houseNumberAddition,
      });
      continue;
    }
    const street = town === 0 ? pick(antwerpen) : pick(koeln);
    const number = String(pick(street.houseNumbers.map((house) => house.number)));
    // A shopper pauses once or twice a step: a prefix and the whole text (as the requests benchmark measures it).
    for (const text of [street.postcode.toString().slice(0, 2), String(street.postcode)]) {
      await client.autocompletePostalArea({ country: town === 0 ? 'BE' : 'DE', postalArea: text });
    }
    for (const text of [street.street.slice(0, 3), street.street.slice(0, 6)]) {
      if ('municipalityNisCode' in street)
        await client.autocompleteStreet({
          country: 'BE',
          municipalityNisCode: street.municipalityNisCode,
          postcode: street.postcode,
          streetName: text,
        });
      else
        await client.autocompleteStreet({
          country: 'DE',
          cityId: street.cityId,
          postcode: street.postcode,
          streetName: text,
        });
    }
    for (const text of [number.slice(0, 1), number]) {
      if ('municipalityNisCode' in street) {
        await client.autocompleteHouseNumber({
          country: 'BE',
          municipalityNisCode: street.municipalityNisCode,
          streetId: street.streetId,
          postcode: street.postcode,
          language: street.language,
          validation: 'none',
          houseNumber: text,
        });
      } else {
        await client.autocompleteHouseNumber({
          country: 'DE',
          cityId: street.cityId,
          streetId: street.streetId,
          postcode: street.postcode,
          validation: 'none',
          houseNumber: text,
        });
      }
    }
  }
  return paid();
}

/** The heap `clients` distinct clients (a million) leave in the in-process store, measured in a child process after a GC. */
function millionClients(clients = MILLION): Promise<number> {
  const script = `
    const { memoryLimitStore } = await import(${JSON.stringify(new URL('../../src/server/memory-limit-store.ts', import.meta.url).href)});
    globalThis.gc(); const before = process.memoryUsage().heapUsed;
    const store = memoryLimitStore();
    for (let i = 0; i < ${clients}; i++) store.hit('10.' + (i >> 16) + '.' + ((i >> 8) & 255) + '.' + (i & 255), 3600);
    globalThis.gc(); const after = process.memoryUsage().heapUsed;
    store.hit('kept', 3600);
    process.stdout.write(String((after - before) / 2 ** 20));`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(Number(out)) : reject(new Error(`child exited ${String(code)}`))));
  });
}

/** A count in words: `a million`, `1000`. */
const clientsText = (clients: number) => (clients === MILLION ? 'a million' : String(clients));

export async function proxySpending(counts: Partial<SpendingCounts> = {}): Promise<BenchResult> {
  const {
    rounds: ROUNDS,
    requestsPerRound: REQUESTS_PER_ROUND,
    redisRequestsPerRound,
    shoppers: SHOPPERS,
    clients,
  } = { ...SPENDING_COUNTS, ...counts };
  const plain = proxyWith({}).proxy;
  const limited = proxyWith({ limits: { perClient: BIG, total: BIG, clientKey, store: memoryLimitStore() } }).proxy;
  const budgetAdded = await added(plain, limited, REQUESTS_PER_ROUND, ROUNDS);

  const redis = await startRedis();
  let redisLimitAdded: number | undefined;
  let redisCacheHit: number | undefined;
  if (redis !== undefined) {
    const { Redis } = await import('ioredis');
    const client = new Redis(redis.url);
    try {
      const withRedis = proxyWith({
        limits: { perClient: BIG, total: BIG, clientKey, store: redisLimitStore(client) },
      }).proxy;
      redisLimitAdded = await added(plain, withRedis, redisRequestsPerRound, ROUNDS);
      const cached = proxyWith({
        cache: { store: redisCacheStore(client, { prefix: `bench:${String(Date.now())}:` }) },
      }).proxy;
      redisCacheHit = await added(plain, cached, redisRequestsPerRound, ROUNDS);
    } finally {
      client.disconnect();
      redis.stop();
    }
  }

  const without = await shoppers({}, SHOPPERS);
  const withCache = await shoppers({ cache: true }, SHOPPERS);
  const memory = await millionClients(clients);
  const round1 = (n: number) => Math.round(n * 10) / 10;

  return {
    title: 'What the proxy spends: budgets and the answer cache',
    method: `Budget check: the proxy with limits (perClient and total, the in-process store, clients from a header) and without, called in turn in this process over the reference API in this process, ${ROUNDS} rounds of ${REQUESTS_PER_ROUND} requests after a warm-up; the median of the rounds' differences in mean time per request. Redis: the same with redisLimitStore, and a cached answer from redisCacheStore against the proxy without a cache, over ioredis to a redis-server on loopback (${redisRequestsPerRound} requests a round), when the machine has one. Paid lookups: ${SHOPPERS} scripted shoppers (seeded) through one proxy, a third each in Antwerpen and Köln entering postal area, street and house number (two requests a step: a prefix and the whole text, as a debounced page sends them) and a third looking up a Haarlem postcode; the upstream requests counted without and with cache: true. Memory: ${clientsText(clients)} distinct client keys counted in one window of the default in-process store (maxKeys 100000), the heap after a GC minus before, in a child process. Targets: the budget check adds at most 10 µs; the cache at most halves the paid lookups; the store stays within the proxy's 64 MB.`,
    figures: [
      {
        name: 'added by the budget check, in-process store (median of rounds)',
        value: budgetAdded,
        unit: 'µs',
        target: { op: '<=', value: 10 },
      },
      ...(redisLimitAdded === undefined
        ? []
        : [{ name: 'added by the budget check, redisLimitStore on loopback', value: redisLimitAdded, unit: 'µs' }]),
      ...(redisCacheHit === undefined
        ? []
        : [
            {
              name: 'a cached answer through redisCacheStore, minus a fresh one from the reference API in this process (below 0: the cache is faster)',
              value: redisCacheHit,
              unit: 'µs',
            },
          ]),
      { name: `paid lookups of ${SHOPPERS} shoppers, without the cache`, value: without, unit: 'requests' },
      { name: `paid lookups of ${SHOPPERS} shoppers, with cache: true`, value: withCache, unit: 'requests' },
      {
        name: 'paid lookups with the cache, of those without',
        value: Math.round((withCache / without) * 100),
        unit: '%',
        target: { op: '<=', value: 50 },
      },
      {
        name: `in-process store after ${clientsText(clients)} distinct clients`,
        value: round1(memory),
        unit: 'MB',
        target: { op: '<=', value: 64 },
      },
    ],
    raw: { budgetAdded, redisLimitAdded, redisCacheHit, without, withCache, memoryMB: memory },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  writeSections([await proxySpending()], 'npx tsx scripts/bench/proxy-spending.ts');

/** The memory figure alone, for `npm run bench:memory`. */
export async function storeMemory(clients = MILLION): Promise<BenchResult> {
  const memory = Math.round((await millionClients(clients)) * 10) / 10;
  const many = clientsText(clients);
  return {
    title: 'The budgets’ in-process store under a million clients',
    method: `${many[0]?.toUpperCase() ?? ''}${many.slice(1)} distinct client keys counted in one window of the default in-process store (maxKeys 100000), the heap after a GC minus before, in a child process. Target: within the proxy’s 64 MB.`,
    figures: [
      {
        name: `in-process store after ${many} distinct clients`,
        value: memory,
        unit: 'MB',
        target: { op: '<=', value: 64 },
      },
    ],
  };
}
