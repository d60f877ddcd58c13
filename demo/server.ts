import { randomBytes } from 'node:crypto';
import type { RequestListener, Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { build, createServer as createViteServer } from 'vite';
import { fetchListener, listenOnLoopback, serveFetchHandler, type LoopbackServer } from '../scripts/loopback-server.ts';
import { clientKeyFromHeader, createAddressProxy, type Budget } from '../src/server/index.ts';
import { createReferenceAddressApi } from '../src/testing/index.ts';
import { orderHandler } from './place-order.ts';

/** The service the proxy calls: its base URL and the credentials only the server holds. */
export interface DemoUpstream {
  url: string;
  key: string;
  secret: string;
}

export interface DemoServerOptions {
  /** @default 5173 (0 picks a free port) */
  port?: number;
  /** @default '127.0.0.1' */
  host?: string;
  /** The real service (or any other); by default the reference API, started in this process with fresh credentials. */
  upstream?: DemoUpstream;
  /** Where proxy failures are reported (never with the secret). @default console.warn */
  log?: (line: string) => void;
  /** Serve a production build of the page (built into a temporary folder) instead of Vite's dev server. */
  production?: boolean;
  /**
   * Serve the production build already in this folder (made by `buildDemoPage`), as is: for tests that start many
   * demos, which then build the page once. The folder is left in place at `close()`. Wins over `production`.
   */
  builtPage?: string;
  /**
   * Merge repeated slashes in request paths before the proxy sees them, as the routers shops run do: `redirect`
   * answers with a 308 to the merged path (Next.js), `rewrite` passes the merged path on (nginx's `merge_slashes`).
   * For tests that the checkout survives them. @default none
   */
  mergeSlashes?: 'redirect' | 'rewrite';
  /** The key the proxy signs confirmed addresses with and the order endpoint verifies them with. @default a fresh random key per run */
  signingKey?: string;
  /**
   * Each browser's budget of lookups (the client is the address that connected, which this server sets as a header
   * the proxy trusts, overwriting one a client sent). @default { requests: 1000, perSeconds: 600 }
   */
  perClientBudget?: Budget;
  /** Answer repeated lookups from the proxy's cache (as `npm start` does); the tests that stop the service mid-run leave it off. @default false */
  cache?: boolean;
  /** The clock of the proxy and of the order endpoint (milliseconds since 1970), for tests that move time on. @default Date.now */
  now?: () => number;
}

/** The demo's budget per browser: far above what a shopper asks (5 to 15 lookups an address), far below a script's flood. */
const DEMO_BUDGET: Budget = { requests: 1000, perSeconds: 600 };
/** The header the demo's own server sets to the address that connected; the proxy's `clientKey` reads it. */
const CLIENT_HEADER = 'x-demo-client';

export interface DemoServer {
  url: string;
  /** Each browser's budget of lookups, for the start message. */
  budget: Budget;
  /** Which upstream the proxy calls, in words, without the secret. */
  upstream: string;
  /** The upstream's credentials, for tests that check they never reach the browser. */
  credentials: { key: string; secret: string };
  close(): Promise<void>;
}

type Listener = RequestListener;

const CONFIG = fileURLToPath(new URL('./vite.config.ts', import.meta.url));

/**
 * The page through Vite's dev server. Its WebSocket (which the page's Vite client always opens, hot reload or not)
 * is attached to the page's own HTTP server: in middleware mode Vite would otherwise listen on its fixed port 24678,
 * which a second demo (or `npm test` beside `npm start`) cannot take, and that demo's page would then talk to the
 * first one's socket, which refuses its token.
 */
async function developmentPage(server: Server) {
  const vite = await createViteServer({
    configFile: CONFIG,
    server: { middlewareMode: true, hmr: false, ws: { server } },
    appType: 'spa',
  });
  return { handle: vite.middlewares as Listener, close: () => vite.close() };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

/** Builds the page for production into `outDir`, as `production: true` does at each start; for `builtPage`. */
export async function buildDemoPage(outDir: string): Promise<void> {
  await build({ configFile: CONFIG, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
}

/** The page built for production in `outDir`, served as static files. */
function staticPage(outDir: string): Listener {
  return (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://local').pathname)).replace(
      /^(\.\.[/\\])+/u,
      '',
    );
    readFile(join(outDir, path === '/' ? 'index.html' : path)).then(
      (body) => response.writeHead(200, { 'Content-Type': TYPES[extname(path)] ?? 'text/html' }).end(body),
      () =>
        readFile(join(outDir, 'index.html')).then((body) =>
          response.writeHead(200, { 'Content-Type': 'text/html' }).end(body),
        ),
    );
  };
}

/** The page built for production into a temporary folder, removed at close. */
async function productionPage() {
  const outDir = await mkdtemp(join(tmpdir(), 'react-address-entry-demo-'));
  await buildDemoPage(outDir);
  return { handle: staticPage(outDir), close: () => rm(outDir, { recursive: true, force: true }) };
}

/**
 * Serves the demo checkout with the proxy on the same origin at `/api/address` (browser → proxy → service over real
 * HTTP) and the shop's order endpoint at `/api/order`, which trusts a posted address only if `verifyAddress` does. Without an `upstream`, the reference API runs in this process on its own loopback port, behind Basic
 * credentials generated for this run, so the proxy is exercised exactly as against the real service.
 */
export async function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((line: string) => console.warn(line));
  let upstream = options.upstream;
  let reference: LoopbackServer | undefined;
  if (upstream === undefined) {
    const credentials = { key: 'demo', secret: randomBytes(18).toString('base64url') };
    reference = await serveFetchHandler(createReferenceAddressApi({ credentials, latencyMs: 60 }).fetch);
    upstream = { url: reference.url, ...credentials };
  }
  const { url: upstreamUrl, key, secret } = upstream;
  // A separate secret of the shop's own: the proxy signs what the service confirmed, the order endpoint checks it.
  const signingKey = options.signingKey ?? randomBytes(32).toString('base64url');
  const now = options.now ?? Date.now;
  const order = fetchListener(orderHandler(signingKey, now));
  const proxy = fetchListener(
    createAddressProxy({
      upstream: upstreamUrl,
      key,
      secret,
      basePath: '/api/address',
      signingKey,
      limits: { perClient: options.perClientBudget ?? DEMO_BUDGET, clientKey: clientKeyFromHeader(CLIENT_HEADER) },
      cache: options.cache === true,
      now,
      onError: (event) =>
        log(
          `[proxy] ${event.kind} (${event.status}) for ${event.path}${event.budget ? `, budget ${event.budget}` : ''}${event.cause ? `: ${event.cause}` : ''}`,
        ),
    }),
  );
  // The server listens first, so that the page's WebSocket can attach to it; the page is ready before this returns.
  let page: { handle: Listener; close(): Promise<void> } | undefined;
  const server = await listenOnLoopback(
    (request, response) => {
      const [path = '/', query] = (request.url ?? '/').split(/(?=\?)/u);
      const merged = path.replace(/\/{2,}/gu, '/');
      if (options.mergeSlashes !== undefined && merged !== path) {
        if (options.mergeSlashes === 'redirect') {
          response.writeHead(308, { Location: merged + (query ?? '') }).end();
          return;
        }
        request.url = merged + (query ?? '');
      }
      // This server is the platform here: it says who connected, and no client can say it for itself.
      request.headers[CLIENT_HEADER] = request.socket.remoteAddress ?? 'unknown';
      if (request.url?.startsWith('/api/address/') === true) proxy(request, response);
      else if (request.url === '/api/order') order(request, response);
      else if (page === undefined) response.writeHead(503, { 'Retry-After': '1' }).end('The demo is starting.');
      else page.handle(request, response);
    },
    { port: options.port ?? 5173, host },
  );
  try {
    const built = options.builtPage;
    page =
      built !== undefined
        ? { handle: staticPage(built), close: () => Promise.resolve() }
        : options.production === true
          ? await productionPage()
          : await developmentPage(server.server);
  } catch (error) {
    await server.close();
    await reference?.close();
    throw error;
  }
  const started = page;

  return {
    url: server.url,
    budget: options.perClientBudget ?? DEMO_BUDGET,
    upstream:
      reference === undefined
        ? `${upstreamUrl} (credentials from the environment)`
        : `the reference API in this process, ${upstreamUrl}`,
    credentials: { key, secret },
    async close() {
      await server.close();
      await started.close();
      await reference?.close();
    },
  };
}
