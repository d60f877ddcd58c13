import { execFileSync, spawn, type ChildProcessByStdio } from 'node:child_process';
import { connect } from 'node:net';
import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;
type Started = ChildProcessByStdio<null, Readable, Readable>;

/** Every process below `pid`, from the process table (Linux `ps`). */
function descendants(pid: number): number[] {
  const table = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/u).map(Number) as [number, number]);
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const [child, ppid] of table) {
      if (ppid === parent) {
        found.push(child);
        visit(child);
      }
    }
  };
  visit(pid);
  return found;
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Whether something accepts connections at the URL's port. */
const listening = (url: string): Promise<boolean> =>
  new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const within = async (ms: number, condition: () => boolean | Promise<boolean>): Promise<boolean> => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return condition();
};

/** `npm start` on free ports, as a person runs it; resolves once it printed the page's and the reference API's URLs. */
async function npmStart(): Promise<{ child: Started; page: string; reference: string }> {
  const child = spawn('npm', ['start'], { cwd: root, env: { ...process.env, PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const urls = () => {
    const page = /Demo checkout: (http:\/\/\S+)/u.exec(output)?.[1];
    const reference = /reference API in this process, (http:\/\/\S+)/u.exec(output)?.[1];
    return page === undefined || reference === undefined ? undefined : { page, reference };
  };
  if (!(await within(60_000, () => urls() !== undefined))) throw new Error(`npm start printed no URLs:\n${output}`);
  const found = urls();
  if (found === undefined) throw new Error('unreachable: checked just above');
  return { child, ...found };
}

describe('npm start', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('stops on %s sent to npm: every process of the demo exits and its ports are free', async (signal) => {
    const { child, page, reference } = await npmStart();
    const pid = child.pid ?? 0;
    const tree = [pid, ...descendants(pid)];
    try {
      expect(await listening(page)).toBe(true);
      expect(await listening(reference)).toBe(true);
      child.kill(signal);
      expect(await within(15_000, () => tree.every((each) => !isAlive(each))), `still running: ${tree.filter(isAlive).join(' ')}`).toBe(true);
      expect(await listening(page)).toBe(false);
      expect(await listening(reference)).toBe(false);
    } finally {
      // Only the processes this test started, and only if the demo did not stop them itself.
      for (const each of tree.filter(isAlive)) process.kill(each, 'SIGKILL');
    }
  }, 90_000);
});
