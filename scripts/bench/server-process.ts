/**
 * A server under test in its own process, so the benchmark's own client (autocannon, or Playwright with its stream
 * of browser events) does not share its event loop: the reference API alone, the proxy or the hand-written
 * pass-through in front of an in-process reference API (their own work, without an HTTP client's), or the demo
 * checkout built for production with its proxy and the reference API on loopback.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createAddressProxy } from '../../src/server/index.ts';
import { createReferenceAddressApi } from '../../src/testing/index.ts';
import { serveFetchHandler } from '../loopback-server.ts';
import { handWrittenProxy } from './hand-written-proxy.ts';

const SERVED_APPS = ['reference-api', 'proxy', 'hand-written-proxy', 'demo'] as const;
export type ServedApp = (typeof SERVED_APPS)[number];
const isServedApp = (value: string | undefined): value is ServedApp =>
  (SERVED_APPS as readonly (string | undefined)[]).includes(value);

export const benchCredentials = { key: 'bench', secret: 'bench-secret-value' };

/**
 * Starts `app` on a free loopback port in a child process (this same file, through tsx); `close` ends it. With
 * `upstream`, the proxy calls that URL over HTTP instead of an in-process reference API.
 */
export async function serveInProcess(
  app: ServedApp,
  upstream?: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const child = fork(new URL(import.meta.url), upstream === undefined ? [app] : [app, upstream], {
    execArgv: ['--import', 'tsx'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => {
      if (typeof message === 'string') resolve(message);
      else reject(new Error(`the ${app} server sent ${JSON.stringify(message)} where its URL was expected`));
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      reject(new Error(`the ${app} server exited with ${String(code)}`));
    });
  });
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => {
          resolve();
        });
        child.kill();
      }),
  };
}

/**
 * The child's side: only when this file is the process's entry point. Other modules import this one (for
 * `benchCredentials`), and in a forked process of their own (the memory benchmark's proxy child, a test runner's
 * worker) `process.send` exists too: a check on it alone served a reference API there and sent its URL, which the
 * memory benchmark's parent took for its proxy's `{ url }` (`undefined/api/address/...`).
 */
const [, entry, app, upstream] = process.argv;
if (process.send !== undefined && entry === fileURLToPath(import.meta.url) && isServedApp(app)) {
  const api = createReferenceAddressApi({ credentials: benchCredentials });
  if (app === 'demo') {
    // Loaded only here: the demo server brings Vite, seconds of loading that the other apps' processes are spared.
    const { startDemoServer } = await import('../../demo/server.ts');
    const reference = await serveFetchHandler(api.fetch);
    const demo = await startDemoServer({
      port: 0,
      log: () => undefined,
      production: true,
      upstream: { url: reference.url, ...benchCredentials },
    });
    process.send(demo.url);
  } else {
    // The in-process upstream stands in for the network: it hands the reference API the URL and headers the proxy sends.
    const inProcess = (input: RequestInfo | URL, init?: RequestInit) =>
      api.fetch(new Request(input, { headers: init?.headers ?? {} }));
    const handler =
      app === 'proxy'
        ? createAddressProxy({
            upstream: upstream ?? 'http://upstream.internal',
            ...benchCredentials,
            ...(upstream === undefined ? { fetch: inProcess } : {}),
          })
        : app === 'hand-written-proxy'
          ? handWrittenProxy(
              upstream ?? 'http://upstream.internal',
              benchCredentials,
              upstream === undefined ? inProcess : fetch,
            )
          : api.fetch;
    process.send((await serveFetchHandler(handler)).url);
  }
}
