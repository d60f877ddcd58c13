import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./server-render-process.ts', import.meta.url));
/** Far above the child's own run (about a second for tsx to start), far below the 24 h cache timer it once armed. */
const EXIT_WITHIN_MS = 20_000;

interface Ended {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  exitedByItself: boolean;
}

/** Runs the server process to its end, or kills it when it has not exited by itself within the bound. */
function runServerProcess(mode: 'render' | 'prefetch'): Promise<Ended> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, mode], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    let exitedByItself = true;
    const limit = setTimeout(() => {
      exitedByItself = false;
      child.kill('SIGKILL');
    }, EXIT_WITHIN_MS);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(limit);
      resolve({ code, signal, stdout, stderr, exitedByItself });
    });
  });
}

/** What the child printed last: the kinds of its active resources just before its event loop ran dry. */
const activeResources = (ended: Ended): string[] =>
  JSON.parse(ended.stdout.trim().split('\n').at(-1) ?? '[]') as string[];

describe('a server process using the package', () => {
  it(
    'exits by itself after rendering the provider and both data hooks with renderToString',
    async () => {
      const ended = await runServerProcess('render');
      expect(ended.stderr).toBe('');
      expect(ended.stdout).toContain('exact:pending numbers:pending');
      // No timer left to keep the event loop alive (the exact lookup's 24 h cache timer was one); the pipes to this
      // test are the only resources.
      expect(activeResources(ended)).not.toContain('Timeout');
      expect(ended).toMatchObject({ exitedByItself: true, code: 0 });
    },
    EXIT_WITHIN_MS + 5_000,
  );

  it(
    'exits by itself after prefetching both query options into a server QueryClient',
    async () => {
      const ended = await runServerProcess('prefetch');
      expect(ended.stderr).toBe('');
      expect(ended.stdout).toContain('postcode:2012ES');
      expect(activeResources(ended)).not.toContain('Timeout');
      expect(ended).toMatchObject({ exitedByItself: true, code: 0 });
    },
    EXIT_WITHIN_MS + 5_000,
  );
});
