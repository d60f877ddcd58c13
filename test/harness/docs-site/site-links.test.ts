import { describe, expect, it } from 'vitest';
import { brokenLinks, type RenderedPage, type SiteIndex } from './site-links.ts';

const index: SiteIndex = {
  'a--docs': { type: 'docs' },
  'b--docs': { type: 'docs' },
  'components-x--found': { type: 'story' },
};
const page = (id: string, links: string[], anchors: string[] = []): RenderedPage => ({ id, links, anchors });

describe('brokenLinks', () => {
  it('passes links to pages, headings on them, stories, anchors on the same page and web addresses', () => {
    const pages = [
      page(
        'a--docs',
        [
          '?path=/docs/b--docs',
          '?path=/docs/b--docs#the-proxy',
          '?path=/story/components-x--found',
          '#intro',
          'https://tanstack.com/query',
        ],
        ['intro'],
      ),
      page('b--docs', [], ['the-proxy']),
    ];
    expect(brokenLinks(pages, index)).toEqual([]);
  });

  it('names each broken one: a missing page, story or heading, and a file link left unmapped, which works on no built site', () => {
    const pages = [
      page('a--docs', [
        '?path=/docs/c--docs',
        '?path=/docs/b--docs#gone',
        '?path=/story/components-x--lost',
        '#nowhere',
        './b.mdx',
        '/docs/b--docs',
      ]),
      page('b--docs', [], ['the-proxy']),
    ];
    expect(brokenLinks(pages, index)).toEqual([
      'a--docs: ?path=/docs/c--docs (no page c--docs)',
      'a--docs: ?path=/docs/b--docs#gone (no heading #gone on b--docs)',
      'a--docs: ?path=/story/components-x--lost (no story components-x--lost)',
      'a--docs: #nowhere (no such heading on this page)',
      'a--docs: ./b.mdx (not an address of the site: a file link left unmapped, or a path)',
      'a--docs: /docs/b--docs (not an address of the site: a file link left unmapped, or a path)',
    ]);
  });
});
