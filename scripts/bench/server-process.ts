/**
 * A server under test in its own process, so the load generator (autocannon, in the benchmark's process) does not
 * share its event loop: the reference API alone, or the proxy in front of an in-process reference API (the proxy's
 * own work, without an HTTP client's).
 */
import { fork } from 'node:child_process';
import { createAddressProxy } from '../../src/server/index.ts';
import { createReferenceAddressApi } from '../../src/testing/index.ts';
import { serveFetchHandler } from '../loopback-server.ts';

export type ServedApp = 'reference-api' | 'proxy';

export const benchCredentials = { key: 'bench', secret: 'bench-secret-value' };

/**
 * Starts `app` on a free loopback port in a child process (this same file, through tsx); `close` ends it. With
 * `upstream`, the proxy calls that URL over HTTP instead of an in-process reference API.
 */
export async function serveInProcess(app: ServedApp, upstream?: string): Promise<{ url: string; close(): Promise<void> }> {
  const child = fork(new URL(import.meta.url), upstream === undefined ? [app] : [app, upstream], { execArgv: ['--import', 'tsx'] });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => {
      resolve(message as string);
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

process.on('SIGINT', () => process.exit(0));
if (process.send !== undefined && process.argv[2] !== undefined) {
  const api = createReferenceAddressApi({ credentials: benchCredentials });
  const [, , app, upstream] = process.argv;
  // The in-process upstream stands in for the network: it hands the reference API the URL and headers the proxy sends.
  const inProcess = (input: RequestInfo | URL, init?: RequestInit) => api.fetch(new Request(input, { headers: init?.headers ?? {} }));
  const handler =
    app === 'proxy'
      ? createAddressProxy({ upstream: upstream ?? 'http://upstream.internal', ...benchCredentials, ...(upstream === undefined ? { fetch: inProcess } : {}) })
      : api.fetch;
  const server = await serveFetchHandler(handler);
  process.send(server.url);
}
