import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './free-port.ts';

export interface RedisServer {
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
export async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const started = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
    child = started;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${output}`)), 10_000);
      started.once('error', (error) => {
        clearTimeout(timer);
        reject(new Error(`redis-server could not be started (${error.message}): install Debian's redis-server package`));
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
