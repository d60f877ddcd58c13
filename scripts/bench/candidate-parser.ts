/**
 * The 409 candidate parser's time on hostile texts: the worst of a few shapes (a long run of words shared by the
 * items' cities, many `gem.` markers, runs of quotes) at 64 kB, 256 kB and 1 MB, against the quadratic parser it
 * replaced (kept in the tests), run once at 64 kB.
 */
import { parseCityCandidates } from '../../src/api/city-candidates.ts';
import { quadraticParseCityCandidates } from '../../test/api/support/quadratic-city-candidates.ts';
import type { BenchResult } from './bench-report.ts';

const KB = 1024;
/** A size as the recorded figures name it: `64 kB`, `1 MB`. */
const sizeName = (kb: number) => (kb % 1024 === 0 ? `${kb / 1024} MB` : `${kb} kB`);
const SHAPES: Record<string, (size: number) => string> = {
  'shared city words': (size) => ['M1', 'M2'].map((m) => `${'w '.repeat(size / 4)}gem. ${m}`).join(', '),
  'gem. markers': (size) => 'Hengelo gem. '.repeat(Math.ceil(size / 13)).slice(0, size),
  quotes: (size) => "'".repeat(size),
  'items and joiners': (size) => 'Hengelo gem. A or '.repeat(Math.ceil(size / 18)).slice(0, size),
};

/** The slowest shape's time at `size` characters, the median of three runs. */
function worst(parse: (text: string, city?: string) => string[], size: number, runs = 3): number {
  return Math.max(
    ...Object.values(SHAPES).map((shape) => {
      const text = shape(size);
      const times = Array.from({ length: runs }, () => {
        const started = performance.now();
        parse(text, 'Hengelo');
        return performance.now() - started;
      }).sort((a, b) => a - b);
      return times[Math.floor(runs / 2)] ?? Number.NaN;
    }),
  );
}

/** The text sizes measured, in kB; the defaults are the recorded run's (and the targets'). */
export interface ParserCounts {
  smallKb: number;
  mediumKb: number;
  largeKb: number;
  /** The size the quadratic parser it replaced is run at, once. */
  quadraticKb: number;
}

const PARSER_COUNTS: ParserCounts = { smallKb: 64, mediumKb: 256, largeKb: 1024, quadraticKb: 64 };

export function candidateParser(counts: Partial<ParserCounts> = {}): BenchResult {
  const { smallKb, mediumKb, largeKb, quadraticKb } = { ...PARSER_COUNTS, ...counts };
  worst(parseCityCandidates, smallKb * KB); // warm-up
  const at = (kb: number) => Math.round(worst(parseCityCandidates, kb * KB));
  const [k64, k256, m1] = [at(smallKb), at(mediumKb), at(largeKb)];
  const before = Math.round(worst(quadraticParseCityCandidates, quadraticKb * KB, 1));
  return {
    title: '409 candidate parser on hostile texts',
    method: `parseCityCandidates in Node on texts of ${Object.keys(SHAPES).join(', ')}; each figure is the slowest shape (median of three runs). The parser it replaced (quadratic: it compared ever longer joined tails of the cities' words) is run once at ${quadraticKb} kB. Target: linear, at most 4 ms per kB (the bound of the property test, plus 100 ms).`,
    figures: [
      { name: sizeName(smallKb), value: k64, unit: 'ms', target: { op: '<=', value: 100 + 4 * smallKb } },
      { name: sizeName(mediumKb), value: k256, unit: 'ms', target: { op: '<=', value: 100 + 4 * mediumKb } },
      { name: sizeName(largeKb), value: m1, unit: 'ms', target: { op: '<=', value: 100 + 4 * largeKb } },
      { name: `per kB at ${sizeName(largeKb)}`, value: Math.round((m1 / largeKb) * 100) / 100, unit: 'ms' },
      { name: `the earlier parser, ${sizeName(quadraticKb)}`, value: before, unit: 'ms' },
    ],
    raw: { k64, k256, m1, before64k: before },
  };
}
