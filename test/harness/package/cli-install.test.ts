import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { verifyAddress } from '../../../src/server/index.ts';
import { bookFolder, dutchBook, postedOf, readRows, rowNumbers, oneTo, writeBook } from '../../cli/book-files.ts';
import { SIGNING_KEY } from '../../support/signed-addresses.ts';

const run = promisify(execFile);
const root = new URL('../../../', import.meta.url).pathname;

/** What only the bin uses, and what those packages bring (cli-progress's own dependencies). */
const CLI_ONLY = [
  'cli-progress',
  'csv-parse',
  'csv-stringify',
  'string-width',
  'strip-ansi',
  'ansi-regex',
  'emoji-regex',
  'is-fullwidth-code-point',
];

const PEERS = ['react', 'react-dom', '@tanstack/react-query', 'downshift', 'msw'];

interface NpmTree {
  dependencies?: Record<string, NpmTree>;
}

/** Every package name in an `npm ls --all --json` tree. */
function namesIn(tree: NpmTree, into = new Set<string>()): Set<string> {
  for (const [name, child] of Object.entries(tree.dependencies ?? {})) {
    into.add(name);
    namesIn(child, into);
  }
  return into;
}

describe("a browser shop's install (issue 52, point 6)", () => {
  it('declares no dependency: the bin carries its own', async () => {
    const manifest = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    expect(manifest.dependencies ?? {}).toEqual({});
  });

  it('holds the peers and nothing only the CLI uses', async () => {
    const shop = inject('consumerWithoutMsw');
    // npm ls exits 1 over the linked layout's quirks (a peer's types it calls extraneous), and still prints the tree.
    const { stdout } = await run('npm', ['ls', '--all', '--json'], { cwd: shop, maxBuffer: 16 * 1024 * 1024 }).catch(
      (error: unknown) => ({ stdout: (error as { stdout?: string }).stdout ?? '' }),
    );
    const tree = JSON.parse(stdout) as NpmTree;
    // What npm installed for the package is its peers (resolved beside it), nothing of its own.
    const own = Object.keys(tree.dependencies?.['react-address-entry']?.dependencies ?? {});
    expect(own.filter((name) => !PEERS.includes(name))).toEqual([]);
    const names = namesIn(tree);
    expect(names).toContain('react-address-entry');
    expect(CLI_ONLY.filter((name) => names.has(name))).toEqual([]);
  });

  it("the installed bin checks a book against the reference API in process, without the CLI's packages", async () => {
    const shop = inject('consumerWithoutMsw');
    const dir = await bookFolder();
    const input = await writeBook(dir, dutchBook(5));
    const output = join(dir, 'checked.csv');
    const { stdout } = await run(
      join(shop, 'node_modules/.bin/react-address-entry'),
      ['check', input, '--reference', '--out', output],
      {
        cwd: shop,
        env: { ...process.env, ADDRESS_SIGNING_KEY: SIGNING_KEY },
      },
    );
    expect(stdout).toContain(`5 of 5 rows in ${output}`);
    const rows = await readRows(output);
    expect(rowNumbers(rows)).toEqual(oneTo(5));
    expect(rows.map((row) => row.status)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    const [first] = rows;
    expect(first && (await verifyAddress(postedOf(first), { signingKey: SIGNING_KEY }))).toMatchObject({ ok: true });
  });

  it('ships the licences of the packages the bin inlines', async () => {
    const shop = inject('consumerWithoutMsw');
    const installed = join(shop, 'node_modules/react-address-entry/dist');
    const notices = await readFile(join(installed, 'cli.THIRD-PARTY-LICENSES.txt'), 'utf8');
    for (const name of CLI_ONLY) expect(notices).toMatch(new RegExp(`^${name}@\\d+\\.\\d+\\.\\d+ \\(MIT\\)$`, 'mu'));
    expect(notices).toContain('Permission is hereby granted, free of charge');
    expect(await readFile(join(installed, 'cli.js'), 'utf8')).toMatch(
      /^#!\/usr\/bin\/env node\n\/\/ .*cli\.THIRD-PARTY-LICENSES\.txt\./u,
    );
  });
});
