/**
 * Benchmark 1: requests per typing session. Scripted sessions (keys 80-140 ms apart, pauses, a correction with
 * Backspace, a return to an earlier input) type into the demo checkout in Chromium; the requests the page sends are
 * counted and compared with a naive fetch-per-keystroke and with the ideal: one request per distinct settled input.
 */
import type { Page } from 'playwright-core';
import { seeded, withDemoPage, type BenchResult } from './bench-harness.ts';

/** A step: a key (or Backspace) typed into a field, then a wait. */
interface Step { field: string; key: string; waitMs: number }

function session(plan: { field: string; text: string; pauseMs?: number; backspaces?: number }[], random: () => number): Step[] {
  const steps: Step[] = [];
  for (const part of plan) {
    for (let i = 0; i < (part.backspaces ?? 0); i++) steps.push({ field: part.field, key: 'Backspace', waitMs: 80 + Math.round(random() * 60) });
    for (const char of part.text) steps.push({ field: part.field, key: char, waitMs: 80 + Math.round(random() * 60) });
    const last = steps.at(-1);
    if (last && part.pauseMs !== undefined) last.waitMs = part.pauseMs;
  }
  return steps;
}

/** What the ideal client sends: one request per distinct input that stayed unchanged for the debounce. */
function ideal(steps: Step[], debounceMs: number, keyOf: (values: Record<string, string>) => string | null) {
  const values: Record<string, string> = {};
  const seen = new Set<string>();
  let naive = 0;
  for (const step of steps) {
    const before = values[step.field] ?? '';
    values[step.field] = step.key === 'Backspace' ? before.slice(0, -1) : before + step.key;
    const key = keyOf(values);
    if (key !== null) naive++;
    if (key !== null && step.waitMs >= debounceMs) seen.add(key);
  }
  return { ideal: seen.size, naive };
}

async function play(page: Page, steps: Step[], fieldOf: (name: string) => ReturnType<Page['getByRole']>): Promise<number> {
  let requests = 0;
  const count = (request: { url(): string }) => {
    if (request.url().includes('/api/address/')) requests++;
  };
  page.on('request', count);
  for (const step of steps) {
    await fieldOf(step.field).press(step.key);
    await page.waitForTimeout(step.waitMs);
  }
  await page.waitForTimeout(800);
  page.off('request', count);
  return requests;
}

export async function requestsPerSession(): Promise<BenchResult> {
  const random = seeded(20261122);
  const houseNumberKey = (v: Record<string, string>) => (/^[1-9][\p{L}\p{N} ./-]*$/u.test(v.number ?? '') ? v.number ?? null : null);
  const be = session([
    { field: 'number', text: '3', pauseMs: 600 },
    { field: 'number', text: '6', pauseMs: 600 },
    { field: 'number', text: ' bus 1', pauseMs: 700 },
    { field: 'number', text: '2', pauseMs: 600, backspaces: 1 },
    { field: 'number', text: '', pauseMs: 700, backspaces: 7 },
  ], random);
  const de = session([
    { field: 'number', text: '1', pauseMs: 500 },
    { field: 'number', text: '2', pauseMs: 600 },
    { field: 'number', text: 'a', pauseMs: 600 },
    { field: 'number', text: 'B', pauseMs: 600, backspaces: 1 },
    { field: 'number', text: '', pauseMs: 700, backspaces: 1 },
  ], random);
  const nl = session([
    { field: 'City', text: 'Enschede' },
    { field: 'Street', text: 'Lasondersingel' },
    { field: 'House number', text: '129', pauseMs: 900 },
    { field: 'Addition', text: 'B', pauseMs: 900 },
    { field: 'Addition', text: 'A', pauseMs: 900, backspaces: 1 },
    { field: 'Addition', text: '', pauseMs: 900, backspaces: 1 },
  ], random);
  // An absent and an emptied addition are the same request.
  const dutchKey = (v: Record<string, string>) =>
    (v.City ?? '') !== '' && (v.Street ?? '') !== '' && /^[1-9]\d{0,4}$/u.test(v['House number'] ?? '')
      ? [v.City, v.Street, v['House number'], v.Addition ?? ''].join('|')
      : null;

  const measured = await withDemoPage(async (page) => {
    const combobox = () => page.getByRole('combobox', { name: 'House number' });
    await page.getByRole('radio', { name: 'Belgium' }).check();
    const belgian = await play(page, be, () => combobox());
    await page.getByRole('radio', { name: 'Germany' }).check();
    await page.locator('select').selectOption({ label: 'Teplitzer Str., 01219 Dresden' });
    const german = await play(page, de, () => combobox());
    await page.getByRole('radio', { name: 'Netherlands' }).check();
    const dutch = await play(page, nl, (name) => page.getByRole('textbox', { name, exact: true }));
    return { belgian, german, dutch };
  });

  const expected = {
    belgian: ideal(be, 150, houseNumberKey), german: ideal(de, 150, houseNumberKey), dutch: ideal(nl, 400, dutchKey),
  };
  const figures = (['belgian', 'german', 'dutch'] as const).flatMap((country) => [
    { name: `${country}: requests sent`, value: measured[country], unit: 'requests', target: { op: '==' as const, value: expected[country].ideal } },
    { name: `${country}: ideal (distinct settled inputs)`, value: expected[country].ideal, unit: 'requests' },
    { name: `${country}: naive (fetch per keystroke)`, value: expected[country].naive, unit: 'requests' },
  ]);
  return {
    title: 'Requests per typing session',
    method: 'Seeded sessions typed into the demo checkout in Chromium (keys 80-140 ms apart, pauses of 500-900 ms, a Backspace correction, a return to an earlier input); requests counted at the network. Target: the ideal.',
    figures,
    raw: { keystrokes: { belgian: be.length, german: de.length, dutch: nl.length } },
  };
}
