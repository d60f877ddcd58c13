import { open, stat } from 'node:fs/promises';

/** How long Orca's logs must stay unchanged before a step is taken as heard to its end (the probe's measure). */
const QUIET_MS = 600;
const POLL_MS = 50;

async function sizeOf(path: string): Promise<number> {
  try {
    return (await stat(path)).size;
  } catch {
    return 0;
  }
}

/**
 * Waits until neither of Orca's logs has grown for `quietMs` (the debug log moves with every event Orca handles, the
 * speech log with every utterance), at most `timeoutMs`; false when the logs never went quiet.
 */
export async function waitForQuiet(
  paths: readonly string[],
  { quietMs = QUIET_MS, timeoutMs = 20_000 } = {},
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  let since = Date.now();
  while (Date.now() < deadline) {
    const sizes = (await Promise.all(paths.map(sizeOf))).join(',');
    if (sizes !== last) {
      last = sizes;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return false;
}

/**
 * Orca's speech log (one `SPEECH OUTPUT: '…'` line per utterance, written by orca-launcher.py), read from where the
 * last read stopped: `next()` gives what was said since, as the texts spoken.
 */
export class SpeechLog {
  private offset = 0;

  constructor(readonly path: string) {}

  /** Everything said since the last call, one utterance a line, without Orca's log prefix and voice note. */
  async next(): Promise<string[]> {
    const handle = await open(this.path, 'r');
    try {
      const { size } = await handle.stat();
      if (size <= this.offset) return [];
      const buffer = Buffer.alloc(size - this.offset);
      await handle.read(buffer, 0, buffer.length, this.offset);
      // Only whole lines: a line being written stays for the next read.
      const text = buffer.toString('utf8');
      const end = text.lastIndexOf('\n') + 1;
      this.offset += Buffer.byteLength(text.slice(0, end));
      return text
        .slice(0, end)
        .split('\n')
        .filter((line) => line !== '')
        .map(utterance);
    } finally {
      await handle.close();
    }
  }

  /** Waits until Orca has said a line that holds `text` (kept for the next `next()`), at most `timeoutMs`. */
  async waitFor(text: string, timeoutMs = 60_000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const handle = await open(this.path, 'r').catch(() => undefined);
      if (handle !== undefined) {
        const content = (await handle.readFile()).subarray(this.offset).toString('utf8');
        await handle.close();
        if (content.includes(text)) return true;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  }
}

/** `SPEECH OUTPUT: 'Street' voice=system` → `Street`. */
function utterance(line: string): string {
  const match = /^SPEECH OUTPUT: '(.*)'(?: voice=\w+)?$/su.exec(line);
  return (match?.[1] ?? line).trimEnd();
}
