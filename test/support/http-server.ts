import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';

/** A server on a free loopback port; `close` also ends connections left open (hanging requests). */
export interface LoopbackServer {
  url: string;
  close(): Promise<void>;
}

export async function listenOnLoopback(listener: RequestListener): Promise<LoopbackServer> {
  const server: Server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** Serves a Fetch handler (the reference API, a proxy) over real HTTP on loopback. */
export function serveFetchHandler(handler: (request: Request) => Promise<Response>): Promise<LoopbackServer> {
  const listener = getRequestListener(handler);
  return listenOnLoopback((request, response) => {
    void listener(request, response);
  });
}
