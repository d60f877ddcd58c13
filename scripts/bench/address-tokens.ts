/**
 * Benchmark 6: what a verified address costs (issue 23):
 * - the time signing adds to a proxied request in process: the same proxy with and without `signingKey`, called in
 *   turn, over the reference API in this process (a Dutch exact lookup, as the proxy-overhead benchmark, and a
 *   Belgian house-number answer of 11 suggestions);
 * - the growth of answers: bytes before and after, raw and gzip, for the Dutch address, a street answer, a
 *   house-number answer and the 1000-box apartment block;
 * - `verifyAddress` per call on the shop's server, for a Dutch address and a Belgian chain;
 * - one MAC through Node's Web Crypto, through `node:crypto`'s one-shot `hash` (which the proxy takes on Node 20.12
 *   and later) and through its `createHmac` (before);
 * - the length of a Dutch token and of a Belgian chain, and the longest the proxy writes.
 *
 * Run alone (it rewrites only its own section of BENCHMARKS.md): `npx tsx scripts/bench/address-tokens.ts`.
 */
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { houseNumberPartsText, suggestionParts } from '../../src/api/house-number-parts.ts';
import { chainedToken } from '../../src/api/posted-names.ts';
import type { BelgianHouseNumberSuggestion } from '../../src/api/types.ts';
import { MAX_TOKEN_LENGTH, signedText } from '../../src/server/address-token.ts';
import { hmacSha256, nodeCrypto, webCryptoMac } from '../../src/server/hmac.ts';
import { createAddressProxy, verifyAddress } from '../../src/server/index.ts';
import { createReferenceAddressApi } from '../../src/testing/index.ts';
import { percentile, writeSections, type BenchResult } from './bench-harness.ts';
import { benchCredentials as credentials } from './server-process.ts';

const SIGNING_KEY = 'a-signing-key-for-the-benchmark-0123456789';
/** What signing may add to a Dutch exact lookup in process, the median of the rounds. */
const SIGNING_TARGET_MICROS = 20;

/** How much the benchmark does; the defaults are the recorded run's, smaller ones a smoke run's. */
export interface TokenCounts {
  rounds: number;
  /** Requests through each proxy a round (a Dutch lookup, a Belgian house-number answer). */
  requestsPerRound: number;
  /** Requests through each proxy a round for the 1000-box answer. */
  blockRequestsPerRound: number;
  /** Calls of verifyAddress, and of each MAC, timed. */
  calls: number;
}

const TOKEN_COUNTS: TokenCounts = { rounds: 5, requestsPerRound: 4000, blockRequestsPerRound: 40, calls: 20_000 };
const PATHS = {
  dutch: '/nl/v1/addresses/exact/Haarlem/Julianastraat/30',
  street: '/be/v1/autocomplete/street/11002//Europ',
  houseNumbers: '/be/v1/autocomplete/house-number/11002/824/2610/nl/none/3',
  apartmentBlock: '/be/v1/autocomplete/house-number/11002/7301/2018/nl/none/100',
};

const ANSWER_NAMES: Record<string, string> = {
  dutch: 'the Dutch address',
  street: 'a Belgian street answer',
  houseNumbers: 'a Belgian house-number answer',
  apartmentBlock: 'the 1000-box answer',
};

function proxies() {
  const api = createReferenceAddressApi({ credentials });
  const upstream = (input: RequestInfo | URL, init?: RequestInit) =>
    api.fetch(new Request(input, { headers: init?.headers ?? {} }));
  const options = { upstream: 'http://upstream.internal', ...credentials, fetch: upstream };
  return { plain: createAddressProxy(options), signing: createAddressProxy({ ...options, signingKey: SIGNING_KEY }) };
}

const ask = async (proxy: (request: Request) => Promise<Response>, path: string): Promise<string> => {
  const response = await proxy(new Request(`http://shop.example${path}`, { headers: { Accept: 'application/json' } }));
  if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
  return response.text();
};

/** Microseconds one request through `proxy` takes, its answer read. */
async function microsOf(proxy: (request: Request) => Promise<Response>, path: string): Promise<number> {
  const start = process.hrtime.bigint();
  await ask(proxy, path);
  return Number(process.hrtime.bigint() - start) / 1000;
}

async function microsPerCall(work: () => Promise<unknown>, count: number): Promise<number> {
  for (let i = 0; i < Math.min(count, 200); i++) await work();
  const start = process.hrtime.bigint();
  for (let i = 0; i < count; i++) await work();
  return Number(process.hrtime.bigint() - start) / 1000 / count;
}

/**
 * The median over rounds of the difference in mean time per request, signing minus plain, for `path`. The two are
 * measured in pairs, one request each, which goes first alternating: whatever the machine does meanwhile (a
 * collection, another process) falls on both alike, so the difference holds the signing alone.
 */
async function addedBySigning(
  path: string,
  pairs: number,
  ROUNDS: number,
): Promise<{ plain: number; signing: number; added: number }> {
  const { plain, signing } = proxies();
  // Warm-up: the hot paths compile first.
  for (let i = 0; i < pairs; i++) {
    await ask(plain, path);
    await ask(signing, path);
  }
  const rounds: { plain: number; signing: number }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    let [plainMicros, signingMicros] = [0, 0];
    for (let i = 0; i < pairs; i++) {
      const plainFirst = i % 2 === 0;
      const first = await microsOf(plainFirst ? plain : signing, path);
      const second = await microsOf(plainFirst ? signing : plain, path);
      plainMicros += plainFirst ? first : second;
      signingMicros += plainFirst ? second : first;
    }
    rounds.push({ plain: plainMicros / pairs, signing: signingMicros / pairs });
  }
  const median = (values: number[]) => Math.round(percentile(values, 50) * 10) / 10;
  return {
    plain: median(rounds.map((r) => r.plain)),
    signing: median(rounds.map((r) => r.signing)),
    added: median(rounds.map((r) => r.signing - r.plain)),
  };
}

export async function addressTokens(counts: Partial<TokenCounts> = {}): Promise<BenchResult> {
  const {
    rounds: ROUNDS,
    requestsPerRound: REQUESTS_PER_ROUND,
    blockRequestsPerRound,
    calls,
  } = { ...TOKEN_COUNTS, ...counts };
  const dutch = await addedBySigning(PATHS.dutch, REQUESTS_PER_ROUND, ROUNDS);
  const houses = await addedBySigning(PATHS.houseNumbers, REQUESTS_PER_ROUND, ROUNDS);
  const block = await addedBySigning(PATHS.apartmentBlock, blockRequestsPerRound, ROUNDS);

  const { plain, signing } = proxies();
  const growth = await Promise.all(
    Object.entries(PATHS).map(async ([what, path]) => {
      const [before, after] = [await ask(plain, path), await ask(signing, path)];
      const raw = [Buffer.byteLength(before), Buffer.byteLength(after)];
      const gzip = [gzipSync(before).byteLength, gzipSync(after).byteLength];
      return {
        what,
        items: Array.isArray(JSON.parse(before)) ? (JSON.parse(before) as unknown[]).length : 1,
        raw,
        gzip,
      };
    }),
  );

  const address = JSON.parse(await ask(signing, PATHS.dutch)) as Record<string, string | number>;
  const dutchPost = { ...address, houseNumber: String(address.houseNumber), addressStatus: 'validated' };
  const [street] = JSON.parse(await ask(signing, '/be/v1/autocomplete/street/11002/2610/Europalaan')) as Record<
    string,
    string
  >[];
  const [house] = JSON.parse(
    await ask(signing, '/be/v1/autocomplete/house-number/11002/824/2610/nl/none/12'),
  ) as BelgianHouseNumberSuggestion[];
  const chainPost = {
    postcode: String(house?.postcode),
    city: street?.municipalityName,
    street: street?.streetName,
    houseNumber: house?.houseNumber,
    houseNumberParts: house === undefined ? '' : houseNumberPartsText(suggestionParts(house)),
    addressStatus: 'validated',
    addressToken: chainedToken(street?.addressToken, house?.addressToken),
  };
  for (const posted of [dutchPost, chainPost]) {
    const result = await verifyAddress(posted, { signingKey: SIGNING_KEY });
    if (!result.ok) throw new Error(`the benchmark's own address did not verify: ${result.reason}`);
  }
  const verifyDutch = await microsPerCall(() => verifyAddress(dutchPost, { signingKey: SIGNING_KEY }), calls);
  const verifyChain = await microsPerCall(() => verifyAddress(chainPost, { signingKey: SIGNING_KEY }), calls);
  const text = signedText('nl', 1764000000, '', ['2012ES', 'Haarlem', 'Julianastraat', '30', '']);
  const node = nodeCrypto();
  if (node === undefined) throw new Error('this benchmark runs on Node');
  const oneShotMac = hmacSha256(SIGNING_KEY);
  const createHmacMac = hmacSha256(SIGNING_KEY, { createHmac: node.createHmac.bind(node) });
  const webMac = webCryptoMac(SIGNING_KEY);
  const viaOneShot = await microsPerCall(async () => oneShotMac(text), calls * 2);
  const viaCreateHmac = await microsPerCall(async () => createHmacMac(text), calls * 2);
  const viaWeb = await microsPerCall(() => Promise.resolve(webMac(text)), calls);
  const round1 = (n: number) => Math.round(n * 10) / 10;

  return {
    title: 'A verified address: signing and verifying',
    method: `The proxy with and without signingKey, each in this process over the reference API in this process, called in pairs of one request each (alternating which goes first, so that a collection or other work falls on both alike), ${ROUNDS} rounds of ${REQUESTS_PER_ROUND} pairs after a warm-up (${blockRequestsPerRound} a round for the 1000-box answer); each figure is the median over the rounds of the difference in mean time per request. Answers: bytes of the same answer without and with tokens (v3: 96-bit MACs), raw and gzip (level 6). verifyAddress: mean time per call over ${calls} calls after a warm-up, with one key. MAC (HMAC-SHA-256 cut to 96 bits): the Dutch address's signed text (${text.length} characters) through node:crypto's one-shot hash, which the proxy and verifyAddress take on Node 20.12 and later, through node:crypto's createHmac (before), and through Node's Web Crypto (crypto.subtle.sign); elsewhere (workerd, Deno, Bun) they use Web Crypto. The 1000-box list's paint, with signed answers (the demo signs), is in the paint benchmark above. Target: signing adds at most ${String(SIGNING_TARGET_MICROS)} µs to a request in process.`,
    figures: [
      { name: 'Dutch exact lookup, without signing, in process', value: dutch.plain, unit: 'µs/request' },
      { name: 'Dutch exact lookup, with signing, in process', value: dutch.signing, unit: 'µs/request' },
      {
        name: 'added by signing, Dutch exact lookup (median of rounds)',
        value: dutch.added,
        unit: 'µs',
        target: { op: '<=', value: SIGNING_TARGET_MICROS },
      },
      {
        name: `added by signing, Belgian house numbers (${growth.find((g) => g.what === 'houseNumbers')?.items ?? 0} suggestions)`,
        value: houses.added,
        unit: 'µs',
      },
      { name: 'added by signing, the 1000-box answer', value: round1(block.added / 1000), unit: 'ms' },
      ...growth.flatMap(({ what, items, raw, gzip }) => [
        {
          name: `${ANSWER_NAMES[what] ?? what} (${items} ${items === 1 ? 'item' : 'items'}), raw, with tokens`,
          value: raw[1] ?? 0,
          unit: `bytes (without: ${raw[0] ?? 0})`,
        },
        {
          name: `${ANSWER_NAMES[what] ?? what} (${items} ${items === 1 ? 'item' : 'items'}), gzip, with tokens`,
          value: gzip[1] ?? 0,
          unit: `bytes (without: ${gzip[0] ?? 0})`,
        },
      ]),
      { name: 'verifyAddress, a Dutch address', value: round1(verifyDutch), unit: 'µs/call' },
      { name: 'verifyAddress, a Belgian chain (two parts)', value: round1(verifyChain), unit: 'µs/call' },
      { name: 'one MAC, node:crypto’s one-shot hash (Node 20.12 on)', value: round1(viaOneShot), unit: 'µs' },
      { name: 'one MAC, node:crypto’s createHmac', value: round1(viaCreateHmac), unit: 'µs' },
      { name: 'one MAC, Node’s Web Crypto', value: round1(viaWeb), unit: 'µs' },
      { name: 'a Dutch token', value: String(address.addressToken).length, unit: 'characters' },
      { name: 'a Belgian token (street and house number)', value: chainPost.addressToken.length, unit: 'characters' },
      {
        name: 'the longest token the proxy writes (a 15-digit street id)',
        value: MAX_TOKEN_LENGTH,
        unit: 'characters',
      },
    ],
    raw: { dutch, houses, block, growth },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  writeSections([await addressTokens()], 'npx tsx scripts/bench/address-tokens.ts');
