import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { sanitize } from 'storybook/internal/csf';
import type { Plugin } from 'vite';

/*
 * The documentation pages link to each other as files, the way GitHub and npm resolve links:
 * `[The proxy](../server/proxy.mdx#limits)`, and to a story by its file and the story's id
 * (`[Scroll box](../../stories/ListPlacement.stories.tsx#scroll-box)`). On GitHub such a link opens the page (or the
 * stories' source); in Storybook no page has a file's address, so this Vite plugin rewrites each such link of a page,
 * before Storybook's MDX compiler reads it, into the site's own address: `?path=/docs/server-the-proxy--docs#limits`
 * (the id Storybook gives the page's `<Meta title="…" />`), `?path=/story/examples-the-list-seen-whole--scroll-box`
 * (the stories' `title` and the story's id). A link to a file that is neither, to a page without a title, is left
 * as it is (and the docs-site test names it).
 */

/** A relative Markdown link's target: `](../server/proxy.mdx#limits)`, `](./a.stories.tsx#name)`, not `](https:…)`. */
const LINK = /\]\((?![a-z][a-z0-9+.-]*:|[#?/])([^)\s#]+\.(?:mdx|stories\.tsx))(#[^)\s]*)?\)/gu;

/** The title of a docs page (`<Meta title="…" />`) or of a stories file (`title: '…'` of its default export). */
function titleOf(file: string): string | undefined {
  const text = readFileSync(file, 'utf8');
  return (file.endsWith('.mdx') ? /<Meta\s+title="([^"]+)"/u : /^\s*title:\s*'([^']+)'/mu).exec(text)?.[1];
}

/** The site's address of a link from `from` (a page's path) to `target` (relative), or `undefined` when none. */
function siteAddress(from: string, target: string, hash = ''): string | undefined {
  const file = resolve(dirname(from), target);
  let title: string | undefined;
  try {
    title = titleOf(file);
  } catch {
    return undefined;
  }
  if (title === undefined) return undefined;
  if (file.endsWith('.mdx')) return `?path=/docs/${sanitize(title)}--docs${hash}`;
  // A story: its id's own part is the link's anchor (`#scroll-box`), as the site's address names it.
  return hash.length > 1 ? `?path=/story/${sanitize(title)}--${hash.slice(1)}` : undefined;
}

/** A page's text with each relative link to a page or a story written as the site's address; code left alone. */
export function rewriteDocLinks(file: string, text: string): string {
  return text
    .split(/(^```[\s\S]*?^```)/mu)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part.replace(LINK, (whole, target: string, hash: string | undefined) => {
            const address = siteAddress(file, target, hash ?? '');
            return address === undefined ? whole : `](${address})`;
          }),
    )
    .join('');
}

/** The Vite plugin: put before Storybook's own MDX plugin (both `pre`), so that it compiles the rewritten text. */
export function docLinksPlugin(): Plugin {
  return {
    name: 'react-address-entry:doc-links',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('.mdx')) return undefined;
      const rewritten = rewriteDocLinks(id, code);
      return rewritten === code ? undefined : { code: rewritten, map: null };
    },
  };
}
