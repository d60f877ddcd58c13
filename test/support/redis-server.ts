import { spawn, type ChildProcess } from 'node:child_process';
import { createClient, type RedisClientType } from 'redis';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from './free-port.ts';

interface RedisServer {
  url: string;
  port: number;
  /** Stops the server (and waits for its exit); a stopped server can be started again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/**
 * A `redis-server` (Debian's package; `.ci/run` installs it) on a free loopback port, with nothing saved to disk.
 * Tests of the Redis stores run against it, as several proxy instances share one in production.
 */
async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const started = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = started;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${output}`)), 10_000);
      started.once('error', (error) => {
        clearTimeout(timer);
        reject(
          new Error(`redis-server could not be started (${error.message}): install Debian's redis-server package`),
        );
      });
      started.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    async stop() {
      const running = child;
      if (running === undefined || running.exitCode !== null) return;
      await new Promise((resolve) => {
        running.once('exit', resolve);
        running.kill('SIGKILL');
      });
    },
  };
}

/** The Redis server of one test file, with the connections its tests made and a key prefix no other test uses. */
export interface RedisForTests extends RedisServer {
  /** A node-redis connection to the server, closed after the file's tests. */
  connect(): Promise<RedisClientType>;
  /** Closes something (another client's connection) after the file's tests, before the server stops. */
  closeAfterAll(close: () => unknown): void;
  /** A key prefix no other test of the run uses: `<name>:<n>:<time>:`. */
  freshPrefix(name: string): string;
}

let prefixes = 0;

/**
 * Starts a Redis server before the tests of the file that calls it (at its top level) and stops it after them,
 * closing every connection first.
 */
export function redisForTests(): RedisForTests {
  let server: RedisServer | undefined;
  const closers: (() => unknown)[] = [];
  const started = (): RedisServer => {
    if (server === undefined) throw new Error('the Redis server starts in beforeAll: use it inside a test');
    return server;
  };
  beforeAll(async () => {
    server = await startRedis();
  }, 20_000);
  afterAll(async () => {
    for (const close of closers)
      await Promise.resolve()
        .then(close)
        .catch(() => undefined);
    await server?.stop();
  });
  return {
    get url() {
      return started().url;
    },
    get port() {
      return started().port;
    },
    start: () => started().start(),
    stop: () => started().stop(),
    async connect() {
      const client: RedisClientType = createClient({ url: started().url });
      client.on('error', () => undefined); // reconnecting after a stop is the tests' own business
      await client.connect();
      closers.push(() => client.destroy());
      return client;
    },
    closeAfterAll: (close) => {
      closers.push(close);
    },
    freshPrefix: (name) => `${name}:${String(++prefixes)}:${String(Date.now())}:`,
  };
}
