/**
 * The bytes per answer (issue 41): the same answers from the proxy without and with `signingKey` (each address or
 * suggestion then carries its address token), raw and gzip: the Dutch exact lookup, the Belgian house-number answer
 * of eight suggestions (Antwerpen, Europalaan, "3") and the 1000-box apartment block (Jan Van Rijswijcklaan 100).
 * Whatever the token's format, the table shows what it costs on the wire.
 *
 * Run alone (it rewrites only its own section of BENCHMARKS.md): `npx tsx scripts/bench/answer-bytes.ts`.
 */
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createAddressProxy } from '../../src/server/index.ts';
import { APARTMENT_BLOCK_STREET_ID, createReferenceAddressApi } from '../../src/testing/index.ts';
import { writeSections, type BenchResult, type Figure } from './bench-report.ts';
import { benchCredentials as credentials } from './server-process.ts';

const SIGNING_KEY = 'a-signing-key-for-the-benchmark-0123456789';
/** gzip's default level, the one a server's compression middleware uses unless told otherwise. */
const GZIP_LEVEL = 6;

/** The answers measured: a name for the table and the proxied path. */
const ANSWERS = [
  { name: 'Dutch address (Haarlem, Julianastraat 30)', path: '/nl/v1/addresses/exact/Haarlem/Julianastraat/30' },
  {
    name: 'Belgian house numbers (Antwerpen, Europalaan, "3")',
    path: '/be/v1/autocomplete/house-number/11002/824/2610/nl/none/3',
  },
  {
    name: '1000-box apartment block (Jan Van Rijswijcklaan, "100")',
    path: `/be/v1/autocomplete/house-number/11002/${APARTMENT_BLOCK_STREET_ID}/2018/nl/none/100`,
  },
] as const;

type Proxy = (request: Request) => Promise<Response>;

/** The proxy without and with signing, over the reference API in this process. */
function proxies(): { unsigned: Proxy; signed: Proxy } {
  const api = createReferenceAddressApi({ credentials });
  const upstream = (input: RequestInfo | URL, init?: RequestInit) =>
    api.fetch(new Request(input, { headers: init?.headers ?? {} }));
  const options = { upstream: 'http://upstream.internal', ...credentials, fetch: upstream };
  return { unsigned: createAddressProxy(options), signed: createAddressProxy({ ...options, signingKey: SIGNING_KEY }) };
}

async function ask(proxy: Proxy, path: string): Promise<string> {
  const response = await proxy(new Request(`http://shop.example${path}`, { headers: { Accept: 'application/json' } }));
  if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
  return response.text();
}

/** An answer's bytes as sent: its UTF-8 text, and that text gzipped. */
const bytes = (text: string) => ({
  raw: Buffer.byteLength(text),
  gzip: gzipSync(text, { level: GZIP_LEVEL }).byteLength,
});

/** The items of an answer: a list's length, or 1 for a single address. */
const items = (text: string): number => {
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? parsed.length : 1;
};

export async function answerBytes(): Promise<BenchResult> {
  const { unsigned, signed } = proxies();
  const measured = [];
  for (const { name, path } of ANSWERS) {
    const [plain, withTokens] = [await ask(unsigned, path), await ask(signed, path)];
    if (withTokens === plain) throw new Error(`${path}: the signing proxy added no token`);
    measured.push({ name, items: items(plain), unsigned: bytes(plain), signed: bytes(withTokens) });
  }
  const percent = (after: number, before: number) => `+${Math.round(((after - before) / before) * 100)} %`;
  const figures: Figure[] = measured.flatMap((m) => [
    { name: `${m.name}: bytes the tokens add, raw`, value: m.signed.raw - m.unsigned.raw, unit: 'bytes' },
    { name: `${m.name}: bytes the tokens add, gzip`, value: m.signed.gzip - m.unsigned.gzip, unit: 'bytes' },
  ]);
  return {
    title: 'Bytes per answer, signed and unsigned',
    method: `The same answers from createAddressProxy without and with signingKey (with it, each address or suggestion carries its address token), over the reference API in this process: the body as the browser receives it, raw (UTF-8) and gzipped at level ${GZIP_LEVEL}. Reported, no target: what a verified address costs on the wire.`,
    table: {
      columns: [
        'answer',
        'items',
        'raw, unsigned',
        'raw, signed',
        'raw, growth',
        'gzip, unsigned',
        'gzip, signed',
        'gzip, growth',
      ],
      rows: measured.map((m) => [
        m.name,
        m.items,
        m.unsigned.raw,
        m.signed.raw,
        percent(m.signed.raw, m.unsigned.raw),
        m.unsigned.gzip,
        m.signed.gzip,
        percent(m.signed.gzip, m.unsigned.gzip),
      ]),
    },
    figures,
    raw: { gzipLevel: GZIP_LEVEL, answers: measured },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  writeSections([await answerBytes()], 'npx tsx scripts/bench/answer-bytes.ts');
