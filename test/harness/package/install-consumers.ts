import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { packedLibrary } from '../../support/packed-library.ts';

const run = promisify(execFile);
const root = new URL('../../../', import.meta.url).pathname;
const fixtures = new URL('./fixtures/consumer/', import.meta.url).pathname;

/** The peers and their types, at the versions this repository tests with (so npm finds them in its cache). */
const PEERS = ['react', 'react-dom', '@tanstack/react-query', 'downshift', '@types/react', '@types/react-dom'];

const installedVersion = async (name: string): Promise<string> =>
  (JSON.parse(await readFile(join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

/** The compiler options of a strict shop: no `skipLibCheck`, so every declaration the package ships is checked. */
const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    module: 'nodenext',
    moduleResolution: 'nodenext',
    jsx: 'react-jsx',
    strict: true,
    noImplicitAny: true,
    exactOptionalPropertyTypes: true,
    noUncheckedIndexedAccess: true,
    skipLibCheck: false,
    noEmit: true,
    types: [],
  },
  include: ['src'],
};

/**
 * A shop's project in a temporary folder, holding the packed package and only what it declares: its peers
 * (plus `extra`), installed by npm with the `linked` strategy, where a package sees only its own dependencies, as
 * under pnpm. The shop's source is `test/harness/package/fixtures/consumer/` minus `exclude`; `versions` replaces the
 * repository's version of a package.
 */
async function installConsumer(
  tarball: string,
  extra: string[],
  exclude: string[],
  versions: Record<string, string> = {},
): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'rae-consumer-'));
  await writeFile(join(dir, 'package.json'), JSON.stringify({ name: 'shop', private: true, type: 'module' }));
  await writeFile(join(dir, 'tsconfig.json'), JSON.stringify(TSCONFIG));
  await mkdir(join(dir, 'src'));
  await cp(fixtures, join(dir, 'src'), {
    recursive: true,
    filter: (source) => !exclude.some((name) => source.endsWith(name)),
  });
  const specs = await Promise.all(
    [...PEERS, ...extra].map(async (name) => `${name}@${versions[name] ?? (await installedVersion(name))}`),
  );
  // Everything comes from npm's cache when it is there; the registry is asked only for what is missing.
  await run(
    'npm',
    [
      'install',
      '--install-strategy=linked',
      '--prefer-offline',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      tarball,
      ...specs,
    ],
    {
      cwd: dir,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return dir;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A shop without msw: the main entry, `/server` and `/testing` only. */
    consumerWithoutMsw: string;
    /** A shop with msw (an optional peer) and Node's types, using every entry; the README's examples compile here. */
    consumerWithMsw: string;
    /** A shop without msw on the lowest `@tanstack/react-query` of the peer range. */
    consumerLowestReactQuery: string;
  }
}

/**
 * Vitest global setup of the `package` project, after the build: packs the package as `npm publish` would (once for
 * the `next-shop` project's setup too) and
 * installs the tarball into three isolated shops: with `msw`, without it, and on the lowest React Query of the range.
 */
export default async function installConsumers(project: TestProject): Promise<() => Promise<void>> {
  const tarball = await packedLibrary();
  const lowest = JSON.parse(await readFile(join(root, 'test/react-query-lowest/package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const [withoutMsw, withMsw, lowestReactQuery] = await Promise.all([
    installConsumer(tarball, [], ['msw-handlers.ts']),
    // The README's examples run here too: its react-hook-form recipe needs the form library.
    installConsumer(tarball, ['msw', '@types/node', 'react-hook-form'], []),
    installConsumer(tarball, [], ['msw-handlers.ts'], lowest.dependencies),
  ]);
  project.provide('consumerWithoutMsw', withoutMsw);
  project.provide('consumerWithMsw', withMsw);
  project.provide('consumerLowestReactQuery', lowestReactQuery);
  return async () => {
    await Promise.all([withoutMsw, withMsw, lowestReactQuery].map((dir) => rm(dir, { recursive: true, force: true })));
  };
}
