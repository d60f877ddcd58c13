/**
 * `npm run screenshots`: opens the static Storybook (`npm run build-storybook` first) in Chromium, lets each main
 * story's play function finish, and saves a PNG of it in the system's temporary folder. Fails when a story shows
 * an error, renders an empty root, its play function does not finish, or a field lacks the theme's border and
 * background. Nothing is written into the repository.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from './chromium.ts';
import { serveStaticSite } from './static-site.ts';

const STATIC = new URL('../storybook-static/', import.meta.url).pathname;
const OUT = join(tmpdir(), 'react-address-entry-stories');
const STORIES = [
  'components-housenumbercombobox--typing-a-partial-number',
  'components-housenumbercombobox--incomplete-drill-down',
  'components-housenumbercombobox--postcode-differs-from-the-street',
  'components-housenumbercombobox--service-down',
  'components-exactaddresslookup--found',
  'components-exactaddresslookup--addition-not-found',
  'components-exactaddresslookup--city-not-unique',
  'components-exactaddresslookup--service-down',
  'components-citypicker--candidates',
  'components-housenumbercombobox-keys-and-forms--enter-chooses-and-never-submits',
  'components-housenumbercombobox-keys-and-forms--unverified-when-the-service-is-down',
  'examples-headless-pills--pills',
  'examples-checkout--dutch-shipping-belgian-billing',
  'examples-checkout--submitted-with-problems',
];
const site = await serveStaticSite(STATIC);
const base = site.url;
mkdirSync(OUT, { recursive: true });

const browser = await launchChromium();
const failures: string[] = [];
try {
  for (const id of STORIES) {
    const page = await browser.newPage({ viewport: { width: 800, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${base}/iframe.html?id=${id}&viewMode=story`);
    const phase = await page
      .waitForFunction(
        () => {
          const render = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
            .__STORYBOOK_PREVIEW__?.currentRender;
          return render?.phase === 'finished' || render?.phase === 'errored' || render?.phase === 'aborted'
            ? render.phase
            : false;
        },
        undefined,
        { timeout: 20_000 },
      )
      .then(
        (handle) => handle.jsonValue(),
        () => 'timed out',
      );
    const state = await page.evaluate(() => {
      // The theme rendered if the fields it styles have a visible border and background (an invalid colour token
      // leaves them bare, as a light-dark() rewrite once did).
      const unstyled = [...document.querySelectorAll<HTMLElement>('.rae-field__input, .rae-combobox__input')].filter(
        (input) => {
          const style = getComputedStyle(input);
          return (
            style.borderTopStyle !== 'solid' ||
            style.borderTopColor === 'rgba(0, 0, 0, 0)' ||
            style.backgroundColor === 'rgba(0, 0, 0, 0)'
          );
        },
      );
      return {
        error: document.body.classList.contains('sb-show-errordisplay'),
        empty: (document.querySelector('#storybook-root')?.children.length ?? 0) === 0,
        unstyled: unstyled.length,
      };
    });
    await page.screenshot({ path: join(OUT, `${id}.png`), fullPage: true });
    const problems = [
      phase !== 'finished' && `play ${String(phase)}`,
      state.error && 'error shown',
      state.empty && 'empty root',
      state.unstyled > 0 && `${state.unstyled} field(s) without the theme's border and background`,
      ...errors,
    ].filter(Boolean);
    console.log(
      `${problems.length === 0 ? 'ok  ' : 'FAIL'} ${id}${problems.length === 0 ? '' : `: ${problems.join('; ')}`}`,
    );
    if (problems.length > 0) failures.push(id);
    await page.close();
  }
} finally {
  await browser.close();
  await site.close();
}
console.log(`${STORIES.length - failures.length} passed, ${failures.length} failed`);
console.log(`Screenshots: ${OUT}`);
process.exitCode = failures.length === 0 ? 0 : 1;
