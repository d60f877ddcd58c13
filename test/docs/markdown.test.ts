import { describe, expect, it } from 'vitest';
import { headingSlugs, markdownLinks } from './markdown.ts';

describe('markdownLinks', () => {
  it('finds links and images, not what code shows', () => {
    const text = [
      'See [the proxy](docs/server/proxy.mdx#limits) and ![demo](docs/a.png).',
      '`[not](a-link)`',
      '```md',
      '[nor](this)',
      '```',
      '',
    ].join('\n');
    expect(markdownLinks(text)).toEqual(['docs/server/proxy.mdx#limits', 'docs/a.png']);
  });
});

describe('headingSlugs', () => {
  it('slugs headings as GitHub and rehype-slug do, numbering repeats', () => {
    const text = [
      '# react-address-entry',
      '## Paid lookups within budget: `limits`',
      '### `useExactAddress(params | null)`',
      '## Install',
      '## Install',
      '```sh',
      '# not a heading',
      '```',
    ].join('\n');
    expect(headingSlugs(text)).toEqual([
      'react-address-entry',
      'paid-lookups-within-budget-limits',
      'useexactaddressparams--null',
      'install',
      'install-1',
    ]);
  });
});
