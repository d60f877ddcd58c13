import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { Miniflare, Response as WorkerResponse, type Request as WorkerRequest } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as server from '../../../src/server/index.ts';
import { createReferenceAddressApi } from '../../../src/testing/index.ts';

type ServerEntry = typeof server;

/*
 * The proxy on Cloudflare's runtime: the unchanged `react-address-entry/server` build, bundled as a Worker (as a shop's
 * bundler would) and served by `workerd` through Miniflare, with no account and nothing leaving the machine (`cf:
 * false`; the Worker's outbound requests are answered by the reference API in this process). Each request gets the
 * same answer as the same build gives on Node.
 */

const root = new URL('../../../', import.meta.url).pathname;
const credentials = { key: 'worker-key', secret: 'worker-S3cret-value' };
const SIGNING_KEY = 'a-signing-key-for-the-worker-0123456789';
const UPSTREAM = 'https://service.test';
const reference = createReferenceAddressApi({ credentials });
/** What the service received, and whether anything followed a redirect. */
const upstreamPaths: string[] = [];
let followedRedirect = false;

/** The service: the reference API, except a street named `Moved`, which it answers with a redirect. */
async function service(request: Request): Promise<Response> {
  const url = new URL(request.url);
  upstreamPaths.push(url.pathname);
  if (url.pathname.endsWith('/Moved'))
    return new Response('<p>moved</p>', {
      status: 302,
      headers: { Location: `${UPSTREAM}/elsewhere`, 'Content-Type': 'text/html' },
    });
  if (url.pathname === '/elsewhere') followedRedirect = true;
  return reference.fetch(request);
}

const WORKER = `
import { createAddressProxy } from 'react-address-entry/server';
let proxy;
export default {
  fetch(request, env) {
    proxy ??= createAddressProxy({
      upstream: env.UPSTREAM, key: env.KEY, secret: env.SECRET, basePath: '/api/address',
      allowedOrigins: ['https://shop.example'], signingKey: env.SIGNING_KEY,
      onError: (event) => console.log('proxy error', JSON.stringify(event)),
    });
    return proxy(request);
  },
};
`;

let dir: string | undefined;
let worker: Miniflare | undefined;
let node: ((request: Request) => Promise<Response>) | undefined;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rae-workerd-'));
  await writeFile(join(dir, 'entry.js'), WORKER);
  const bundled = await build({
    entryPoints: [join(dir, 'entry.js')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    alias: { 'react-address-entry/server': join(root, 'dist/server.js') },
  });
  worker = new Miniflare({
    modules: true,
    script: bundled.outputFiles[0]?.text ?? '',
    compatibilityDate: '2026-04-01',
    bindings: { UPSTREAM, ...{ KEY: credentials.key, SECRET: credentials.secret, SIGNING_KEY } },
    cf: false,
    // The Worker's outbound request, as a standard Request for the service, and its answer back as Miniflare's.
    outboundService: async (request: WorkerRequest) => {
      const answer = await service(
        new Request(request.url, { method: request.method, headers: Object.fromEntries(request.headers) }),
      );
      return new WorkerResponse(answer.body === null ? null : await answer.arrayBuffer(), {
        status: answer.status,
        headers: Object.fromEntries(answer.headers),
      });
    },
  });
  await worker.ready;
  // The same build on Node, for the answers to compare with.
  const { createAddressProxy } = (await import(join(root, 'dist/server.js'))) as ServerEntry;
  node = createAddressProxy({
    upstream: UPSTREAM,
    ...credentials,
    basePath: '/api/address',
    allowedOrigins: ['https://shop.example'],
    signingKey: SIGNING_KEY,
    fetch: (input, init) => service(new Request(input, init)),
  });
}, 60_000);

afterAll(async () => {
  await worker?.dispose();
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
});

interface Seen {
  status: number;
  body: string;
  headers: Record<string, string | null>;
  upstream: string[];
}

const HEADERS = [
  'Content-Type',
  'Cache-Control',
  'Retry-After',
  'X-Content-Type-Options',
  'Access-Control-Allow-Origin',
  'Allow',
];

async function ask(where: 'workerd' | 'node', path: string, init: RequestInit = {}): Promise<Seen> {
  upstreamPaths.length = 0;
  const url = `https://shop.example${path}`;
  let response: Response;
  if (where === 'node')
    response = await (node ?? (() => Promise.reject(new Error('not started'))))(new Request(url, init));
  else {
    if (worker === undefined) throw new Error('workerd is not started');
    response = (await worker.dispatchFetch(url, init as never)) as unknown as Response;
  }
  const body = await response.text();
  return {
    status: response.status,
    body,
    headers: Object.fromEntries(HEADERS.map((name) => [name, response.headers.get(name)])),
    upstream: [...upstreamPaths],
  };
}

const REQUESTS: [what: string, path: string, init?: RequestInit, status?: number][] = [
  ['an exact lookup', '/api/address/nl/v1/addresses/exact/Haarlem/Julianastraat/30', {}, 200],
  ['an exact lookup in the rest form', '/api/address/rest/addresses/exact/Enschede/Lasondersingel/129/A', {}, 200],
  ['a city that is not unique (409)', '/api/address/nl/v1/addresses/exact/Hengelo/Kerkstraat/1', {}, 409],
  ['a postcode lookup', '/api/address/nl/v1/addresses/postcode/2012ES/30', {}, 200],
  ['an address not found (404)', '/api/address/nl/v1/addresses/postcode/2012ES/9999', {}, 404],
  ['a Belgian house number', '/api/address/be/v1/autocomplete/house-number/11002/824/2610/nl/none/36', {}, 200],
  [
    'a German house number without city id',
    '/api/address/de/v1/autocomplete/house-number//1817/01219/none/36',
    {},
    200,
  ],
  ['a Belgian postal area', '/api/address/be/v1/autocomplete/postal-area/Wilr', {}, 200],
  ['a German postal area', '/api/address/de/v1/autocomplete/postal-area/K%C3%B6ln', {}, 200],
  ['a Belgian street over a whole municipality', '/api/address/be/v1/autocomplete/street/11002//Europ', {}, 200],
  ['a German street, its empty postcode merged away', '/api/address/de/v1/autocomplete/street/5315000/Sev', {}, 200],
  ['HEAD', '/api/address/nl/v1/addresses/postcode/2012ES/30', { method: 'HEAD' }, 200],
  [
    'a preflight',
    '/api/address/nl/v1/addresses/postcode/2012ES/30',
    { method: 'OPTIONS', headers: { Origin: 'https://shop.example', 'Access-Control-Request-Method': 'GET' } },
    204,
  ],
  ['POST', '/api/address/nl/v1/addresses/postcode/2012ES/30', { method: 'POST', body: 'x' }, 405],
  [
    'another origin',
    '/api/address/nl/v1/addresses/postcode/2012ES/30',
    { headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' } },
    403,
  ],
  ['an unknown operation', '/api/address/nl/v2/addresses/exact/Haarlem/Julianastraat/30', {}, 404],
  ['a path outside the base path', '/other/nl/v1/addresses/exact/Haarlem/Julianastraat/30', {}, 404],
  [
    'a traversal (resolved away by the URL parser)',
    '/api/address/nl/v1/addresses/exact/%2e%2e/Julianastraat/30',
    {},
    404,
  ],
  ['an encoded slash inside an element', '/api/address/nl/v1/addresses/exact/a%2Fb%2Fx/Julianastraat/30', {}, 404],
  ['a dot segment inside an element', '/api/address/nl/v1/addresses/exact/a%2F..%2F..%2Fx/Julianastraat/30', {}, 400],
  ['a house number out of range', '/api/address/nl/v1/addresses/exact/Haarlem/Julianastraat/100000', {}, 400],
  ['an upstream redirect, never followed', '/api/address/be/v1/autocomplete/street/11002/2610/Moved', {}, 502],
];

describe('the proxy in workerd (Cloudflare’s runtime), as on Node', () => {
  it.each(REQUESTS)('%s: answered as on Node', async (_what, path, init, status) => {
    // The tokens hold the second they were signed in: asked again when a second ended between the two.
    const issuedAt = (seen: Seen) => [...seen.body.matchAll(/"v3\.[a-z]\.([\da-z]+)\./gu)].map((m) => m[1]).join();
    let onNode = await ask('node', path, init);
    let inWorkerd = await ask('workerd', path, init);
    for (let again = 0; again < 3 && issuedAt(onNode) !== issuedAt(inWorkerd); again++) {
      onNode = await ask('node', path, init);
      inWorkerd = await ask('workerd', path, init);
    }
    expect(inWorkerd.status).toBe(status);
    expect(inWorkerd).toEqual(onNode);
    expect(inWorkerd.body).not.toContain(credentials.secret);
  });

  it('signs with Web Crypto there (no node:crypto), the same tokens as Node, which verifyAddress on Node accepts', async () => {
    const { verifyAddress } = (await import(join(root, 'dist/server.js'))) as ServerEntry;
    const seen = await ask('workerd', '/api/address/nl/v1/addresses/postcode/2012ES/30');
    const address = JSON.parse(seen.body) as Record<string, string | number>;
    expect(address.addressToken).toMatch(/^v3\.n\./u);
    const posted = { ...address, addressStatus: 'validated', houseNumberAddition: '' };
    expect(await verifyAddress(posted, { signingKey: SIGNING_KEY })).toMatchObject({
      ok: true,
      address: { country: 'NL', street: 'Julianastraat', postcode: '2012ES' },
    });
    expect(await verifyAddress({ ...posted, street: 'Julianastraat ' }, { signingKey: SIGNING_KEY })).toEqual({
      ok: false,
      reason: 'tampered',
    });
  });

  it('never follows an upstream redirect, and says so as an error', async () => {
    followedRedirect = false;
    const answer = await ask('workerd', '/api/address/be/v1/autocomplete/street/11002/2610/Moved');
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.body)).toEqual({
      exception: expect.any(String) as unknown,
      exceptionId: 'Proxy_UpstreamAnswerWithheldException',
    });
    expect(answer.upstream).toEqual(['/be/v1/autocomplete/street/11002/2610/Moved']);
    expect(followedRedirect).toBe(false);
  });
});
