/**
 * Benchmark 1: requests per typing session. Scripted sessions (keys 80-140 ms apart, pauses, a correction with
 * Backspace, a return to an earlier input) type into the demo checkout in Chromium; the requests the page sends are
 * counted and compared with a naive fetch-per-keystroke and with the ideal: one request per distinct settled input.
 * The Belgian and German sessions go the whole chain (postal area, street, house number), choosing each step with
 * Down and Enter: a text that is a choice already made asks nothing.
 */
import type { Page } from 'playwright-core';
import { seeded, withDemoPage, type BenchResult } from './bench-harness.ts';

/** A step: a key (or Backspace) typed into a field, then a wait; `chooses` marks the Enter that takes an option. */
interface Step { field: string; key: string; waitMs: number; chooses?: boolean }

type Part = { field: string; text: string; pauseMs?: number; backspaces?: number } | { field: string; choose: true };

function session(plan: Part[], random: () => number): Step[] {
  const steps: Step[] = [];
  const gap = () => 80 + Math.round(random() * 60);
  for (const part of plan) {
    if ('choose' in part) {
      steps.push({ field: part.field, key: 'ArrowDown', waitMs: gap() }, { field: part.field, key: 'Enter', waitMs: 300, chooses: true });
      continue;
    }
    for (let i = 0; i < (part.backspaces ?? 0); i++) steps.push({ field: part.field, key: 'Backspace', waitMs: gap() });
    for (const char of part.text) steps.push({ field: part.field, key: char, waitMs: gap() });
    const last = steps.at(-1);
    if (last && part.pauseMs !== undefined) last.waitMs = part.pauseMs;
  }
  return steps;
}

/**
 * What the ideal client sends: one request per distinct input that stayed unchanged for the debounce. Only typed
 * keys change a text; a chosen option's text asks nothing.
 */
function ideal(steps: Step[], debounceMs: number, keyOf: (values: Record<string, string>, field: string) => string | null) {
  const values: Record<string, string> = {};
  const seen = new Set<string>();
  let naive = 0;
  for (const step of steps) {
    if (step.key === 'ArrowDown' || step.key === 'Enter') continue;
    const before = values[step.field] ?? '';
    values[step.field] = step.key === 'Backspace' ? before.slice(0, -1) : before + step.key;
    const key = keyOf(values, step.field);
    if (key !== null) naive++;
    if (key !== null && step.waitMs >= debounceMs) seen.add(key);
  }
  return { ideal: seen.size, naive };
}

/** Requests the page sent, by step of the whole-address chain (or `other`, the Dutch lookup). */
type Counts = Record<'postalArea' | 'street' | 'houseNumber' | 'other', number>;
const stepOf = (url: string): keyof Counts =>
  url.includes('/autocomplete/postal-area/') ? 'postalArea'
  : url.includes('/autocomplete/street/') ? 'street'
  : url.includes('/autocomplete/house-number/') ? 'houseNumber'
  : 'other';

async function play(page: Page, steps: Step[], fieldOf: (name: string) => ReturnType<Page['getByRole']>): Promise<Counts> {
  const counts: Counts = { postalArea: 0, street: 0, houseNumber: 0, other: 0 };
  const count = (request: { url(): string }) => {
    if (request.url().includes('/api/address/')) counts[stepOf(request.url())]++;
  };
  page.on('request', count);
  // Keys go to the focused field (focused once per field), so the gaps between keys are the script's, not the
  // locator's round trips.
  let focused = '';
  for (const step of steps) {
    if (step.field !== focused) {
      await fieldOf(step.field).focus();
      focused = step.field;
    }
    await page.keyboard.press(step.key);
    await page.waitForTimeout(step.waitMs);
  }
  await page.waitForTimeout(800);
  page.off('request', count);
  return counts;
}

const WHOLE_STEPS = { 'Postcode or town': 'postalArea', Street: 'street', 'House number': 'houseNumber' } as const;

/** The request of a whole-address session's field: the text, as each step asks it (a postal area by its postcode). */
function wholeAddressKey(values: Record<string, string>, field: string): string | null {
  const text = values[field] ?? '';
  if (field === 'House number') return /^[1-9][\p{L}\p{N} ./-]*$/u.test(text) ? `number|${text}` : null;
  if (text.trim() === '') return null;
  return field === 'Postcode or town' ? `area|${/^\s*(\d{4,5})\s+\S/u.exec(text)?.[1] ?? text}` : `street|${text}`;
}

export async function requestsPerSession(): Promise<BenchResult> {
  const random = seeded(20261122);
  const be = session([
    { field: 'Postcode or town', text: 'Wilr', pauseMs: 600 },
    { field: 'Postcode or town', text: '', pauseMs: 600, backspaces: 2 },
    { field: 'Postcode or town', text: 'lr', pauseMs: 600 },
    { field: 'Postcode or town', choose: true },
    { field: 'Street', text: 'Euro', pauseMs: 600 },
    { field: 'Street', choose: true },
    { field: 'House number', text: '3', pauseMs: 600 },
    { field: 'House number', text: '6', pauseMs: 600 },
    { field: 'House number', text: ' bus 1', pauseMs: 700 },
    { field: 'House number', text: '2', pauseMs: 600, backspaces: 1 },
    { field: 'House number', text: '', pauseMs: 700, backspaces: 7 },
  ], random);
  const de = session([
    { field: 'Postcode or town', text: '0121', pauseMs: 600 },
    { field: 'Postcode or town', text: '9', pauseMs: 600 },
    { field: 'Postcode or town', choose: true },
    { field: 'Street', text: 'Tep', pauseMs: 600 },
    { field: 'Street', text: 'l', pauseMs: 600 },
    { field: 'Street', text: '', pauseMs: 600, backspaces: 1 },
    { field: 'Street', text: 'l', pauseMs: 600 },
    { field: 'Street', choose: true },
    { field: 'House number', text: '1', pauseMs: 500 },
    { field: 'House number', text: '2', pauseMs: 600 },
    { field: 'House number', text: 'a', pauseMs: 600 },
    { field: 'House number', text: 'B', pauseMs: 600, backspaces: 1 },
    { field: 'House number', text: '', pauseMs: 700, backspaces: 1 },
  ], random);
  const nl = session([
    { field: 'City', text: 'Enschede' },
    { field: 'Street', text: 'Lasondersingel' },
    { field: 'House number', text: '129', pauseMs: 900 },
    { field: 'Addition', text: 'B', pauseMs: 900 },
    { field: 'Addition', text: 'A', pauseMs: 900, backspaces: 1 },
    { field: 'Addition', text: '', pauseMs: 900, backspaces: 1 },
  ], random);
  // The postcode lookup, the way Dutch shoppers enter it: postcode, number, an addition tried and taken back.
  const nlPostcode = session([
    { field: 'Postcode', text: '7514bp' },
    { field: 'House number', text: '129', pauseMs: 900 },
    { field: 'Addition', text: 'A', pauseMs: 900 },
    { field: 'Addition', text: '', pauseMs: 900, backspaces: 1 },
  ], random);
  const postcodeKey = (v: Record<string, string>) =>
    /^[1-9]\d{3}\s?[a-z]{2}$/iu.test(v.Postcode ?? '') && /^[1-9]\d{0,4}$/u.test(v['House number'] ?? '')
      ? [(v.Postcode ?? '').replace(/\s/gu, '').toUpperCase(), v['House number'], v.Addition ?? ''].join('|')
      : null;
  // An absent and an emptied addition are the same request.
  const dutchKey = (v: Record<string, string>) =>
    (v.City ?? '') !== '' && (v.Street ?? '') !== '' && /^[1-9]\d{0,4}$/u.test(v['House number'] ?? '')
      ? [v.City, v.Street, v['House number'], v.Addition ?? ''].join('|')
      : null;

  const measured = await withDemoPage(async (page) => {
    const combobox = (name: string) => page.getByRole('combobox', { name, exact: true });
    await page.getByRole('radio', { name: 'Belgium' }).check();
    const belgian = await play(page, be, combobox);
    await page.getByRole('radio', { name: 'Germany' }).check();
    const german = await play(page, de, combobox);
    await page.getByRole('radio', { name: 'Netherlands' }).check();
    const dutchPostcode = await play(page, nlPostcode, (name) => page.getByRole('textbox', { name, exact: true }));
    return { belgian, german, dutchPostcode };
  });
  // The city and street lookup, one click away, on a page of its own (the switch keeps what the first session typed).
  const dutchExact = await withDemoPage(async (page) => {
    await page.getByRole('radio', { name: 'Netherlands' }).check();
    await page.getByRole('button', { name: 'Look up by city and street' }).click();
    return play(page, nl, (name) => page.getByRole('textbox', { name, exact: true }));
  });

  const perStep = (steps: Step[]) =>
    Object.fromEntries(
      Object.entries(WHOLE_STEPS).map(([field, step]) => [step, ideal(steps.filter((s) => s.field === field), 150, wholeAddressKey)]),
    ) as Record<(typeof WHOLE_STEPS)[keyof typeof WHOLE_STEPS], { ideal: number; naive: number }>;
  const whole = { belgian: perStep(be), german: perStep(de) };
  const dutch = { exact: ideal(nl, 750, dutchKey), postcode: ideal(nlPostcode, 750, postcodeKey) };
  const dutchMeasured = { exact: dutchExact, postcode: measured.dutchPostcode };
  const total = (counts: Counts) => counts.postalArea + counts.street + counts.houseNumber + counts.other;
  const figures = [
    ...(['belgian', 'german'] as const).flatMap((country) => {
      const expected = whole[country];
      const sum = (k: 'ideal' | 'naive') => expected.postalArea[k] + expected.street[k] + expected.houseNumber[k];
      return [
        { name: `${country}: requests sent`, value: total(measured[country]), unit: 'requests', target: { op: '==' as const, value: sum('ideal') } },
        ...(['postalArea', 'street', 'houseNumber'] as const).map((step) => ({
          name: `${country} ${step}: requests sent`, value: measured[country][step], unit: 'requests', target: { op: '==' as const, value: expected[step].ideal },
        })),
        { name: `${country}: ideal (distinct settled inputs)`, value: sum('ideal'), unit: 'requests' },
        { name: `${country}: naive (fetch per keystroke)`, value: sum('naive'), unit: 'requests' },
      ];
    }),
    ...(['postcode', 'exact'] as const).flatMap((form) => [
      { name: `dutch ${form}: requests sent`, value: total(dutchMeasured[form]), unit: 'requests', target: { op: '==' as const, value: dutch[form].ideal } },
      { name: `dutch ${form}: ideal (distinct settled inputs)`, value: dutch[form].ideal, unit: 'requests' },
      { name: `dutch ${form}: naive (fetch per keystroke)`, value: dutch[form].naive, unit: 'requests' },
    ]),
  ];
  return {
    title: 'Requests per typing session',
    method: 'Seeded sessions typed into the demo checkout in Chromium (keys 80-140 ms apart, pauses of 500-900 ms, a Backspace correction, a return to an earlier input); the Belgian and German ones go postal area → street → house number, each chosen with Down and Enter; the Dutch ones type postcode and number (the default form), then city, street and number (one click away), checked 750 ms after typing stops or on leaving the number; requests counted at the network, by step. Target: the ideal.',
    figures,
    raw: { keystrokes: { belgian: be.length, german: de.length, dutchPostcode: nlPostcode.length, dutchExact: nl.length }, measured, dutchExact },
  };
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const result = await requestsPerSession();
  for (const f of result.figures) console.log(`${f.name}: ${f.value} ${f.unit}${f.target ? ` (target ${f.target.op} ${f.target.value})` : ''}`);
}
