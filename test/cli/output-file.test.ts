import { execFile } from 'node:child_process';
import { link, lstat, readFile, readdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { checkBook } from '../../src/cli/check-book.ts';
import { outputHeader } from '../../src/cli/checked-output.ts';
import type { AddressCheckResult } from '../../src/resolve/address-check.ts';
import { bookFolder, dutchBook, rejectionOf, writeBook } from './book-files.ts';

const run = promisify(execFile);

/** A check that counts its calls and finds nothing. */
function countedNotFound() {
  let calls = 0;
  const check = (): Promise<AddressCheckResult> => {
    calls += 1;
    return Promise.resolve({ ok: false, reason: 'not-found' });
  };
  return { check, calls: () => calls };
}

/** A book of three rows in a folder of its own, and the first line an output of it starts with. */
async function threeRows() {
  const dir = await bookFolder();
  const book = dutchBook(3);
  const input = await writeBook(dir, book);
  const header = `${outputHeader(book[0] ?? []).join(',')}\n`;
  return { dir, input, header };
}

describe('checkBook: --out is opened as the file it names, never through a symbolic link', () => {
  it('refuses a symbolic link to an earlier output of the book, and leaves that output as it was', async () => {
    const { dir, input, header } = await threeRows();
    // Followed, this would be gone on with: its rows appended to the file the link points to.
    const target = join(dir, 'elsewhere.csv');
    await writeFile(target, header);
    const output = join(dir, 'out.csv');
    await symlink(target, output);
    const { check, calls } = countedNotFound();
    const refused = await rejectionOf(checkBook({ input, output, check }));
    expect(refused).toMatchObject({ name: 'CheckBookError', kind: 'output' });
    expect(String(refused)).toContain(`${output} is a symbolic link: --out never follows one`);
    expect(await readFile(target, 'utf8')).toBe(header);
    expect((await lstat(output)).isSymbolicLink()).toBe(true);
    expect(calls()).toBe(0);
  });

  it('refuses a symbolic link to nothing, and makes no file where it points', async () => {
    const { dir, input } = await threeRows();
    const target = join(dir, 'made-by-the-link.csv');
    const output = join(dir, 'out.csv');
    await symlink(target, output);
    const refused = await rejectionOf(checkBook({ input, output, check: countedNotFound().check }));
    expect(String(refused)).toContain('is a symbolic link');
    expect(await readdir(dir)).not.toContain('made-by-the-link.csv');
  });

  it('refuses a symbolic link to a file of someone else’s, saying so, and leaves the file as it was', async () => {
    const { dir, input } = await threeRows();
    const target = join(dir, 'notes.txt');
    await writeFile(target, 'id,email\n1,a@example.test\n');
    const output = join(dir, 'out.csv');
    await symlink(target, output);
    const refused = await rejectionOf(checkBook({ input, output, check: countedNotFound().check }));
    expect(String(refused)).toContain('is a symbolic link');
    expect(await readFile(target, 'utf8')).toBe('id,email\n1,a@example.test\n');
  });

  it('refuses a hard link to the book as the book itself', async () => {
    const { dir, input } = await threeRows();
    const output = join(dir, 'out.csv');
    const before = await readFile(input);
    await link(input, output);
    const refused = await rejectionOf(checkBook({ input, output, check: countedNotFound().check }));
    expect(String(refused)).toMatch(/is the book itself/u);
    expect((await readFile(input)).equals(before)).toBe(true);
  });

  it('refuses what is not a regular file (a named pipe) instead of waiting on it', async () => {
    const { dir, input } = await threeRows();
    const output = join(dir, 'out.fifo');
    await run('mkfifo', [output]);
    const refused = await rejectionOf(checkBook({ input, output, check: countedNotFound().check }));
    expect(refused).toMatchObject({ name: 'CheckBookError', kind: 'output' });
    expect(String(refused)).toContain('is not a regular file');
  }, 5000);

  it('goes on with an earlier output that is a regular file, as before', async () => {
    const { dir, input, header } = await threeRows();
    const output = join(dir, 'out.csv');
    await writeFile(output, header);
    const { check, calls } = countedNotFound();
    expect(await checkBook({ input, output, check })).toMatchObject({ rows: 3, checked: 3 });
    expect(calls()).toBe(3);
  });
});
