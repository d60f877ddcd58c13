import { afterAll, beforeAll, inject } from 'vitest';
import { startDemoServer, type DemoServer } from '../../../demo/server.ts';
import { createReferenceAddressApi } from '../../../src/testing/index.ts';
import { freePort } from '../free-port.ts';
import { serveFetchHandler, type LoopbackServer } from '../http-server.ts';

/**
 * The demo checkout for the engine-neutral flows, without a browser of its own: the reference API, the demo server
 * in front of it, and a second demo server in front of a service that is down (nothing listens where its proxy calls,
 * so every lookup answers 502). Registers Vitest's `beforeAll` and `afterAll`: call it at a file's top.
 */
export function demoStack(credentials: { key: string; secret: string }) {
  let reference: LoopbackServer | undefined;
  let demo: DemoServer | undefined;
  let down: DemoServer | undefined;
  beforeAll(async () => {
    reference = await serveFetchHandler(createReferenceAddressApi({ credentials }).fetch);
    const builtPage = inject('demoPage');
    demo = await startDemoServer({
      port: 0,
      upstream: { url: reference.url, ...credentials },
      log: () => undefined,
      builtPage,
    });
    down = await startDemoServer({
      port: 0,
      upstream: { url: `http://127.0.0.1:${String(await freePort())}`, ...credentials },
      log: () => undefined,
      builtPage,
    });
  });
  afterAll(async () => {
    await down?.close();
    await demo?.close();
    await reference?.close();
  });
  const started = (server: DemoServer | undefined) => {
    if (server === undefined) throw new Error('demoStack: not started (use it inside a test)');
    return server.url;
  };
  return {
    /** The demo checkout's address, its lookups answered by the reference API. */
    get url() {
      return started(demo);
    },
    /** The demo checkout's address while the service is down. */
    get downUrl() {
      return started(down);
    },
  };
}
