/** A page of the documentation site as Chromium rendered it. */
export interface RenderedPage {
  /** The docs entry's id (`server-the-proxy--docs`). */
  id: string;
  /** The `id` of every element on the page (the headings' anchors among them). */
  anchors: string[];
  /** The `href` of every link of the page's text, as written. */
  links: string[];
}

/** The site's index (storybook-static/index.json): every docs page and story by id. */
export type SiteIndex = Record<string, { type: 'docs' | 'story' }>;

/**
 * Every broken link of the site's pages, as `<page>: <href> (<why>)`. A link inside the site is
 * `?path=/docs/<id>` (optionally `#<anchor>`), `?path=/story/<id>` or `#<anchor>` on the same page; its page, story
 * and anchor must exist. The pages write their links as files (`./proxy.mdx#options`), which .storybook/doc-links.ts
 * rewrites into these addresses; a file link left as it was (its file has no title) works on no built site and is
 * broken, as is any other form (a `/docs/…` path). Web addresses (`https:`) are not followed.
 */
export function brokenLinks(pages: RenderedPage[], index: SiteIndex): string[] {
  const byId = new Map(pages.map((page) => [page.id, page]));
  const broken: string[] = [];
  for (const page of pages) {
    for (const href of page.links) {
      const problem = linkProblem(href, page, byId, index);
      if (problem !== null) broken.push(`${page.id}: ${href} (${problem})`);
    }
  }
  return broken;
}

function linkProblem(
  href: string,
  page: RenderedPage,
  pages: Map<string, RenderedPage>,
  index: SiteIndex,
): string | null {
  if (/^(?:https?:|mailto:)/u.test(href)) return null;
  if (href.startsWith('#'))
    return page.anchors.includes(decodeURIComponent(href.slice(1))) ? null : 'no such heading on this page';
  const match = /^\?path=\/(docs|story)\/([^#&]+)(?:#(.+))?$/u.exec(href);
  if (match === null) return 'not an address of the site: a file link left unmapped, or a path';
  const [, kind = '', id = '', anchor] = match;
  if (index[id]?.type !== (kind === 'docs' ? 'docs' : 'story')) return `no ${kind === 'docs' ? 'page' : 'story'} ${id}`;
  if (anchor === undefined) return null;
  const target = pages.get(id);
  if (target === undefined) return `${id} is not a page of the site's text`;
  return target.anchors.includes(decodeURIComponent(anchor)) ? null : `no heading #${anchor} on ${id}`;
}
