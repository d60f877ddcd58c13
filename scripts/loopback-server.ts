import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';

/** A listening HTTP server; `close` also ends connections left open (hanging requests). */
export interface LoopbackServer {
  url: string;
  /** The Node server itself, for what attaches to it (a WebSocket server on its `upgrade` event). */
  server: Server;
  close(): Promise<void>;
}

export interface ListenOptions {
  /** @default 0 (a free port) */
  port?: number;
  /** @default '127.0.0.1' */
  host?: string;
}

/** Serves a Node request listener; by default on a free loopback port. */
export async function listenOnLoopback(
  listener: RequestListener,
  { port = 0, host = '127.0.0.1' }: ListenOptions = {},
): Promise<LoopbackServer> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return {
    url: `http://${host}:${(server.address() as AddressInfo).port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** A Fetch handler (the reference API, the proxy) as a Node request listener. */
export function fetchListener(handler: (request: Request) => Promise<Response>): RequestListener {
  const listener = getRequestListener(handler);
  return (request, response) => {
    void listener(request, response);
  };
}

/** Serves a Fetch handler over real HTTP; by default on a free loopback port. */
export const serveFetchHandler = (
  handler: (request: Request) => Promise<Response>,
  options?: ListenOptions,
): Promise<LoopbackServer> => listenOnLoopback(fetchListener(handler), options);
