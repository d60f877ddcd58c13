import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFile, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { packedLibrary } from './packed-library.ts';

/*
 * The example shops of the repository (`examples/<name>/`, each a package of its own that installs the packed
 * package) as their test projects install them: the one place of the steps the `jest-shop`, `next-shop` and
 * `react-router-shop` global setups share ({@link setUpExampleShop}), and of what `npm run example:next` runs in the repository's own folder.
 */

const run = promisify(execFile);

/** The repository's root. */
export const root = new URL('../../', import.meta.url).pathname;
/** An example shop of the repository: `examples/<name>/`, a package of its own that installs the packed package. */
export type ExampleName = 'next-shop' | 'jest-shop' | 'react-router-shop';
/**
 * Where the packed package lies, under a fixed name, relative to a folder that holds `examples/<name>/`: each
 * example's package.json depends on `file:../../.pack/react-address-entry.tgz`.
 */
export const TARBALL = '.pack/react-address-entry.tgz';

/** What of the example is never copied or packed: what npm, Next and React Router write. */
const GENERATED = new Set(['node_modules', '.next', 'next-env.d.ts', 'tsconfig.tsbuildinfo', 'build', '.react-router']);

/** Output of npm and Next kept for a failure's message, without a child's buffer limit. */
const QUIET = { maxBuffer: 64 * 1024 * 1024 };

/**
 * The package built and packed as `npm publish` would (once per process: `packedLibrary`, shared with the `package`
 * project's setup), copied to `<into>/.pack/react-address-entry.tgz`. Returns its path.
 */
export async function packLibrary(into: string): Promise<string> {
  const tarball = join(into, TARBALL);
  await mkdir(join(into, '.pack'), { recursive: true });
  await copyFile(await packedLibrary(), tarball);
  return tarball;
}

/** A `package-lock.json`, as far as this module reads and writes it. */
interface Lock {
  packages: Record<string, Record<string, unknown>>;
}

/** The fields of a lock entry that npm copies from the package's own package.json. */
const COPIED = [
  'version',
  'license',
  'dependencies',
  'peerDependencies',
  'peerDependenciesMeta',
  'optionalDependencies',
  'engines',
  'bin',
  'workspaces',
] as const;

/**
 * The example's lock with its `react-address-entry` entry made true of `tarball` (its bytes and its package.json).
 *
 * Why: the lock of a `file:` tarball records the tarball's `integrity`, which changes with every change to the
 * package. With a stale integrity `npm ci` does not fail: it installs the package it cached under that integrity
 * (seen with npm 11), that is, an older build, silently. So before `npm ci` the entry gets the integrity of the
 * tarball just packed, and the version and dependency fields of its package.json; the rest of the lock (Next,
 * React, TypeScript, ...) stays exactly as committed.
 */
export function lockForTarball(lockText: string, tarball: Buffer, packageJson: Record<string, unknown>): string {
  const lock = JSON.parse(lockText) as Lock;
  const entry = lock.packages['node_modules/react-address-entry'];
  if (entry === undefined)
    throw new Error(
      'The example’s package-lock.json has no entry for react-address-entry: run `npm install` in the example’s folder.',
    );
  const copied = new Set<string>(COPIED);
  lock.packages['node_modules/react-address-entry'] = {
    ...Object.fromEntries(Object.entries(entry).filter(([field]) => !copied.has(field))),
    ...Object.fromEntries(
      COPIED.filter((field) => packageJson[field] !== undefined).map((field) => [field, packageJson[field]]),
    ),
    integrity: `sha512-${createHash('sha512').update(tarball).digest('base64')}`,
  };
  return `${JSON.stringify(lock, null, 2)}\n`;
}

/** The package.json inside a packed tarball. */
async function packedPackageJson(tarball: string): Promise<Record<string, unknown>> {
  const { stdout } = await run('tar', ['-xzOf', tarball, 'package/package.json'], QUIET);
  return JSON.parse(stdout) as Record<string, unknown>;
}

/**
 * Installs an example (the Next.js shop unless `example` names another) in `dir` (a folder that holds
 * `examples/<example>/` and `.pack/react-address-entry.tgz`) with `npm ci`, its lock made true of the tarball first
 * (see `lockForTarball`). With `restoreLock`, the committed lock is written back afterwards (an install in the
 * repository's own example folder leaves git clean).
 */
export async function installExample(
  dir: string,
  { restoreLock = false, example = 'next-shop' }: { restoreLock?: boolean; example?: ExampleName } = {},
): Promise<void> {
  const shop = join(dir, 'examples', example);
  const lockPath = join(shop, 'package-lock.json');
  const committed = await readFile(lockPath, 'utf8');
  const tarball = join(dir, TARBALL);
  await writeFile(lockPath, lockForTarball(committed, await readFile(tarball), await packedPackageJson(tarball)));
  try {
    // Everything comes from npm's cache when it is there; the registry is asked only for what is missing. A lock
    // written without `resolved` URLs (npm's omit-lockfile-registry-resolved) is resolved through each package's
    // metadata, and a cached copy older than the lock lacks its version (ETARGET): then once more, asking the registry.
    const ci = (cache: string) => run('npm', ['ci', cache, '--no-audit', '--no-fund'], { cwd: shop, ...QUIET });
    await ci('--prefer-offline').catch((error: unknown) => {
      if (!String((error as { stderr?: string }).stderr).includes('ETARGET')) throw error;
      return ci('--prefer-online');
    });
  } finally {
    if (restoreLock) await writeFile(lockPath, committed);
  }
}

/** Copies the committed example (nothing npm or Next generated) to `<dir>/examples/<example>`. Returns that folder. */
async function copyExample(dir: string, example: ExampleName): Promise<string> {
  const shop = join(dir, 'examples', example);
  const committed = join(root, 'examples', example);
  await cp(committed, shop, {
    recursive: true,
    filter: (source) =>
      !relative(committed, source)
        .split(sep)
        .some((part) => GENERATED.has(part)),
  });
  return shop;
}

/** Removes a folder this module filled. */
const removeDir = (dir: string): Promise<void> => rm(dir, { recursive: true, force: true });

/** The seconds since `since` (a `performance.now()`), to a tenth. */
export const secondsSince = (since: number): number => Math.round((performance.now() - since) / 100) / 10;

/** An example installed by {@link setUpExampleShop}. */
export interface InstalledExample {
  /** Its folder, `<temp>/examples/<example>`, installed from the packed package. */
  shop: string;
  /** Seconds each step took: build and pack, copy and `npm ci`. */
  seconds: { pack: number; install: number };
}

/**
 * The start of an example shop's Vitest global setup: builds and packs the library (once per Vitest process, shared
 * with the `package` project's setup), copies the example to a temporary folder with the tarball where its
 * package.json expects it, and installs it with `npm ci` from its committed lock; then `finish` does what is the
 * shop's own (a `next build`, `project.provide`). When any step fails the folder is removed and the error thrown.
 * Resolves to the setup's teardown, which removes the folder.
 */
export async function setUpExampleShop(
  example: ExampleName,
  finish: (installed: InstalledExample) => Promise<void> | void,
): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), `rae-${example}-`));
  try {
    let since = performance.now();
    await packLibrary(dir);
    const pack = secondsSince(since);
    since = performance.now();
    const shop = await copyExample(dir, example);
    await installExample(dir, { example });
    await finish({ shop, seconds: { pack, install: secondsSince(since) } });
  } catch (error) {
    await removeDir(dir);
    throw error;
  }
  return () => removeDir(dir);
}
