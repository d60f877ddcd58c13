import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { verifyAddress } from '../../src/server/index.ts';
import { SIGNING_KEY } from '../support/signed-addresses.ts';
import { bookFolder, dutchBook, oneTo, postedOf, readRows, rowNumbers, writeBook } from './book-files.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const ROWS = 2000;

/** Runs the bin's source as Node runs the built one (a process of its own), until it exits. */
function command(args: string[], onStart?: (child: ReturnType<typeof spawn>) => void) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], {
    cwd: root,
    env: { ...process.env, ADDRESS_SIGNING_KEY: SIGNING_KEY },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  onStart?.(child);
  return new Promise<{ status: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>(
    (resolve) => {
      child.on('exit', (status, signal) => resolve({ status, signal, stdout, stderr }));
    },
  );
}

/** The lines of a file so far (`0` while it is not there). */
const linesIn = async (path: string): Promise<number> =>
  (await readFile(path, 'utf8').catch(() => '')).split('\n').length - 1;

describe('the bin, run as a process', () => {
  it('stops on Ctrl-C with exit status 130 and valid CSV, and a second run finishes the book', async () => {
    const dir = await bookFolder();
    const input = await writeBook(dir, dutchBook(ROWS));
    const output = `${dir}/checked.csv`;
    // One check at a time, so the book takes long enough to be stopped midway.
    const first = await command(['check', input, '--reference', '--out', output, '--concurrency', '1'], (child) => {
      const poll = setInterval(() => {
        void linesIn(output).then((lines) => {
          if (lines > 50 && child.exitCode === null) {
            clearInterval(poll);
            child.kill('SIGINT');
          }
        });
      }, 5);
      child.on('exit', () => clearInterval(poll));
    });
    expect(first.signal).toBeNull();
    expect(first.status, first.stderr).toBe(130);
    expect(first.stdout).toMatch(
      /^Stopped: \d+ (of 2000 )?rows in .*: \d+ ok; \d+\.\d s\. Run the same command again to check the rest\.\n$/u,
    );
    expect(first.stderr).toContain('Stopping: the checks under way are dropped');
    const partial = await readRows(output);
    expect(partial.length).toBeGreaterThan(50);
    expect(partial.length).toBeLessThan(ROWS);
    expect(new Set(rowNumbers(partial)).size).toBe(partial.length);

    const second = await command(['check', input, '--reference', '--out', output]);
    expect(second.status, second.stderr).toBe(0);
    expect(second.stdout).toContain(
      `2000 of 2000 rows in ${output} (${ROWS - partial.length} in this run, ${partial.length} before): 2000 ok;`,
    );
    const rows = await readRows(output);
    expect(rowNumbers(rows)).toEqual(oneTo(ROWS));
    expect(rows.every((row) => row['input.name'] === `customer ${row.row}`)).toBe(true);
    const [last] = rows.slice(-1);
    expect(last && (await verifyAddress(postedOf(last), { signingKey: SIGNING_KEY }))).toMatchObject({ ok: true });
  }, 30_000);

  it('fails on a mistake with a message and no stack', async () => {
    const dir = await bookFolder();
    const result = await command(['check', `${dir}/none.csv`, '--reference']);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(`react-address-entry: Cannot read ${dir}/none.csv: no such file.\n`);
  }, 15_000);
});
