import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import { CheckBookError } from './check-book-error.ts';
import { cannotOpen, codeOf, NO_FOLLOW } from './output-file.ts';
import { KEY_BYTES } from './record-proof.ts';

/*
 * The key a run proves its records with, in a file beside the output (`<out>.key`): 64 hexadecimal digits and a line
 * feed, readable by its owner only. Read and made as the output is, never through a symbolic link.
 */

/** The key file of an output. */
export const keyPathOf = (output: string): string => `${output}.key`;

/** What a symbolic link where the key goes is told. */
const KEY_LINK = 'the key of --out is never read or written through one; remove it.';

/** A key file's text: the key in lower-case hexadecimal, a line feed after it. */
const KEY_TEXT = /^([0-9a-f]{64})\n?$/u;

/** More than a key file holds: what is read of one. */
const READ_AT_MOST = 256;

/**
 * The key in the key file at `path`, or `undefined` when there is none. A symbolic link, anything but a regular file,
 * or a file that does not hold a key as {@link createRunKey} writes it is refused with a {@link CheckBookError}, and
 * left as it is: it is not this command's to replace.
 */
export async function readRunKey(path: string): Promise<Buffer | undefined> {
  let text: string;
  try {
    const file = await open(path, constants.O_RDONLY | NO_FOLLOW);
    try {
      if (!(await file.stat()).isFile())
        throw new CheckBookError(
          'output',
          `${path} is not a regular file: it is where this command keeps the key of its output; remove it.`,
        );
      const { buffer, bytesRead } = await file.read(Buffer.alloc(READ_AT_MOST), 0, READ_AT_MOST, 0);
      text = buffer.subarray(0, bytesRead).toString('latin1');
    } finally {
      await file.close();
    }
  } catch (error) {
    if (error instanceof CheckBookError) throw error;
    if (codeOf(error) === 'ENOENT') return undefined;
    throw cannotOpen(path, KEY_LINK, error);
  }
  const hex = KEY_TEXT.exec(text)?.[1];
  if (hex === undefined)
    throw new CheckBookError(
      'output',
      `${path} is not a key this command wrote: remove it (the rows of the output are then checked again), or give another --out.`,
    );
  return Buffer.from(hex, 'hex');
}

/**
 * Makes a new random key in a new file at `path` (`O_CREAT | O_EXCL | O_NOFOLLOW`, mode 0600: never over a file or
 * link that is there) and gives it.
 */
export async function createRunKey(path: string): Promise<Buffer> {
  const key = randomBytes(KEY_BYTES);
  try {
    const file = await open(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NO_FOLLOW, 0o600);
    try {
      await file.writeFile(`${key.toString('hex')}\n`);
      await file.sync();
    } finally {
      await file.close();
    }
  } catch (error) {
    if (codeOf(error) === 'EEXIST')
      throw new CheckBookError(
        'output',
        `${path} appeared while this run made it: does another run write the same --out?`,
        { cause: error },
      );
    throw cannotOpen(path, KEY_LINK, error);
  }
  return key;
}
