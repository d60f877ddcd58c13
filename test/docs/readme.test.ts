import { access, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docPages, headingSlugs, markdownLinks } from './markdown.ts';

const root = new URL('../../', import.meta.url).pathname;
const readme = await readFile(join(root, 'README.md'), 'utf8');
const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

describe('the README, the front door', () => {
  it('is at most 250 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(250);
  });

  it('gives the two commands that work on a fresh machine: the main job and the tests', () => {
    expect(readme).toContain('`npm ci && npm start`');
    expect(readme).toContain('`npm ci && npm test`');
  });

  it('shows the demo checkout’s picture', async () => {
    expect(readme).toMatch(/!\[[^\]]+\]\(docs\/assets\/demo-checkout\.png\)/u);
    expect(await exists(join(root, 'docs/assets/demo-checkout.png'))).toBe(true);
  });

  it('has no broken link: each file it names exists, each heading it names is there', async () => {
    const broken: string[] = [];
    for (const link of markdownLinks(readme)) {
      if (/^(?:https?:|mailto:)/u.test(link)) continue;
      const [path = '', anchor] = link.split('#');
      const file = path === '' ? join(root, 'README.md') : join(root, path);
      if (!(await exists(file))) broken.push(`${link} (no such file)`);
      else if (anchor !== undefined && !headingSlugs(await readFile(file, 'utf8')).includes(anchor))
        broken.push(`${link} (no such heading)`);
    }
    expect(broken).toEqual([]);
  });

  it('links to every page of the documentation site', async () => {
    const pages = await docPages();
    const linked = new Set(markdownLinks(readme).map((link) => link.split('#')[0]));
    expect(pages.length).toBeGreaterThanOrEqual(20);
    expect(pages.filter((page) => !linked.has(page))).toEqual([]);
    expect(dirname(pages[0] ?? '')).toMatch(/^docs/u);
  });
});
