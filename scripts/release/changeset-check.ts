/**
 * A change that touches the public API carries a changeset (issue 52, point 7). The API is what the committed reports
 * `etc/api/*.api.md` say (`npm run api:update`; the `package` tests check them against the build): when the work since
 * the base branch changes one, it must also add or edit a changeset (`.changeset/*.md`), or this check fails.
 *
 * The work is everything that differs from where the branch left the base branch (changesets' own `baseBranch`, in
 * `.changeset/config.json`): commits and uncommitted changes alike. On the base branch itself, only the uncommitted
 * changes count. `--since <ref>` takes another base. Part of `npm test` (scripts/test/run.ts).
 */
import { execFile } from 'node:child_process';
import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

const API_REPORT = /^etc\/api\/[^/]+\.api\.md$/u;
const CHANGESET = /^\.changeset\/[^/]+\.md$/u;

export interface ChangesetCheck {
  /** The commit the work is compared with. */
  base: string;
  /** The API reports the work changes. */
  apiChanges: string[];
  /** The changesets the work adds or edits (and that are still there). */
  changesets: string[];
  ok: boolean;
}

const git = async (cwd: string, args: string[]): Promise<string> =>
  (await run('git', args, { cwd, maxBuffer: 16 * 1024 * 1024 })).stdout;

const exists = (path: string): Promise<boolean> =>
  access(path).then(
    () => true,
    () => false,
  );

/** The first of `refs` that names a commit. */
async function firstCommit(cwd: string, refs: string[]): Promise<string | undefined> {
  for (const ref of refs) {
    const found = await git(cwd, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).catch(() => '');
    if (found.trim() !== '') return found.trim();
  }
  return undefined;
}

/** Where the work starts: the merge base of HEAD and `since` (default: the base branch of `.changeset/config.json`). */
async function baseOf(cwd: string, since: string | undefined): Promise<string> {
  let refs: string[];
  if (since !== undefined) refs = [since];
  else {
    const { baseBranch = 'main' } = JSON.parse(await readFile(join(cwd, '.changeset/config.json'), 'utf8')) as {
      baseBranch?: string;
    };
    refs = [baseBranch, `origin/${baseBranch}`];
  }
  const commit = await firstCommit(cwd, refs);
  if (commit === undefined)
    throw new Error(`changeset-check: no commit named ${refs.join(' or ')}; pass --since <ref>.`);
  return (await git(cwd, ['merge-base', 'HEAD', commit])).trim();
}

/** Whether the work in the repository at `cwd` that changes an API report carries a changeset. */
export async function checkChangesets(cwd: string, since?: string): Promise<ChangesetCheck> {
  const base = await baseOf(cwd, since);
  const changed = (await git(cwd, ['diff', '--name-only', '--no-renames', base])).split('\n');
  const untracked = (await git(cwd, ['ls-files', '--others', '--exclude-standard'])).split('\n');
  const paths = [...new Set([...changed, ...untracked].filter((path) => path !== ''))].sort();
  const apiChanges = paths.filter((path) => API_REPORT.test(path));
  const candidates = paths.filter((path) => CHANGESET.test(path) && path !== '.changeset/README.md');
  const present = await Promise.all(candidates.map((path) => exists(join(cwd, path))));
  const changesets = candidates.filter((_, i) => present[i] === true);
  return { base, apiChanges, changesets, ok: apiChanges.length === 0 || changesets.length > 0 };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--since');
  const since = at === -1 ? undefined : process.argv[at + 1];
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const result = await checkChangesets(root, since);
  if (result.ok) {
    const what =
      result.apiChanges.length === 0
        ? 'no API report changed'
        : `${String(result.apiChanges.length)} API report(s) changed, with ${result.changesets.join(', ')}`;
    process.stdout.write(`changeset-check: since ${result.base.slice(0, 7)}, ${what}.\n`);
  } else {
    process.stderr.write(
      `changeset-check: since ${result.base.slice(0, 7)} the public API changed (${result.apiChanges.join(', ')}) and no changeset says so.\n` +
        'Add one with `npx changeset` (a break is `minor` while the package is 0.x) saying what changes for a shop: see .changeset/README.md.\n',
    );
    process.exitCode = 1;
  }
}
