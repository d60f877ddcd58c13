import { open, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The machine's lock of the Orca tests: one Orca runs at a time (Orca keeps one instance per user, and two of them
 * with two Firefoxes on two cores would make the waits for quiet flaky), whatever checkout or worktree starts it.
 */
const ORCA_LOCK = join(tmpdir(), 'react-address-entry-orca.lock');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the lock (a file holding this process's id), waiting up to `timeoutMs` while another live process holds it;
 * a lock left by a process that has ended is taken over. Returns its release.
 */
export async function takeOrcaLock(timeoutMs = 600_000): Promise<() => Promise<void>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const handle = await open(ORCA_LOCK, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return async () => {
        const holder = await readFile(ORCA_LOCK, 'utf8').catch(() => '');
        if (holder === String(process.pid)) await rm(ORCA_LOCK, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(await readFile(ORCA_LOCK, 'utf8').catch(() => ''));
    if (Number.isInteger(holder) && holder > 0 && !alive(holder)) {
      await rm(ORCA_LOCK, { force: true });
      continue;
    }
    if (Date.now() > deadline)
      throw new Error(`The Orca lock ${ORCA_LOCK} is held by process ${String(holder)}: another Orca run is on`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
