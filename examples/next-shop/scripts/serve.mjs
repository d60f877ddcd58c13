// @ts-check
/**
 * `npm run dev` and `npm start` of the example: `next dev` or `next start` on 127.0.0.1 (PORT, default 3000; HOST),
 * with the proxy's upstream chosen as the repository's demo does. With ADDRESS_API_KEY and ADDRESS_API_SECRET set
 * (and ADDRESS_API_URL, by default the vendor's API), the proxy calls the real service; otherwise the reference API
 * from react-address-entry/testing runs in this process on its own loopback port, behind Basic credentials generated
 * for the run, so the browser → proxy → service chain is the production one. ADDRESS_SIGNING_KEY is generated per
 * run when it is not set. The secrets reach Next's server through its environment only.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { Readable } from 'node:stream';
import { createReferenceAddressApi } from 'react-address-entry/testing';

const mode = process.argv[2];
if (mode !== 'dev' && mode !== 'start') throw new Error('Usage: node scripts/serve.mjs dev|start');
const host = process.env.HOST ?? '127.0.0.1';

/**
 * A Fetch handler on Node's http, on a loopback port.
 * @param {(request: Request) => Promise<Response>} handler
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
async function serve(handler) {
  const server = createServer((incoming, outgoing) => {
    const body = incoming.method === 'GET' || incoming.method === 'HEAD' ? undefined : /** @type {ReadableStream} */ (Readable.toWeb(incoming));
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === 'string') headers.set(name, value);
    const request = new Request(`http://${incoming.headers.host ?? '127.0.0.1'}${incoming.url ?? '/'}`, { method: incoming.method, headers, body, duplex: 'half' });
    handler(request).then(async (response) => {
      outgoing.writeHead(response.status, Object.fromEntries(response.headers));
      outgoing.end(Buffer.from(await response.arrayBuffer()));
    }, () => outgoing.writeHead(500).end());
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The reference API has no port.');
  return {
    url: `http://127.0.0.1:${String(address.port)}`,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve(undefined)); }),
  };
}

/** A free port on the host, when PORT is 0. */
async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, host, () => resolve(undefined)));
  const address = server.address();
  await new Promise((resolve) => server.close(() => resolve(undefined)));
  if (address === null || typeof address === 'string') throw new Error('No free port.');
  return address.port;
}

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
let reference;
if (env.ADDRESS_API_KEY && env.ADDRESS_API_SECRET) {
  env.ADDRESS_API_URL ??= 'https://api.postcode.eu';
  console.log(`Proxy upstream: ${env.ADDRESS_API_URL} (credentials from the environment)`);
} else {
  const credentials = { key: 'next-shop', secret: randomBytes(18).toString('base64url') };
  reference = await serve(createReferenceAddressApi({ credentials, latencyMs: 60 }).fetch);
  Object.assign(env, { ADDRESS_API_URL: reference.url, ADDRESS_API_KEY: credentials.key, ADDRESS_API_SECRET: credentials.secret });
  console.log(`Proxy upstream: the reference API in this process, ${reference.url}`);
  console.log('Set ADDRESS_API_KEY and ADDRESS_API_SECRET (and ADDRESS_API_URL) to use the real service.');
}
env.ADDRESS_SIGNING_KEY ||= randomBytes(32).toString('base64url');
const port = Number(env.PORT ?? 3000) || (await freePort());
env.ADDRESS_PROXY_URL = `http://${host}:${String(port)}/api/address`;

// Next in a process group of its own: `next start` forks a next-server child, and stopping the group stops both.
const next = spawn(process.execPath, ['node_modules/next/dist/bin/next', mode, '--hostname', host, '--port', String(port)], {
  env, stdio: 'inherit', detached: true,
});
console.log(`Next shop (${mode}): http://${host}:${String(port)}`);

let stopping = false;
/** @param {number} code */
async function stop(code) {
  if (stopping) return;
  stopping = true;
  try {
    if (next.pid !== undefined) process.kill(-next.pid, 'SIGTERM');
  } catch {
    // The group has exited already.
  }
  await reference?.close();
  process.exit(code);
}
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => void stop(0));
next.once('exit', (code) => void stop(code ?? 1));
