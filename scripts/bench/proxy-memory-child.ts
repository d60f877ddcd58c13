/**
 * The memory benchmark's proxy process (scripts/bench/proxy-memory.ts forks this file): `createAddressProxy` alone
 * on a free loopback port, in front of the upstream given as its argument, sampling its resident set every
 * millisecond between the parent's `idle` and `peak`. It loads nothing else (no benchmark harness, no fuzz
 * generators), so its idle resident set is the proxy's own and it starts in about a second.
 *
 * Messages to the parent, in order: `{ url }` once it listens, `{ idle }` after `idle`, `{ peak, maxRss }` after `peak`.
 */
import { fileURLToPath } from 'node:url';
import { createAddressProxy } from '../../src/server/index.ts';
import { serveFetchHandler } from '../loopback-server.ts';

export type ChildMessage = { url: string } | { idle: number } | { peak: number; maxRss: number };

const memoryCredentials = { key: 'bench', secret: 'bench-secret-value' };

async function child(upstream: string): Promise<void> {
  const send = (message: ChildMessage) => process.send?.(message);
  const gc = (globalThis as { gc?: () => void }).gc;
  const proxy = createAddressProxy({
    upstream: `${upstream}/`,
    ...memoryCredentials,
    basePath: '/api/address',
    timeoutMs: 60_000,
  });
  const server = await serveFetchHandler(proxy);
  let peak = 0;
  let sampler: NodeJS.Timeout | undefined;
  process.on('message', (message) => {
    if (message === 'idle') {
      gc?.();
      const idle = process.memoryUsage.rss();
      peak = idle;
      sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage.rss());
      }, 1);
      send({ idle });
    } else if (message === 'peak') {
      clearInterval(sampler);
      send({ peak: Math.max(peak, process.memoryUsage.rss()), maxRss: process.resourceUsage().maxRSS * 1024 });
    }
  });
  process.on('disconnect', () => void server.close().then(() => process.exit(0)));
  send({ url: server.url });
}

const [, entry, upstream] = process.argv;
if (process.send !== undefined && entry === fileURLToPath(import.meta.url) && upstream !== undefined)
  await child(upstream);
