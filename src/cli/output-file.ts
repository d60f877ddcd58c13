import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { open, realpath, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { CheckBookError } from './check-book-error.ts';
import { describeFileError } from './csv-dialect.ts';

/*
 * The files a run writes (`--out` and the key beside it) are opened once, never through a symbolic link, and used
 * through their handle from then on: nothing is checked by path and then opened, so there is no time between the two
 * in which the path could be made to point elsewhere.
 */

/** `O_NOFOLLOW`, or nothing where the system has none (Windows, where a path is opened as it is). */
export const NO_FOLLOW = (constants as Partial<typeof constants>).O_NOFOLLOW ?? 0;

/** How an output is opened: read and written, every write at its end, never through a symbolic link. */
const READ_APPEND = constants.O_RDWR | constants.O_APPEND | NO_FOLLOW;

/** The same, creating the file, which must not be there (a symbolic link, even one to nothing, is there). */
const CREATE_NEW = READ_APPEND | constants.O_CREAT | constants.O_EXCL;

/** The code of a system error (`ELOOP`), if it has one. */
export const codeOf = (error: unknown): unknown => (error as { code?: unknown } | null)?.code;

/**
 * Whether an open failed because its path is a symbolic link: Linux and macOS say `ELOOP` to `O_NOFOLLOW`, FreeBSD
 * `EMLINK`.
 */
const isLink = (error: unknown): boolean => codeOf(error) === 'ELOOP' || codeOf(error) === 'EMLINK';

/**
 * The refusal of a file the run cannot open: a symbolic link in words of its own (`path is a symbolic link: ` and
 * `asLink`), else the system's reason.
 */
export function cannotOpen(path: string, asLink: string, error: unknown): CheckBookError {
  if (isLink(error)) return new CheckBookError('output', `${path} is a symbolic link: ${asLink}`, { cause: error });
  return new CheckBookError('output', `Cannot write ${path}: ${describeFileError(error)}.`, { cause: error });
}

/** Refuses, and closes, a handle that is not of a regular file (a FIFO, a device). */
async function fileOnly(handle: FileHandle, path: string, what: string): Promise<void> {
  if ((await handle.stat()).isFile()) return;
  await handle.close();
  throw new CheckBookError('output', `${path} is not a regular file: give ${what} the path of one.`);
}

/** What a symbolic link given as `--out` is told. */
const OUT_LINK = '--out never follows one; give the path of a file.';

/**
 * Opens the output at `path` for reading and appending: a new file if there is none (created there, never through a
 * symbolic link, even one that points to nothing), else the regular file that is there, opened as it is with
 * `O_NOFOLLOW`. A symbolic link is refused with a {@link CheckBookError}, and whatever it points to is left as it
 * was (or not made). `book`, the path of the book, must not be the file opened: not by its path (a symbolic link to
 * it included), nor by its device and inode (a hard link to it).
 */
export async function openOutput(path: string, book: string): Promise<FileHandle> {
  const real = (of: string): Promise<string> => realpath(of).catch(() => resolve(of));
  if ((await real(path)) === (await real(book)))
    throw new CheckBookError('output', `The output ${path} is the book itself: give another --out.`);
  let handle: FileHandle;
  try {
    handle = await open(path, CREATE_NEW, 0o666);
  } catch (error) {
    if (codeOf(error) !== 'EEXIST') throw cannotOpen(path, OUT_LINK, error);
    try {
      handle = await open(path, READ_APPEND);
    } catch (again) {
      throw cannotOpen(path, OUT_LINK, again);
    }
  }
  await fileOnly(handle, path, '--out');
  const [opened, read] = await Promise.all([handle.stat(), stat(book).catch(() => undefined)]);
  if (read !== undefined && opened.dev === read.dev && opened.ino === read.ino) {
    await handle.close();
    throw new CheckBookError('output', `The output ${path} is the book itself: give another --out.`);
  }
  return handle;
}

/**
 * Writes a file anew in `path`'s place: a new file beside it (created exclusively, with the old one's permissions),
 * filled by `fill`, then renamed over `path` (which replaces the name, never follows it). Resolves to the new file's
 * handle (the old one is closed), to go on writing there; a failure leaves the old file as it was, open.
 */
export async function replaceFile(
  path: string,
  old: FileHandle,
  fill: (handle: FileHandle) => Promise<void>,
): Promise<FileHandle> {
  const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  let handle: FileHandle | undefined;
  try {
    handle = await open(temporary, CREATE_NEW, (await old.stat()).mode & 0o777);
    await fill(handle);
    await rename(temporary, path);
  } catch (error) {
    await handle?.close();
    await rm(temporary, { force: true });
    throw new CheckBookError('output', `Cannot write ${path}: ${describeFileError(error)}.`, { cause: error });
  }
  await old.close();
  return handle;
}
