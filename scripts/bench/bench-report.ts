/**
 * The figures of a benchmark and how they are written into BENCHMARKS.md. Apart from the harness, so a process
 * that only measures (the proxy's memory child) loads nothing that starts a server.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';

/** One figure of a benchmark, with its target when it has one. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** `between` holds from `value` to `max`, both included. */
  target?: { op: '<=' | '>=' | '=='; value: number } | { op: 'between'; value: number; max: number };
}

/** A table of a result's own, for values best read side by side (a column each); numbers are right-aligned. */
export interface BenchTable {
  columns: string[];
  rows: (string | number)[][];
}

/** The result of one benchmark: its figures and raw data worth keeping. */
export interface BenchResult {
  title: string;
  method: string;
  /** Shown between the method and the figures. */
  table?: BenchTable;
  figures: Figure[];
  raw?: Record<string, unknown>;
}

/** A {@link BenchTable} in Markdown. */
export function renderTable({ columns, rows }: BenchTable): string[] {
  const numeric = columns.map((_, i) => rows.length > 0 && rows.every((row) => typeof row[i] === 'number'));
  return [
    `| ${columns.join(' | ')} |`,
    `|${numeric.map((n) => (n ? '---:' : '---')).join('|')}|`,
    ...rows.map((row) => `| ${row.map(String).join(' | ')} |`),
  ];
}

export const met = ({ target: t, value }: Figure): boolean =>
  t === undefined ||
  (t.op === 'between'
    ? value >= t.value && value <= t.max
    : t.op === '<='
      ? value <= t.value
      : t.op === '>='
        ? value >= t.value
        : value === t.value);

/** A target in words: `<= 16 ms`, `between 7 and 8 requests`. */
export const targetText = ({ target: t, unit }: Figure): string =>
  t === undefined ? '' : t.op === 'between' ? `between ${t.value} and ${t.max} ${unit}` : `${t.op} ${t.value} ${unit}`;
const target = targetText;
const verdict = (f: Figure) => (f.target === undefined ? '' : met(f) ? 'met' : '**missed**');

/** A result as a BENCHMARKS.md section: its title, method, a table of figures and the raw data folded away. */
export function renderResult(r: BenchResult, note?: string): string[] {
  return [
    `## ${r.title}`,
    '',
    ...(note === undefined ? [] : [note, '']),
    r.method,
    '',
    ...(r.table === undefined ? [] : [...renderTable(r.table), '']),
    '| figure | value | target | |',
    '|---|---|---|---|',
    ...r.figures.map((f) => `| ${f.name} | ${f.value} ${f.unit} | ${target(f)} | ${verdict(f)} |`),
    ...(r.raw === undefined
      ? []
      : ['', '<details><summary>Raw figures</summary>', '', '```json', JSON.stringify(r.raw), '```', '', '</details>']),
  ];
}

const BENCHMARKS = new URL('../../BENCHMARKS.md', import.meta.url);

/**
 * Writes the sections of `results` into BENCHMARKS.md, each in place of its earlier version (or at the end), and
 * leaves the other sections as they are: for a benchmark run on its own (`command`).
 */
export function writeSections(results: BenchResult[], command = 'npm run bench:memory'): void {
  let markdown = existsSync(BENCHMARKS) ? readFileSync(BENCHMARKS, 'utf8').trimEnd() : '# Benchmarks';
  const note = `Measured by \`${command}\` on ${new Date().toISOString()} (${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}; load average ${(os.loadavg()[0] ?? 0).toFixed(1)} at the end).`;
  for (const r of results) {
    const section = renderResult(r, note).join('\n');
    const start = markdown.indexOf(`\n## ${r.title}\n`);
    if (start === -1) markdown += `\n\n${section}`;
    else {
      const end = markdown.indexOf('\n## ', start + 1);
      markdown = `${markdown.slice(0, start + 1)}${section}${end === -1 ? '' : `\n${markdown.slice(end)}`}`;
    }
    for (const f of r.figures) console.log(`  ${met(f) ? ' ' : '✗'} ${r.title}: ${f.name}: ${f.value} ${f.unit}`);
  }
  writeFileSync(BENCHMARKS, `${markdown}\n`);
  process.exitCode = results.every((r) => r.figures.every(met)) ? 0 : 1;
}
