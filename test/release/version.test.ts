import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { cutVersion } from '../../scripts/release/version.ts';

const run = promisify(execFile);
const root = new URL('../../', import.meta.url).pathname;
const changesetBin = join(root, 'node_modules/.bin/changeset');
const made: string[] = [];
afterEach(async () => {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const CHANGELOG = `# Changelog

What changes for a shop, newest first.

## Unreleased

### Second (issue 2)

- **New: b.** A line
  that goes on.

### First (issue 1)

- **Fixed: a.**
`;

const PACKAGE_JSON = `${JSON.stringify({ name: 'react-address-entry', version: '0.1.0', type: 'module', workspaces: ['test/react18'] }, null, 2)}\n`;

const changeset = (text: string, name = 'react-address-entry'): string => `---\n"${name}": minor\n---\n\n${text}\n`;

/** A package like this one at 0.1.0, with this repository's changesets config and CLI, in a git repository. */
async function fixture(changesets: Record<string, string>, extra: Record<string, string> = {}): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'rae-release-'));
  made.push(dir);
  // Like this repository: workspaces that only install test fixtures, which changesets would take for a monorepo's.
  await writeFile(join(dir, 'package.json'), PACKAGE_JSON);
  await mkdir(join(dir, 'test/react18'), { recursive: true });
  await writeFile(
    join(dir, 'test/react18/package.json'),
    JSON.stringify({ name: 'react18-fixture', version: '0.0.0', private: true }),
  );
  await writeFile(
    join(dir, 'package-lock.json'),
    `${JSON.stringify({ name: 'react-address-entry', version: '0.1.0', lockfileVersion: 3, packages: { '': { name: 'react-address-entry', version: '0.1.0' } } }, null, 2)}\n`,
  );
  await writeFile(join(dir, 'CHANGELOG.md'), CHANGELOG);
  await mkdir(join(dir, '.changeset'));
  await cp(join(root, '.changeset/config.json'), join(dir, '.changeset/config.json'));
  await cp(join(root, '.changeset/README.md'), join(dir, '.changeset/README.md'));
  for (const [name, text] of Object.entries(changesets))
    await writeFile(join(dir, '.changeset', name), changeset(text));
  for (const [name, text] of Object.entries(extra)) await writeFile(join(dir, '.changeset', name), text);
  await symlink(join(root, 'node_modules'), join(dir, 'node_modules'));
  await writeFile(join(dir, '.gitignore'), 'node_modules\n');
  const git = (...args: string[]) =>
    run('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.org', '-c', 'commit.gpgsign=false', ...args], {
      cwd: dir,
    });
  await git('init', '--quiet', '--initial-branch=main');
  await git('add', '.');
  await git('commit', '--quiet', '-m', 'changesets');
  return dir;
}

describe('cutting a version from the changesets (scripts/release/version.ts)', () => {
  it("writes 0.2.0's section from the changesets, in place of the Unreleased section, under the introduction", async () => {
    const dir = await fixture({
      '01-issue-2.md': 'Second (issue 2)\n\n- **New: b.** A line\n  that goes on.',
      '02-issue-1.md': 'First (issue 1)\n\n- **Fixed: a.**',
    });
    expect(await cutVersion(dir, changesetBin)).toBe('0.2.0');
    const changelog = await readFile(join(dir, 'CHANGELOG.md'), 'utf8');
    expect(changelog).toMatch(
      /^# Changelog\n\nWhat changes for a shop, newest first\.\n\n## 0\.2\.0\n\n### Minor Changes\n\n- [0-9a-f]{7}: Second \(issue 2\)\n\n {2}- \*\*New: b\.\*\* A line\n {4}that goes on\.\n\n- [0-9a-f]{7}: First \(issue 1\)\n\n {2}- \*\*Fixed: a\.\*\*\n$/u,
    );
    expect(changelog).not.toContain('Unreleased');
    expect(await readFile(join(dir, 'package.json'), 'utf8')).toBe(PACKAGE_JSON.replace('"0.1.0"', '"0.2.0"'));
    expect(JSON.parse(await readFile(join(dir, 'package-lock.json'), 'utf8'))).toMatchObject({
      version: '0.2.0',
      packages: { '': { version: '0.2.0' } },
    });
    expect((await readdir(join(dir, '.changeset'))).sort()).toEqual(['README.md', 'config.json']);
  }, 60_000);

  it('refuses, changing nothing, while the Unreleased section says what no changeset says', async () => {
    const dir = await fixture({ '01-issue-2.md': 'Second (issue 2)\n\n- **New: b.** A line that goes on.' });
    await expect(cutVersion(dir, changesetBin)).rejects.toThrow(/no changeset says[^]*\*\*Fixed: a\.\*\*/u);
    expect(await readFile(join(dir, 'CHANGELOG.md'), 'utf8')).toBe(CHANGELOG);
    expect(JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'))).toMatchObject({ version: '0.1.0' });
  }, 60_000);

  it('puts CHANGELOG.md and package.json back when changesets fails', async () => {
    const dir = await fixture(
      { '01-issue-2.md': 'Second (issue 2)\n\n- **New: b.** A line that goes on.\n- **Fixed: a.**' },
      { '02-elsewhere.md': changeset('For a package that is not here.', 'no-such-package') },
    );
    await expect(cutVersion(dir, changesetBin)).rejects.toThrow(/no-such-package/u);
    expect(await readFile(join(dir, 'CHANGELOG.md'), 'utf8')).toBe(CHANGELOG);
    expect(await readFile(join(dir, 'package.json'), 'utf8')).toBe(PACKAGE_JSON);
  }, 60_000);

  it('refuses without a changeset', async () => {
    const dir = await fixture({});
    await expect(cutVersion(dir, changesetBin)).rejects.toThrow(/no changeset/u);
  });
});
