import { mkdir, readFile, stat, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CheckBookError } from '../../src/cli/check-book-error.ts';
import { KEY_BYTES } from '../../src/cli/record-proof.ts';
import { createRunKey, keyPathOf, readRunKey } from '../../src/cli/run-key.ts';
import { bookFolder, rejectionOf } from './book-files.ts';

const A_KEY = `${'0123456789abcdef'.repeat(4)}\n`;

describe('the run key beside an output', () => {
  it('lives at <out>.key', () => {
    expect(keyPathOf('/tmp/checked.csv')).toBe('/tmp/checked.csv.key');
  });

  it('is made random, as 64 hexadecimal digits and a line feed readable by its owner only, and read back as it was made', async () => {
    const dir = await bookFolder();
    const path = keyPathOf(join(dir, 'checked.csv'));
    const key = await createRunKey(path);
    expect(key).toHaveLength(KEY_BYTES);
    expect(await readFile(path, 'utf8')).toBe(`${key.toString('hex')}\n`);
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect(await readRunKey(path)).toEqual(key);
    expect((await createRunKey(join(dir, 'other.key'))).equals(key)).toBe(false);
  });

  it('is none where there is no key file', async () => {
    expect(await readRunKey(join(await bookFolder(), 'checked.csv.key'))).toBeUndefined();
  });

  it('is read without its line feed too', async () => {
    const path = join(await bookFolder(), 'checked.csv.key');
    await writeFile(path, A_KEY.trim());
    expect((await readRunKey(path))?.toString('hex')).toBe(A_KEY.trim());
  });

  it.each([
    ['upper-case digits', A_KEY.toUpperCase()],
    ['63 digits', A_KEY.slice(1)],
    ['65 digits', `0${A_KEY}`],
    ['a second line', `${A_KEY}${A_KEY}`],
    ['text', 'not a key\n'],
    ['nothing', ''],
  ])('refuses a key file holding %s, and leaves it as it is', async (_what, text) => {
    const path = join(await bookFolder(), 'checked.csv.key');
    await writeFile(path, text);
    const error = await rejectionOf(readRunKey(path));
    expect(error).toBeInstanceOf(CheckBookError);
    expect(error).toMatchObject({
      kind: 'output',
      message: expect.stringContaining('is not a key this command wrote') as string,
    });
    expect(await readFile(path, 'utf8')).toBe(text);
  });

  it('refuses a key that is a symbolic link, even to a good key, or a directory', async () => {
    const dir = await bookFolder();
    const real = join(dir, 'real.key');
    await writeFile(real, A_KEY);
    const link = join(dir, 'checked.csv.key');
    await symlink(real, link);
    expect(await rejectionOf(readRunKey(link))).toMatchObject({ kind: 'output' });
    const folder = join(dir, 'folder.key');
    await mkdir(folder);
    expect(await rejectionOf(readRunKey(folder))).toMatchObject({
      kind: 'output',
      message: expect.stringContaining('is not a regular file') as string,
    });
  });

  it('is never made over a file or a link that is there, nor where a link points', async () => {
    const dir = await bookFolder();
    const path = join(dir, 'checked.csv.key');
    await writeFile(path, A_KEY);
    expect(await rejectionOf(createRunKey(path))).toMatchObject({
      kind: 'output',
      message: expect.stringContaining('appeared while this run made it') as string,
    });
    expect(await readFile(path, 'utf8')).toBe(A_KEY);
    const link = join(dir, 'linked.key');
    const target = join(dir, 'elsewhere.key');
    await symlink(target, link);
    expect(await rejectionOf(createRunKey(link))).toBeInstanceOf(CheckBookError);
    expect(await rejectionOf(stat(target))).toMatchObject({ code: 'ENOENT' });
  });
});
