import { execFileSync, spawn, type ChildProcessByStdio } from 'node:child_process';
import { connect } from 'node:net';
import type { Readable } from 'node:stream';

const root = new URL('../../', import.meta.url).pathname;
type Started = ChildProcessByStdio<null, Readable, Readable>;

/** Every process below `pid`, from the process table (Linux `ps`). */
export function descendants(pid: number): number[] {
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

export const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Whether something accepts connections at the URL's port. */
export const listening = (url: string): Promise<boolean> =>
  new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Whether `condition` holds within `ms`, asked every 100 ms. */
export const within = async (ms: number, condition: () => boolean | Promise<boolean>): Promise<boolean> => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return condition();
};

/** A running `npm start`: the process, the page's URL, the reference API's URL and everything it printed so far. */
export interface NpmStart {
  child: Started;
  page: string;
  reference: string;
  output(): string;
  /** Stops the demo with SIGTERM and, if anything of it is still running after 15 s, kills what is left. */
  stop(): Promise<void>;
}

/** `npm start` on a free port, as a person runs it; resolves once it printed the page's and the reference API's URLs. */
export async function npmStart(): Promise<NpmStart> {
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const urls = () => {
    const page = /Demo checkout: (http:\/\/\S+)/u.exec(output)?.[1];
    const reference = /reference API in this process, (http:\/\/\S+)/u.exec(output)?.[1];
    return page === undefined || reference === undefined ? undefined : { page, reference };
  };
  if (!(await within(60_000, () => urls() !== undefined))) {
    child.kill('SIGKILL');
    throw new Error(`npm start printed no URLs:\n${output}`);
  }
  const found = urls();
  if (found === undefined) throw new Error('unreachable: checked just above');
  return {
    child,
    ...found,
    output: () => output,
    async stop() {
      const tree = [child.pid ?? 0, ...descendants(child.pid ?? 0)];
      child.kill('SIGTERM');
      await within(15_000, () => tree.every((each) => !isAlive(each)));
      // Only the processes this demo started, and only if it did not stop them itself.
      for (const each of tree.filter(isAlive)) process.kill(each, 'SIGKILL');
    },
  };
}
