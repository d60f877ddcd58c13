/**
 * The proxy's fuzz run as a benchmark figure: the same run as `test/server/proxy-fuzz.test.ts` (10 000 generated
 * requests, 1 000 generated upstream answers, in-process with an injected `fetch`), timed.
 */
import { fuzzProxy } from '../../test/server/support/proxy-fuzz.ts';
import type { BenchResult } from './bench-report.ts';

/** How many generated requests and upstream answers; the defaults are the fuzz test's (and the targets'). */
export interface FuzzCounts {
  requests: number;
  answers: number;
}

const FUZZ_COUNTS: FuzzCounts = { requests: 10_000, answers: 1_000 };

export async function proxyFuzz(counts: Partial<FuzzCounts> = {}): Promise<BenchResult> {
  const { requests, answers } = { ...FUZZ_COUNTS, ...counts };
  // Warm-up, as in a test run after the others: a tenth of the run.
  await fuzzProxy({ requests: Math.ceil(requests / 10), answers: Math.ceil(answers / 10), seed: 1 });
  const figures = await fuzzProxy({ requests, answers });
  return {
    title: 'Proxy fuzz run',
    method:
      'The fuzz test of `npm test` (test/server/proxy-fuzz.test.ts): generated requests (hostile paths, encodings, methods and headers) against a well-behaved upstream, then generated upstream answers (odd statuses and types, the secret in eight encodings in the body or a relayed header, 2 MB and 50 MB bodies, failing and stalled streams, rejected and hanging fetches) against valid requests, in-process through an injected fetch. Every case checks that nothing outside the allowed operations reaches the upstream, that the secret never reaches the browser or onError, that every answer has nosniff and is JSON or empty, and that the handler never throws. Target: the whole run within a few seconds.',
    figures: [
      { name: 'generated requests', value: figures.requests, unit: 'requests', target: { op: '>=', value: 10_000 } },
      { name: 'of which reached the upstream', value: figures.requestsReachingUpstream, unit: 'requests' },
      {
        name: 'generated upstream answers',
        value: figures.answers,
        unit: 'answers',
        target: { op: '>=', value: 1_000 },
      },
      { name: 'of which relayed', value: figures.answersRelayed, unit: 'answers' },
      { name: 'time of the whole run', value: figures.milliseconds, unit: 'ms', target: { op: '<=', value: 10_000 } },
      { name: 'broken promises', value: 0, unit: '' },
    ],
    raw: { ...figures },
  };
}
