/**
 * Interaction to Next Paint on a slow phone (issue 60): the demo checkout built for production, in Chromium with its
 * CPU throttled six times (DevTools protocol, `Emulation.setCPUThrottlingRate`) from the page's load on, a shopper
 * going one way through it with keys and a click as a person does them (each key held, then let go; a pause between
 * keys). The page's own Event Timing (a `PerformanceObserver` of `event` entries from 16 ms, installed before the
 * page's scripts) gives each interaction's latency: the longest of its events (`interactionId`), from the input to the
 * next paint. A way's INP is its worst interaction: with fewer than 50 interactions, web-vitals' INP (its p98 skips
 * one worst interaction in 50). Each run is a fresh browser context (nothing cached, no code compiled before), so the
 * first interactions pay what a first visit pays.
 *
 * Run alone (it rewrites only its own section of BENCHMARKS.md): `npx tsx scripts/bench/interaction-latency.ts`.
 */
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../chromium.ts';
import { percentile, seeded, writeSections, type BenchResult, type Figure } from './bench-harness.ts';
import { serveInProcess } from './server-process.ts';

/** How much slower than this machine the phone is. */
const CPU_SLOWDOWN = 6;
/** A good INP on that phone: its target. */
const TARGET_MS = 100;
const RUNS = 5;

/** One shopper action: a click into a field, keys typed, a key pressed, or waiting for what the page shows. */
type Action =
  | { click: string }
  | { focus: string }
  | { type: string }
  | { press: string }
  | { until: (page: Page) => Promise<unknown> }
  | { pause: number };

/** A way through the checkout: where it starts (a country chosen without keys), its actions, and how it ends. */
interface Way {
  name: string;
  actions: Action[];
  /** Whether the way reached its end (the address confirmed): a way that did not is not measured. */
  done: (page: Page) => Promise<boolean>;
}

/**
 * Until the answer to the last text typed is in and shown: its request's resource timing has ended, then an option
 * of it is there. Polled from here, a little work for the page between interactions, none during them.
 */
async function answered(page: Page, path: RegExp, option: RegExp): Promise<void> {
  const source = path.source;
  for (let waited = 0; waited < 10_000; waited += 100) {
    const done = await page.evaluate(
      (pattern) =>
        performance
          .getEntriesByType('resource')
          .some(
            (entry) =>
              new RegExp(pattern, 'u').test(entry.name) && (entry as PerformanceResourceTiming).responseEnd > 0,
          ),
      source,
    );
    if (done) break;
    await page.waitForTimeout(100);
  }
  await page.getByRole('option', { name: option }).first().waitFor();
}
const validated = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLInputElement>('input[name=addressStatus]')?.value === 'validated');

const WAYS: Way[] = [
  {
    // The Dutch postcode lookup, the default: a click into the postcode, its keys, Tab, the number, Tab (checks at once).
    name: 'the Dutch postcode way',
    actions: [
      { click: 'Postcode' },
      { type: '2012es' },
      { press: 'Tab' },
      { type: '30' },
      { press: 'Tab' },
      { until: (page) => page.getByText('Julianastraat', { exact: true }).waitFor() },
    ],
    done: validated,
  },
  {
    // The Belgian chain by keys: the name, the country field, then each step typed and chosen with Down and Enter.
    name: 'the Belgian chain',
    actions: [
      { focus: 'Full name' },
      { type: 'Jan' },
      { press: 'Tab' },
      { press: 'B' },
      { press: 'Tab' },
      { type: '2610' },
      { until: (page) => answered(page, /postal-area\/2610(?:\/|$)/u, /^2610 Wilrijk/u) },
      { press: 'ArrowDown' },
      { press: 'Enter' },
      { press: 'Tab' },
      { type: 'Euro' },
      { until: (page) => answered(page, /street\/.*\/Euro(?:\/|$)/u, /^Europalaan/u) },
      { press: 'ArrowDown' },
      { press: 'Enter' },
      { press: 'Tab' },
      { type: '12' },
      { until: (page) => answered(page, /house-number\/.*\/12(?:\/|$)/u, /^12\b/u) },
      { press: 'ArrowDown' },
      { press: 'Enter' },
      { pause: 600 },
    ],
    done: validated,
  },
];

/** One interaction as Event Timing saw it: its latency, and its longest event's type and target. */
interface Interaction {
  latency: number;
  type: string;
  target: string;
}

/**
 * Before the page's scripts: every `event` entry of 16 ms or more, by interaction. Passed as a string so that no
 * helper of the bundler that runs this file reaches the page.
 */
const OBSERVE = `
  window.benchInteractions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const seen = window.benchInteractions.get(entry.interactionId);
      if (seen !== undefined && seen.latency >= entry.duration) continue;
      const target = entry.target;
      const label = target === null ? '' : target.labels?.[0]?.textContent ?? target.getAttribute('aria-label') ?? target.tagName;
      window.benchInteractions.set(entry.interactionId, { latency: entry.duration, type: entry.name, target: label });
    }
  }).observe({ type: 'event', durationThreshold: 16 });
`;

/** A person's key: held for a moment, then a pause before the next (seeded, the same in every run). */
async function press(page: Page, key: string, random: () => number): Promise<void> {
  await page.keyboard.press(key, { delay: 40 + Math.round(random() * 40) });
  await page.waitForTimeout(80 + Math.round(random() * 80));
}

async function act(page: Page, action: Action, random: () => number): Promise<void> {
  if ('click' in action) {
    const box = await page.getByLabel(action.click, { exact: true }).boundingBox();
    if (box === null) throw new Error(`no ${action.click} field to click`);
    await page.mouse.move(box.x + Math.min(24, box.width / 2), box.y + box.height / 2);
    await page.mouse.down();
    await page.waitForTimeout(60 + Math.round(random() * 40));
    await page.mouse.up();
    await page.waitForTimeout(150);
  } else if ('focus' in action) {
    // Where the shopper starts, without an event: the first interaction is their first key.
    await page.getByLabel(action.focus, { exact: true }).focus();
  } else if ('type' in action) for (const key of action.type) await press(page, key, random);
  else if ('press' in action) await press(page, action.press, random);
  else if ('until' in action) {
    await action.until(page);
    // What the answer made the page do is over before the next key.
    await page.waitForTimeout(150);
  } else await page.waitForTimeout(action.pause);
}

/** One way on a fresh page of a fresh context: its interactions, worst first. */
async function measureWay(
  browser: Browser,
  url: string,
  way: Way,
  { run, slowdown }: { run: number; slowdown: number },
): Promise<Interaction[]> {
  const context = await browser.newContext({ viewport: { width: 900, height: 1000 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.addInitScript(OBSERVE);
    await page.goto(url);
    await page.getByRole('textbox', { name: 'Full name' }).waitFor();
    // The shopper reads the page before the first click.
    await page.waitForTimeout(1000);
    const random = seeded(6000 + run);
    for (const action of way.actions) await act(page, action, random);
    // The last paint's entry comes after it.
    await page.waitForTimeout(300);
    if (!(await way.done(page))) throw new Error(`${way.name}, run ${String(run)}: the address was not confirmed`);
    const interactions = await page.evaluate(() =>
      Array.from((window as unknown as { benchInteractions: Map<number, Interaction> }).benchInteractions.values()),
    );
    return interactions.sort((a, b) => b.latency - a.latency);
  } finally {
    await context.close();
  }
}

/** How much to measure; the defaults are the benchmark's (a smoke run takes one run, the CPU unthrottled). */
export interface InteractionCounts {
  /** Fresh-context runs of each way. @default 5 */
  runs?: number;
  /** How many times slower than this machine the phone is. @default 6 */
  slowdown?: number;
}

export async function interactionLatency(counts: InteractionCounts = {}): Promise<BenchResult> {
  const { runs = RUNS, slowdown = CPU_SLOWDOWN } = counts;
  const demo = await serveInProcess('demo');
  const browser = await launchChromium();
  const perWay: { way: Way; runs: Interaction[][] }[] = [];
  try {
    for (const way of WAYS) {
      const measured: Interaction[][] = [];
      for (let run = 1; run <= runs; run++) measured.push(await measureWay(browser, demo.url, way, { run, slowdown }));
      perWay.push({ way, runs: measured });
    }
  } finally {
    await browser.close();
    await demo.close();
  }
  const worst = (interactions: Interaction[]) => interactions[0]?.latency ?? 0;
  const figures: Figure[] = perWay.flatMap(({ way, runs: measured }) => {
    const inps = measured.map(worst);
    return [
      {
        name: `${way.name}: INP, the worst interaction (median of ${String(measured.length)} runs)`,
        value: percentile(inps, 50),
        unit: 'ms',
        target: { op: '<=', value: TARGET_MS },
      },
      { name: `${way.name}: INP of the slowest run`, value: Math.max(...inps), unit: 'ms' },
      {
        name: `${way.name}: the second-worst interaction (median of runs)`,
        value: percentile(
          measured.map((interactions) => interactions[1]?.latency ?? 0),
          50,
        ),
        unit: 'ms',
      },
    ];
  });
  return {
    title: 'Interaction to Next Paint on a slow phone',
    method: `The demo checkout built for production, in Chromium with the CPU throttled ${String(slowdown)} times (\`Emulation.setCPUThrottlingRate\`) from the page's load on, each way ${String(runs)} times on a fresh browser context (nothing cached or compiled before). The Dutch postcode way: a click into the postcode, its six keys, Tab, the house number, Tab (which checks at once), until the address found shows. The Belgian chain by keys: from the name field, the name, Tab, B in the country field (Belgium), Tab, the postcode, Down, Enter and Tab, the street's first letters, Down, Enter and Tab, the house number, Down and Enter (each list waited for). Keys are held 40-80 ms with 80-160 ms between them (seeded); the page's Event Timing (\`event\` entries from 16 ms, observed before its scripts run) gives each interaction's latency, its longest event by \`interactionId\`, from the input to the next paint. A way's INP is its worst interaction (web-vitals' INP for fewer than 50 interactions); the figure is the median of the runs. Every run must end with the address confirmed. Target: at most ${String(TARGET_MS)} ms.`,
    figures,
    raw: Object.fromEntries(
      perWay.map(({ way, runs: measured }) => [
        way.name,
        measured.map((interactions) => ({
          longerThan16ms: interactions.length,
          worst: interactions.slice(0, 3).map(({ latency, type, target }) => `${String(latency)} ${type} ${target}`),
        })),
      ]),
    ),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  writeSections([await interactionLatency()], 'npx tsx scripts/bench/interaction-latency.ts');
