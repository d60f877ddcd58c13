import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { checkChangesets } from '../../scripts/release/changeset-check.ts';

const run = promisify(execFile);
const made: string[] = [];
afterEach(async () => {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const CHANGESET = '---\n"react-address-entry": minor\n---\n\nA break, said.\n';

/** A repository like this one: a base branch `main` with an API report, and a branch `work` checked out from it. */
async function fixtureRepo(): Promise<{
  dir: string;
  git: (...args: string[]) => Promise<void>;
  write: (path: string, text: string) => Promise<void>;
}> {
  const dir = await mkdtemp(join(tmpdir(), 'rae-changeset-check-'));
  made.push(dir);
  const git = async (...args: string[]): Promise<void> => {
    await run('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.org', '-c', 'commit.gpgsign=false', ...args], {
      cwd: dir,
    });
  };
  const write = async (path: string, text: string): Promise<void> => {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), text);
  };
  await git('init', '--quiet', '--initial-branch=main');
  await write('.changeset/config.json', JSON.stringify({ baseBranch: 'main' }));
  await write('.changeset/README.md', '# Changesets\n');
  await write('etc/api/index.api.md', 'export function a(): void;\n');
  await write('src/index.ts', 'export function a(): void {}\n');
  await git('add', '.');
  await git('commit', '--quiet', '-m', 'base');
  await git('checkout', '--quiet', '-b', 'work');
  return { dir, git, write };
}

describe('a change of the public API carries a changeset (scripts/release/changeset-check.ts)', () => {
  it('passes work that leaves the API reports alone', async () => {
    const { dir, git, write } = await fixtureRepo();
    await write('src/index.ts', 'export function a(): void { return; }\n');
    await git('commit', '--quiet', '-am', 'inside only');
    expect(await checkChangesets(dir)).toMatchObject({ apiChanges: [], changesets: [], ok: true });
  });

  it('fails a committed API change without a changeset, and passes it with one', async () => {
    const { dir, git, write } = await fixtureRepo();
    await write('etc/api/index.api.md', 'export function a(): void;\nexport function b(): void;\n');
    await git('commit', '--quiet', '-am', 'b');
    expect(await checkChangesets(dir)).toMatchObject({
      apiChanges: ['etc/api/index.api.md'],
      changesets: [],
      ok: false,
    });
    // Uncommitted, not yet added to git: it counts.
    await write('.changeset/add-b.md', CHANGESET);
    expect(await checkChangesets(dir)).toMatchObject({ changesets: ['.changeset/add-b.md'], ok: true });
  });

  it('fails a new API report (a new entry) and an uncommitted API change alike', async () => {
    const { dir, git, write } = await fixtureRepo();
    await write('etc/api/server.api.md', 'export function s(): void;\n');
    expect(await checkChangesets(dir)).toMatchObject({ apiChanges: ['etc/api/server.api.md'], ok: false });
    await rm(join(dir, 'etc/api/server.api.md'));
    await git('rm', '--quiet', 'etc/api/index.api.md');
    expect(await checkChangesets(dir)).toMatchObject({ apiChanges: ['etc/api/index.api.md'], ok: false });
  });

  it("does not count the base branch's pending changesets, the README, or a changeset the work deletes", async () => {
    const { dir, git, write } = await fixtureRepo();
    await git('checkout', '--quiet', 'main');
    await write('.changeset/earlier.md', CHANGESET);
    await git('add', '.');
    await git('commit', '--quiet', '-m', 'an earlier change, with its changeset');
    await git('checkout', '--quiet', '-b', 'later');
    await write('etc/api/index.api.md', 'export function a(x: string): void;\n');
    await write('.changeset/README.md', '# Changesets, reworded\n');
    await rm(join(dir, '.changeset/earlier.md'));
    await git('commit', '--quiet', '-am', 'API change');
    expect(await checkChangesets(dir)).toMatchObject({
      apiChanges: ['etc/api/index.api.md'],
      changesets: [],
      ok: false,
    });
  });

  it('on the base branch, checks the uncommitted changes; `since` takes another base', async () => {
    const { dir, git, write } = await fixtureRepo();
    await git('checkout', '--quiet', 'main');
    expect(await checkChangesets(dir)).toMatchObject({ apiChanges: [], ok: true });
    await write('etc/api/index.api.md', 'export function c(): void;\n');
    expect(await checkChangesets(dir)).toMatchObject({ ok: false });
    await git('commit', '--quiet', '-am', 'c, straight on main');
    expect(await checkChangesets(dir)).toMatchObject({ apiChanges: [], ok: true });
    expect(await checkChangesets(dir, 'HEAD~1')).toMatchObject({ apiChanges: ['etc/api/index.api.md'], ok: false });
  });
});
