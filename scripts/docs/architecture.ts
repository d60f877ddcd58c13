/**
 * `npm run docs:architecture`: writes `ARCHITECTURE.md` at the repository's root from the documentation site's page
 * `docs/architecture.mdx`, the one source of the map. The page's text is kept as it is but for what only the site
 * reads (the `Meta` import and tag) and its relative links, which are written from the root instead of from docs/
 * (`./server/proxy.mdx#options` becomes `docs/server/proxy.mdx#options`). So the map reads the same on GitHub, on npm
 * and in Storybook, and the docs test (test/docs/architecture.test.ts) fails when `ARCHITECTURE.md` is not what this
 * writes now. `--check` writes nothing and fails on a stale file instead.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The page that holds the text, and the file written from it, from the repository's root. */
export const ARCHITECTURE_PAGE = 'docs/architecture.mdx';
export const ARCHITECTURE_FILE = 'ARCHITECTURE.md';

const NOTICE = `<!-- Written from ${ARCHITECTURE_PAGE} by \`npm run docs:architecture\`: edit that page, then run it. -->`;

/** What only the site reads: the import of `Meta` and the page's `<Meta title="…" />`, each on a line of its own. */
const SITE_ONLY = /^(?:import \{ Meta \} from '@storybook\/addon-docs\/blocks';|<Meta title="[^"]*" \/>)[ \t]*\n\n?/gmu;

/** A relative Markdown link's target outside code: `](./server/proxy.mdx#limits)`, not `](https:…)` or `](#anchor)`. */
const LINK = /\]\((?![a-z][a-z0-9+.-]*:|[#?/])([^)\s#]+)(#[^)\s]*)?\)/gu;

/**
 * `ARCHITECTURE.md` as written from the page's text: a notice that says where to edit it, then the page without the
 * `Meta` lines and with each relative link made relative to the root. Code (fenced blocks and code spans) is left alone.
 */
export function architectureMarkdown(page: string): string {
  const folder = posix.dirname(ARCHITECTURE_PAGE);
  const text = page
    .replace(SITE_ONLY, '')
    .split(/(^```[\s\S]*?^```|`[^`\n]*`)/mu)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part.replace(
            LINK,
            (_whole, target: string, hash: string | undefined) =>
              `](${posix.normalize(posix.join(folder, target))}${hash ?? ''})`,
          ),
    )
    .join('');
  return `${NOTICE}\n\n${text.trimStart()}`;
}

async function main(): Promise<void> {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const check = process.argv.includes('--check');
  const written = architectureMarkdown(await readFile(join(root, ARCHITECTURE_PAGE), 'utf8'));
  const current = await readFile(join(root, ARCHITECTURE_FILE), 'utf8').catch(() => '');
  if (written === current) console.log(`${ARCHITECTURE_FILE} is up to date.`);
  else if (check) {
    process.exitCode = 1;
    console.error(`${ARCHITECTURE_FILE} is not what ${ARCHITECTURE_PAGE} says: run npm run docs:architecture.`);
  } else {
    await writeFile(join(root, ARCHITECTURE_FILE), written);
    console.log(`Wrote ${ARCHITECTURE_FILE} from ${ARCHITECTURE_PAGE}.`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
