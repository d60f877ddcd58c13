import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import { descendants, isAlive, listening, within } from './npm-start.ts';

/** A process group a test started: a shop's server (`next start` forks a `next-server` child, say) or a launcher. */
export interface StartedGroup {
  url: string;
  pid: number;
  output(): string;
  /** SIGTERM to the group, then SIGKILL to whatever of it is left after `graceMs`; resolves once all of it exited. */
  stop(graceMs?: number): Promise<void>;
}

type Child = ChildProcessByStdio<null, Readable, Readable>;

/**
 * Runs `command` in a process group of its own in `cwd` and waits until `ready(output)` gives the URL it serves and
 * that URL accepts connections.
 */
export async function startGroup(
  command: string[],
  {
    cwd,
    env,
    ready,
    timeoutMs = 60_000,
  }: {
    cwd: string;
    env: NodeJS.ProcessEnv;
    ready: (output: string) => string | undefined;
    timeoutMs?: number;
  },
): Promise<StartedGroup> {
  const [file = '', ...args] = command;
  const child: Child = spawn(file, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${command.join(' ')} did not start`);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const state = { exited: false };
  child.once('exit', () => (state.exited = true));
  const group = {
    pid,
    output: () => output,
    async stop(graceMs = 10_000) {
      // Every process of the group, and any child that left it: none may outlive the test.
      const tree = [pid, ...descendants(pid)];
      const signal = (name: NodeJS.Signals) => {
        try {
          process.kill(-pid, name);
        } catch {
          // The group has exited already.
        }
      };
      signal('SIGTERM');
      await within(graceMs, () => tree.every((each) => !isAlive(each)));
      signal('SIGKILL');
      for (const each of tree.filter(isAlive)) process.kill(each, 'SIGKILL');
    },
  };
  const url = await (async () => {
    const end = Date.now() + timeoutMs;
    while (Date.now() < end && !state.exited) {
      const found = ready(output);
      if (found !== undefined && (await listening(found))) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return undefined;
  })();
  if (url === undefined) {
    await group.stop(1000);
    throw new Error(`${command.join(' ')} did not become ready:\n${output}`);
  }
  return { ...group, url };
}
