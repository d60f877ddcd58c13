/**
 * `npm run release:version`: cuts the next version from the pending changesets (issue 52, point 7).
 *
 * 1. Refuses when there is no changeset, or when a bullet of CHANGELOG.md's hand-written "## Unreleased" section (the
 *    way changes were noted before changesets) is in no changeset: nothing said there may be lost.
 * 2. Drops the "## Unreleased" section (its text is now in the changesets) and runs `changeset version`, which bumps
 *    package.json, writes the version's section from the changesets (the default `@changesets/cli/changelog`,
 *    offline) and deletes them. changesets sees the package without its "workspaces" (they only install test
 *    fixtures; with them it would take the root for a monorepo's, which it does not version). On a failure,
 *    CHANGELOG.md and package.json are put back as they were.
 * 3. Keeps the CHANGELOG's introduction above the versions, and sets package-lock.json's own version to package.json's.
 *
 * Then review and commit CHANGELOG.md, package.json, package-lock.json and .changeset/, and tag `v<version>`.
 */
import { execFile } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

const normalize = (text: string): string => text.replace(/\s+/gu, ' ').trim();

/** The bullets of a Markdown section: each `- ` line with the indented lines that continue it. */
function bulletsOf(lines: readonly string[]): string[] {
  const bullets: string[] = [];
  for (const line of lines) {
    if (line.startsWith('- ')) bullets.push(line);
    else if (/^\s+\S/u.test(line) && bullets.length > 0) bullets.push(`${bullets.pop() ?? ''}\n${line}`);
  }
  return bullets;
}

/** The CHANGELOG's "## Unreleased" section: its line range (heading included) in `lines`, or undefined. */
function unreleasedRange(lines: readonly string[]): { start: number; end: number } | undefined {
  const start = lines.indexOf('## Unreleased');
  if (start === -1) return undefined;
  const next = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  return { start, end: next === -1 ? lines.length : next };
}

/** The pending changesets' file names. */
async function pendingChangesets(cwd: string): Promise<string[]> {
  return (await readdir(join(cwd, '.changeset'))).filter((name) => name.endsWith('.md') && name !== 'README.md').sort();
}

/** The bullets of the Unreleased section that no pending changeset carries (compared with spacing normalized). */
export async function unreleasedNotInChangesets(cwd: string): Promise<string[]> {
  const lines = (await readFile(join(cwd, 'CHANGELOG.md'), 'utf8')).split('\n');
  const range = unreleasedRange(lines);
  if (range === undefined) return [];
  const changesets = await Promise.all(
    (await pendingChangesets(cwd)).map((name) => readFile(join(cwd, '.changeset', name), 'utf8')),
  );
  const carried = normalize(changesets.join('\n'));
  return bulletsOf(lines.slice(range.start + 1, range.end)).filter((bullet) => !carried.includes(normalize(bullet)));
}

/** Cuts the version in the repository at `cwd` with the changesets CLI at `changesetBin`; returns the new version. */
export async function cutVersion(cwd: string, changesetBin: string): Promise<string> {
  if ((await pendingChangesets(cwd)).length === 0)
    throw new Error('release: no changeset in .changeset/: nothing to release.');
  const missing = await unreleasedNotInChangesets(cwd);
  if (missing.length > 0) {
    throw new Error(
      `release: CHANGELOG.md's "Unreleased" section says what no changeset says; move it into one first:\n${missing.map((b) => `  ${b.split('\n')[0] ?? ''}`).join('\n')}`,
    );
  }
  const changelogPath = join(cwd, 'CHANGELOG.md');
  const packagePath = join(cwd, 'package.json');
  const originalChangelog = await readFile(changelogPath, 'utf8');
  const originalPackage = await readFile(packagePath, 'utf8');
  const lines = originalChangelog.split('\n');
  const range = unreleasedRange(lines);
  const kept = range === undefined ? lines : [...lines.slice(0, range.start), ...lines.slice(range.end)];
  // The title's first line, then the introduction up to the first version's heading (or the end).
  const firstSection = kept.findIndex((line, i) => i > 0 && line.startsWith('## '));
  const intro = kept
    .slice(1, firstSection === -1 ? kept.length : firstSection)
    .join('\n')
    .trim();

  // changesets versions a repository with "workspaces" as a monorepo, whose root is no package ("Found changeset … for
  // package react-address-entry which is not in the workspace"): the workspaces here only install other React and
  // React Query versions for tests, so changesets sees the package without them, and gets them back after.
  const manifest = JSON.parse(originalPackage) as Record<string, unknown>;
  const { workspaces, ...withoutWorkspaces } = manifest;
  let version: string;
  try {
    await writeFile(changelogPath, `${kept.join('\n').trimEnd()}\n`);
    if (workspaces !== undefined) await writeFile(packagePath, `${JSON.stringify(withoutWorkspaces, null, 2)}\n`);
    await run(changesetBin, ['version'], { cwd });
    ({ version } = JSON.parse(await readFile(packagePath, 'utf8')) as { version: string });
    if (version === manifest['version']) throw new Error('release: changeset version left the version as it was.');
  } catch (error) {
    await writeFile(changelogPath, originalChangelog);
    await writeFile(packagePath, originalPackage);
    throw error;
  }
  // package.json as it was (its formatting, its workspaces), with the new version.
  await writeFile(packagePath, originalPackage.replace(/^( {2}"version": )"[^"]*"/mu, `$1${JSON.stringify(version)}`));

  // changesets writes the new section right under the first line, above the introduction: put it back on top.
  let changelog = await readFile(changelogPath, 'utf8');
  if (intro !== '') {
    const at = changelog.indexOf(intro);
    if (at !== -1) changelog = changelog.slice(0, at) + changelog.slice(at + intro.length);
    const title = changelog.slice(0, changelog.indexOf('\n'));
    changelog = `${title}\n\n${intro}\n\n${changelog.slice(title.length).trim()}\n`.replace(/\n{3,}/gu, '\n\n');
  }
  // What changesets leaves to Prettier (off here: it would rewrap the whole file): a blank line after each heading
  // and between the entries of the new section, none of the trailing spaces the default changelog indents blank lines to.
  const heading = changelog.indexOf(`\n## ${version}\n`);
  const next = changelog.indexOf('\n## ', heading + 1);
  const sectionEnd = next === -1 ? changelog.length : next;
  if (heading !== -1) {
    const section = changelog
      .slice(heading, sectionEnd)
      .replace(/^(#{2,6} .*)\n/gmu, '$1\n\n')
      .replace(/\n(- )/gu, '\n\n$1');
    changelog = changelog.slice(0, heading) + section + changelog.slice(sectionEnd);
  }
  await writeFile(changelogPath, changelog.replace(/[ \t]+$/gmu, '').replace(/\n{3,}/gu, '\n\n'));

  const lockPath = join(cwd, 'package-lock.json');
  const lockText = await readFile(lockPath, 'utf8').catch(() => undefined);
  if (lockText !== undefined) {
    const lock = JSON.parse(lockText) as { version?: string; packages?: Record<string, { version?: string }> };
    lock.version = version;
    const own = lock.packages?.[''];
    if (own !== undefined) own.version = version;
    await writeFile(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  }
  return version;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const version = await cutVersion(root, join(root, 'node_modules/.bin/changeset'));
  process.stdout.write(
    `release: ${version} cut. Review CHANGELOG.md, commit CHANGELOG.md package.json package-lock.json .changeset/, and tag v${version}.\n`,
  );
}
