import { access, readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Every document the code names is in the repository (issue 59). A comment, a string or a lint message of the source,
 * the tests, the scripts, the lint rules, the demo, the stories and the site's configuration that names `ARCHITECTURE.md`,
 * `docs/server/proxy.mdx#limits` or `../../BENCHMARKS.md` names a file found from the repository's root, from the citing
 * file's folder, or (a link written as a page of the site writes it, `../server/proxy.mdx`) from a folder of docs/.
 * A note kept outside the repository helps no one who reads the code here: bring what it says into a page, and cite
 * that.
 */
const root = new URL('../../', import.meta.url).pathname;

/** Where the code lives: folders (searched whole) and files, from the root. */
const SCANNED = [
  'src',
  'test',
  'scripts',
  'eslint',
  'demo',
  'stories',
  '.storybook',
  'eslint.config.js',
  'vitest.config.ts',
  'vite.config.ts',
  'vite.cjs.config.ts',
];
const CODE = /\.(?:[cm]?[jt]sx?|css|html)$/u;
/** Folders of what npm, a build or Next wrote: not the repository's code. */
const GENERATED = new Set(['node_modules', 'dist', 'storybook-static', '.next']);

/**
 * Names of documents that a test makes up on purpose, file by file, each with why. Any other name must exist; and each
 * name here must still be found in its file (an exemption outliving its reason fails too).
 */
const MADE_UP: Record<string, { names: string[]; why: string }> = {
  'test/docs/api-tables.test.ts': { names: ['page.mdx'], why: 'the page named in a diagnostic of a made-up text' },
  'test/docs/links.test.ts': { names: ['./server/gone.mdx'], why: 'a broken link, which the check must name' },
  'test/harness/docs-site/site-links.test.ts': {
    names: ['./b.mdx'],
    why: 'a link the site left unmapped, which the check must name',
  },
  'test/docs/readme-sections.test.ts': {
    names: [
      'stories/ServerProxy.mdx',
      'stories/Introduction.mdx',
      'stories/Forms.mdx',
      'stories/WholeAddress.mdx',
      'stories/Testing.mdx',
    ],
    why: 'the Storybook pages the documentation site replaced, each with where its sections live now',
  },
  'test/release/changeset-check.test.ts': {
    names: ['.changeset/add-b.md', '.changeset/earlier.md'],
    why: 'changesets it writes into a repository of its own',
  },
  'test/release/version.test.ts': {
    names: ['01-issue-2.md', '02-issue-1.md', '02-elsewhere.md'],
    why: 'changesets it writes into a repository of its own',
  },
};

/**
 * A document's name as code writes it: a path or a bare name ending in `.md` or `.mdx` (an anchor after it is no part
 * of it), not inside a longer word or path (`docs__proxy.mdx-line-40.ts`, `https://example.com/a.mdx`, `${name}.md`).
 */
const DOCUMENT = /(?<![\w./@$*>}-])((?:[\w.-]+\/)*\w[\w.-]*\.mdx?)(?![\w-])/gu;

/** Each document named in a text, in order. String escapes (`\n`) are read as the spaces they stand for. */
const citedDocuments = (text: string): string[] =>
  [...text.replace(/\\[nrt]/gu, ' ').matchAll(DOCUMENT)].map((match) => match[1] ?? '');

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** Every file of code under `path` (a folder or a file, from the root). */
async function codeFiles(path: string): Promise<string[]> {
  const entries = await readdir(join(root, path), { withFileTypes: true }).catch(() => null);
  if (entries === null) return CODE.test(path) ? [path] : [];
  const nested = await Promise.all(
    entries
      .filter((entry) => !GENERATED.has(entry.name))
      .map((entry) =>
        entry.isDirectory()
          ? codeFiles(join(path, entry.name))
          : Promise.resolve(CODE.test(entry.name) ? [join(path, entry.name)] : []),
      ),
  );
  return nested.flat();
}

/** The folders a name may be read from, for a file that cites it: the root, the file's own folder, every folder of docs/. */
async function foldersFor(file: string): Promise<string[]> {
  const docs = (await readdir(join(root, 'docs'), { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
  return ['', dirname(file), 'docs', ...docs];
}

/** Whether a name cited by `file` is a file of the repository. */
async function isInRepository(file: string, name: string): Promise<boolean> {
  const folders = /^\.\.?\//u.test(name) ? await foldersFor(file) : ['', dirname(file)];
  const found = await Promise.all(folders.map((folder) => exists(join(root, folder, name))));
  return found.includes(true);
}

/** `file: name` of each document the code names and the repository does not hold (made-up names aside). */
async function missingDocuments(
  files: string[],
): Promise<{ missing: string[]; cited: number; madeUpSeen: Set<string> }> {
  const missing: string[] = [];
  const madeUpSeen = new Set<string>();
  let cited = 0;
  for (const file of files) {
    for (const name of citedDocuments(await readFile(join(root, file), 'utf8'))) {
      cited += 1;
      if (MADE_UP[file]?.names.includes(name) === true) madeUpSeen.add(`${file}: ${name}`);
      else if (!(await isInRepository(file, name))) missing.push(`${file}: ${name}`);
    }
  }
  return { missing, cited, madeUpSeen };
}

describe('the documents the code cites', () => {
  it('finds a document’s name in a comment, a string or a message, and nothing else', () => {
    const text = [
      '/** The layers of ARCHITECTURE.md; see docs/server/proxy.mdx#limits and (STACK.md, "Gotchas seen"). */',
      "const notes = new URL('../../BENCHMARKS.md', import.meta.url); const line = 'a\\nCHANGELOG.md';",
      "// Not a name: https://example.com/a.mdx, `${page}.mdx`, etc/api/<entry>.api.md, .changeset/*.md, '.mdx',",
      '// docs__server__proxy.mdx-line-40.ts, README.mdown, a.md5',
    ].join('\n');
    expect(citedDocuments(text)).toEqual([
      'ARCHITECTURE.md',
      'docs/server/proxy.mdx',
      'STACK.md',
      '../../BENCHMARKS.md',
      'CHANGELOG.md',
    ]);
  });

  it('reads a name from the root, from the citing file, and a page’s link from docs/', async () => {
    expect(await isInRepository('scripts/bench/run.ts', '../../BENCHMARKS.md')).toBe(true);
    expect(await isInRepository('test/docs/links.test.ts', 'README.md')).toBe(true);
    expect(await isInRepository('.storybook/doc-links.ts', '../server/proxy.mdx')).toBe(true);
    expect(await isInRepository('test/support/chromium-autofill.ts', 'STACK.md')).toBe(false);
    expect(await isInRepository('eslint.config.js', 'docs/server/STACK.md')).toBe(false);
  });

  it('are each a file of the repository', async () => {
    const files = (await Promise.all(SCANNED.map(codeFiles)))
      .flat()
      .filter((file) => file !== 'test/docs/cited-documents.test.ts');
    expect(files.length).toBeGreaterThan(500);
    const { missing, cited, madeUpSeen } = await missingDocuments(files);
    expect(cited).toBeGreaterThan(100);
    expect(missing, 'a document the code names and the repository does not hold').toEqual([]);
    const madeUp = Object.entries(MADE_UP).flatMap(([file, { names }]) => names.map((name) => `${file}: ${name}`));
    expect(
      madeUp.filter((each) => !madeUpSeen.has(each)),
      'a made-up name its file no longer holds: drop it from MADE_UP',
    ).toEqual([]);
  });
});
