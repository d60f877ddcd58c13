import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/**
 * The processes one desktop started (Xvfb, the bus, Orca, Firefox), each in a process group of its own so that its
 * children go with it (the accessibility bus and its registry that the bus starts, Firefox's content processes). They
 * are stopped in the reverse order, by group: SIGTERM, then SIGKILL after a grace period. Should the test process
 * end without that (a crash, a killed worker), an exit hook kills what is left.
 */
export class ProcessGroups {
  private readonly children: { name: string; child: ChildProcess }[] = [];
  private readonly onExit = () => {
    for (const { child } of this.children) kill(child, 'SIGKILL');
  };

  constructor() {
    process.once('exit', this.onExit);
  }

  /** Starts `command` in its own process group; its output goes where `options.stdio` says (ignored by default). */
  start(name: string, command: string, args: readonly string[], options: SpawnOptions = {}): ChildProcess {
    const child = spawn(command, args, { stdio: 'ignore', ...options, detached: true });
    child.on('error', () => undefined);
    this.children.push({ name, child });
    return child;
  }

  /** Whether the process started as `name` has ended, and how. */
  ended(name: string): string | undefined {
    const found = this.children.find((entry) => entry.name === name)?.child;
    if (found === undefined || (found.exitCode === null && found.signalCode === null)) return undefined;
    return `${name} ended (${found.exitCode === null ? String(found.signalCode) : `exit ${String(found.exitCode)}`})`;
  }

  /** Stops every group, the last started first, each given `graceMs` to end after SIGTERM. */
  async stopAll(graceMs = 3_000): Promise<void> {
    for (const { child } of this.children.splice(0).reverse()) {
      if (!kill(child, 'SIGTERM')) continue;
      const ended = await Promise.race([
        new Promise<boolean>((resolve) => child.once('exit', () => resolve(true))),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), graceMs)),
      ]);
      // The leader may end before the rest of its group (a bus's activated services): the group is killed anyway.
      kill(child, 'SIGKILL', true);
      if (!ended) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    process.off('exit', this.onExit);
  }
}

/** Sends `signal` to the child's process group; false when there is none left. */
function kill(child: ChildProcess, signal: NodeJS.Signals, evenIfEnded = false): boolean {
  if (child.pid === undefined) return false;
  if (!evenIfEnded && child.exitCode !== null) return false;
  try {
    process.kill(-child.pid, signal);
    return true;
  } catch {
    return false;
  }
}
