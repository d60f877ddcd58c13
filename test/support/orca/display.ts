import type { Readable } from 'node:stream';
import type { ProcessGroups } from './processes.ts';

/**
 * Starts Xvfb on a display it picks itself (`-displayfd`: the first free number, written back once the server
 * listens), without TCP, and returns that display (`:N`).
 */
export async function startXvfb(processes: ProcessGroups, timeoutMs = 20_000): Promise<string> {
  const child = processes.start(
    'Xvfb',
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1280x900x24', '-nolisten', 'tcp', '-noreset'],
    {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    },
  );
  const pipe = child.stdio[3] as Readable | null | undefined;
  if (pipe === null || pipe === undefined) throw new Error('Xvfb: no pipe for -displayfd');
  return new Promise<string>((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error('Xvfb did not say its display in time')), timeoutMs);
    pipe.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) {
        clearTimeout(timer);
        resolve(`:${text.trim()}`);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb ended before it listened (exit ${String(code)})`));
    });
  });
}
