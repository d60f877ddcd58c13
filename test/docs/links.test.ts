import { access, readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { storyNameFromExport, sanitize } from 'storybook/internal/csf';
import { describe, expect, it } from 'vitest';
import { rewriteDocLinks } from '../../.storybook/doc-links.ts';
import { docPages, headingSlugs, markdownLinks } from './markdown.ts';

/*
 * Every link of the documentation pages and the README resolves where the pages are read (issue 52): on GitHub and
 * npm as a file (`../server/proxy.mdx#options`: the file exists, and so does the heading, by GitHub's slugs; a story
 * as its stories file and the story's id, `../../stories/ListPlacement.stories.tsx#scroll-box`), and in Storybook as
 * the address .storybook/doc-links.ts rewrites it to. No link is written in the site's own form (`?path=/docs/…`),
 * which leads nowhere outside it.
 */
const root = new URL('../../', import.meta.url).pathname;
const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** The story ids of a stories file: each exported story's name as Storybook makes an id of it. */
async function storyIds(file: string): Promise<string[]> {
  const text = await readFile(file, 'utf8');
  return [...text.matchAll(/^export const ([A-Z]\w*)/gmu)].map((match) =>
    sanitize(storyNameFromExport(match[1] ?? '')),
  );
}

/** What is wrong with one link of `page`, or `null`. */
async function linkProblem(page: string, link: string): Promise<string | null> {
  if (/^(?:https?:|mailto:)/u.test(link)) return null;
  if (link.startsWith('?')) return 'the site’s own address, which leads nowhere on GitHub or npm: link the file';
  if (link.startsWith('/')) return 'an absolute path: link the file relative to the page';
  const [path = '', anchor] = link.split('#');
  const file = path === '' ? join(root, page) : join(root, dirname(page), path);
  if (!(await exists(file))) return 'no such file';
  if (anchor === undefined) return file.endsWith('.stories.tsx') ? 'a story needs its id after `#`' : null;
  if (file.endsWith('.stories.tsx'))
    return (await storyIds(file)).includes(anchor) ? null : `no story ${anchor} in ${relative(root, file)}`;
  if (!/\.mdx?$/u.test(file)) return 'an anchor in a file that has no headings';
  return headingSlugs(await readFile(file, 'utf8')).includes(decodeURIComponent(anchor)) ? null : 'no such heading';
}

const sources = async () => [...(await docPages()), 'README.md'];

describe('the links of the documentation pages and the README', () => {
  it('each lead to a file that exists, and to a heading or story in it that exists', async () => {
    const broken: string[] = [];
    let count = 0;
    for (const page of await sources()) {
      for (const link of markdownLinks(await readFile(join(root, page), 'utf8'))) {
        count += 1;
        const problem = await linkProblem(page, link);
        if (problem !== null) broken.push(`${page}: ${link} (${problem})`);
      }
    }
    expect(count).toBeGreaterThan(150);
    expect(broken).toEqual([]);
  });

  it('names a broken one: a missing file, heading or story, and the site’s own address', async () => {
    expect(await linkProblem('docs/testing.mdx', './server/proxy.mdx#options')).toBeNull();
    expect(await linkProblem('docs/testing.mdx', './server/proxy.mdx#gone')).toBe('no such heading');
    expect(await linkProblem('docs/testing.mdx', './server/gone.mdx')).toBe('no such file');
    expect(
      await linkProblem('docs/forms/list-seen-whole.mdx', '../../stories/ListPlacement.stories.tsx#scroll-box'),
    ).toBeNull();
    expect(await linkProblem('docs/forms/list-seen-whole.mdx', '../../stories/ListPlacement.stories.tsx#gone')).toBe(
      'no story gone in stories/ListPlacement.stories.tsx',
    );
    expect(await linkProblem('docs/testing.mdx', '?path=/docs/server-the-proxy--docs')).toMatch(
      /^the site’s own address/u,
    );
  });

  it('become the site’s addresses in Storybook: a page by its title, a story by its file’s title, code left alone', () => {
    const page = join(root, 'docs/testing.mdx');
    const text = [
      'See [the proxy](./server/proxy.mdx#options), [a story](../stories/ListPlacement.stories.tsx#scroll-box),',
      '[the web](https://example.com/a.mdx) and [this page](#top).',
      '```md',
      '[code](./server/proxy.mdx)',
      '```',
      '',
    ].join('\n');
    expect(rewriteDocLinks(page, text)).toBe(
      [
        'See [the proxy](?path=/docs/server-the-proxy--docs#options), [a story](?path=/story/examples-the-list-seen-whole--scroll-box),',
        '[the web](https://example.com/a.mdx) and [this page](#top).',
        '```md',
        '[code](./server/proxy.mdx)',
        '```',
        '',
      ].join('\n'),
    );
  });

  it('leave no relative link of a page unrewritten for Storybook', async () => {
    const left: string[] = [];
    for (const page of await docPages()) {
      const rewritten = rewriteDocLinks(join(root, page), await readFile(join(root, page), 'utf8'));
      left.push(
        ...markdownLinks(rewritten)
          .filter((link) => !/^(?:https?:|mailto:|\?path=|#)/u.test(link) && !/\.(?:png|svg|jpe?g)$/u.test(link))
          .map((link) => `${page}: ${link}`),
      );
    }
    expect(left).toEqual([]);
  });
});
