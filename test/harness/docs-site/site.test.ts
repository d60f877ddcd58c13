import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStaticSite } from '../../../scripts/static-site.ts';
import { launchChromium } from '../../support/browser.ts';
import { brokenLinks, type RenderedPage } from './site-links.ts';

/*
 * The documentation site as a reader gets it: the static Storybook (built by the project's global setup, or by
 * `npm test` just before), every page of docs/ rendered in Chromium. Each page renders without an error, has one
 * title, shows its generated tables as tables, and every link of its text (written as a file link, which
 * .storybook/doc-links.ts makes the site's address) leads to a page, story or heading that exists; clicking one in
 * the site opens the page it names.
 */
const root = new URL('../../../', import.meta.url).pathname;
const STATIC = join(root, 'storybook-static');

interface IndexEntry {
  id: string;
  type: 'docs' | 'story';
  title: string;
  importPath: string;
}

let site: Awaited<ReturnType<typeof serveStaticSite>>;
let browser: Browser;
let index: Record<string, IndexEntry>;
const pages: (RenderedPage & { title: string; h1: string[]; errors: string[]; tables: number })[] = [];

beforeAll(async () => {
  index = (JSON.parse(await readFile(join(STATIC, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> })
    .entries;
  site = await serveStaticSite(STATIC);
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  const entries = Object.values(index).filter((each) => each.type === 'docs' && each.importPath.startsWith('./docs/'));
  const render = async (entry: IndexEntry) => {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${site.url}/iframe.html?viewMode=docs&id=${entry.id}`);
    const read = async () => {
      await page.waitForFunction(
        () =>
          document.body.classList.contains('sb-show-errordisplay') ||
          document.querySelector('.sbdocs-content h1') !== null,
        undefined,
        { timeout: 30_000 },
      );
      return page.evaluate(() => ({
        error: document.body.classList.contains('sb-show-errordisplay')
          ? (document.querySelector('#error-message')?.textContent ?? 'error')
          : null,
        h1: [...document.querySelectorAll('.sbdocs-content h1')].map((h) => h.textContent),
        anchors: [...document.querySelectorAll('[id]')].map((element) => element.id),
        links: [...document.querySelectorAll('.sbdocs-content a[href]')].map((a) => a.getAttribute('href') ?? ''),
        // The generated props and options tables (scripts/docs/api-tables.ts): GFM tables headed `Name`, and a type
        // alias of no object type as its definition (`type VerifyFailureReason = …`).
        tables:
          [...document.querySelectorAll('.sbdocs-content table')].filter(
            (table) => table.querySelector('th')?.textContent === 'Name',
          ).length +
          [...document.querySelectorAll('.sbdocs-content p > code:first-child')].filter((code) =>
            code.textContent.startsWith('type '),
          ).length,
      }));
    };
    // Storybook's preview may replace its document once more as it settles (seen once under load): read the page
    // again then, as it stands after that navigation.
    const rendered = await read().catch(async (error: unknown) => {
      if (!(error instanceof Error && error.message.includes('Execution context was destroyed'))) throw error;
      await page.waitForLoadState('load');
      return read();
    });
    pages.push({
      id: entry.id,
      title: entry.title,
      h1: rendered.h1,
      anchors: rendered.anchors,
      links: rendered.links,
      tables: rendered.tables,
      errors: rendered.error === null ? errors : [rendered.error, ...errors],
    });
    await page.close();
  };
  // Three pages at a time: on two cores the pages wait on the network and on each other about as much as they compute.
  const queue = [...entries];
  await Promise.all(
    [1, 2, 3].map(async () => {
      for (let entry = queue.shift(); entry !== undefined; entry = queue.shift()) await render(entry);
    }),
  );
}, 300_000);

afterAll(async () => {
  await browser.close();
  await site.close();
});

describe('the documentation site', () => {
  it('has a page for each of a shop’s questions, in the order a shop reads them (the sidebar’s, .storybook/preview.tsx)', () => {
    expect(
      Object.values(index)
        .filter((entry) => entry.type === 'docs' && entry.importPath.startsWith('./docs/'))
        .map((entry) => entry.title),
    ).toEqual([
      'Introduction',
      'Start/One element for three countries',
      'Start/Netherlands: postcode and number',
      'Start/Netherlands: city and street',
      'Start/Belgium and Germany: a whole address',
      'Forms/In a form: native, react-hook-form, server actions, reset',
      'Forms/A saved address (autofill)',
      'Forms/The list seen whole',
      'Reference/Components: naming and what a checkout posts',
      'Reference/AddressEntry',
      'Reference/HouseNumberCombobox',
      'Reference/AddressFields',
      'Reference/ExactAddressLookup and CityPicker',
      'Reference/PostcodeAddressLookup',
      'Reference/Provider and data hooks',
      'Reference/Client and errors',
      'Server/The proxy',
      'Server/Budgets and the answer cache',
      'Server/A verified address',
      'Server/Checked on the server',
      'Server/Next.js and other runtimes',
      'Server/React Router',
      'Testing a checkout',
      'Accessibility',
      'Languages and theming',
      'Package weight and benchmarks',
      'Development',
      'Architecture',
    ]);
    // And every one of them was rendered.
    expect(pages).toHaveLength(28);
  });

  it('renders every page without an error, each with one title', () => {
    expect(
      pages.filter((page) => page.errors.length > 0).map((page) => `${page.id}: ${page.errors.join(' | ')}`),
    ).toEqual([]);
    expect(
      pages.filter((page) => page.h1.length !== 1).map((page) => `${page.id}: ${String(page.h1.length)} titles`),
    ).toEqual([]);
  });

  it('shows the props and options tables generated from the types on the reference pages', () => {
    const reference = pages.filter((page) => page.title.startsWith('Reference/') || page.title.startsWith('Server/'));
    expect(reference.filter((page) => page.tables === 0).map((page) => page.id)).toEqual([]);
  });

  it('has no broken link: every page, story and heading a link names exists', () => {
    expect(pages.flatMap((page) => page.links).length).toBeGreaterThan(50);
    expect(brokenLinks(pages, index)).toEqual([]);
  });

  it('opens the page a link names when a reader clicks it, though the page wrote it as a file (../reference/address-entry.mdx)', async () => {
    const source = await readFile(join(root, 'docs/start/one-element.mdx'), 'utf8');
    expect(source).toContain('[AddressEntry](../reference/address-entry.mdx)');
    const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    try {
      await page.goto(`${site.url}/index.html?path=/docs/start-one-element-for-three-countries--docs`);
      const preview = page.frameLocator('#storybook-preview-iframe');
      const link = preview.locator('.sbdocs-content a[href="?path=/docs/reference-addressentry--docs"]').first();
      await link.click({ timeout: 30_000 });
      await page.waitForURL(/\?path=\/docs\/reference-addressentry--docs$/u, { timeout: 30_000 });
      await expect
        .poll(() => preview.locator('.sbdocs-content h1').first().textContent({ timeout: 30_000 }), { timeout: 30_000 })
        .toBe('AddressEntry');
    } finally {
      await page.close();
    }
  }, 60_000);

  it('reaches every page from another page', () => {
    const linked = new Set(
      pages.flatMap((page) =>
        page.links.map((href) => /^\?path=\/docs\/([^#&]+)/u.exec(href)?.[1]).filter((id) => id !== undefined),
      ),
    );
    expect(
      pages.filter((page) => page.title !== 'Introduction' && !linked.has(page.id)).map((page) => page.id),
    ).toEqual([]);
  });
});
