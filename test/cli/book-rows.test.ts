import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bookError, countRows } from '../../src/cli/book-rows.ts';
import { checkBook } from '../../src/cli/check-book.ts';
import type { AddressCheckResult } from '../../src/resolve/address-check.ts';
import { bookFolder, rejectionOf } from './book-files.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const notFound = (): Promise<AddressCheckResult> => Promise.resolve({ ok: false, reason: 'not-found' });

const HEADER = 'name,country,postcode,house number,street\n';
/** A row as a book has it, with no quote in it: inside a quote left open, each is text of the open cell. */
const ROW = 'customer,NL,2012ES,30,Julianastraat 30 Haarlem\n';

/**
 * Writes a book whose third line opens a quote that is never closed, then rows up to about `bytes`, and gives its path.
 * Written as a stream, a few lines at a time.
 */
async function unclosedBook(dir: string, bytes: number, before = ''): Promise<string> {
  const path = join(dir, `unclosed-${bytes}.csv`);
  const file = createWriteStream(path);
  file.write(`${HEADER}Anna,NL,2012ES,30,Julianastraat\n${before}Bert,NL,2012ES,30,"Julianastraat 30\n`);
  const block = ROW.repeat(1000);
  for (let written = 0; written < bytes; written += block.length) {
    if (!file.write(block)) await once(file, 'drain');
  }
  file.end();
  await finished(file);
  return path;
}

/** The most memory a process of its own held while it checked `input` (kB): the run's error, if any, told apart. */
function peakMemoryOf(input: string, output: string): Promise<{ maxRss: number; error: string }> {
  const script = [
    "import { checkBook } from './src/cli/check-book.ts';",
    'let error = "";',
    "try { await checkBook({ input: process.argv[1], output: process.argv[2], defaultCountry: 'NL', check: () => Promise.resolve({ ok: false, reason: 'not-found' }) }); }",
    'catch (e) { error = String(e.message); }',
    'process.stdout.write(JSON.stringify({ maxRss: process.resourceUsage().maxRSS, error }));',
  ].join('\n');
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, input, output], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', () => {
      try {
        resolve(JSON.parse(stdout) as { maxRss: number; error: string });
      } catch (error) {
        reject(new Error(`the child told ${JSON.stringify(stdout)}`, { cause: error }));
      }
    });
  });
}

describe('reading a book: one record is bounded', () => {
  it('fails on a quote never closed near the start of a long book once its record passes 1 MiB, naming the line it starts at', async () => {
    const dir = await bookFolder();
    const input = await unclosedBook(dir, 4 * 1024 * 1024);
    const refused = await rejectionOf(checkBook({ input, output: join(dir, 'out.csv'), check: notFound }));
    expect(refused).toMatchObject({ name: 'CheckBookError', kind: 'input' });
    expect((refused as Error).message).toBe(
      `${input} is not valid CSV: the record that starts at line 3 holds more than 1 MiB (a quote never closed?).`,
    );
    // The count of the rows reads the book the same way.
    expect(bookError(input, await rejectionOf(countRows(input, { delimiter: ',', bom: false })))).toMatchObject({
      message: (refused as Error).message,
    });
  });

  it('names the line where the record with a quote never closed starts, past the empty lines before it', async () => {
    const dir = await bookFolder();
    const input = await unclosedBook(dir, 200, '\n\nCees,NL,2012ES,"30",Julianastraat\n\n');
    const refused = await rejectionOf(checkBook({ input, output: join(dir, 'out.csv'), check: notFound }));
    expect((refused as Error).message).toBe(
      `${input} is not valid CSV: the record that starts at line 7 opens a quote that is never closed.`,
    );
  });

  it('reads a record of up to 1 MiB', async () => {
    const dir = await bookFolder();
    const input = join(dir, 'long.csv');
    await writeFile(input, `${HEADER}"${'x'.repeat(1000 * 1000)}",NL,2012ES,30,Julianastraat\n`);
    expect(await checkBook({ input, output: join(dir, 'out.csv'), check: notFound })).toMatchObject({
      rows: 1,
      checked: 1,
    });
  });

  it('holds no more memory for a 64 MB book with a quote never closed than for a small one', async () => {
    const dir = await bookFolder();
    const small = await unclosedBook(dir, 0);
    const large = await unclosedBook(dir, 64 * 1024 * 1024);
    const before = await peakMemoryOf(small, join(dir, 'small.checked.csv'));
    const after = await peakMemoryOf(large, join(dir, 'large.checked.csv'));
    // The 64 MB in memory would be three times as much (the cell's bytes, then its text); the bound holds one record.
    expect(after.maxRss - before.maxRss, `peak ${after.maxRss} kB against ${before.maxRss} kB`).toBeLessThan(24 * 1024);
    expect(before.error).toMatch(/starts at line 3/u);
    expect(after.error).toMatch(/starts at line 3/u);
  }, 60_000);
});
