/**
 * The proxy's fuzz run: generated requests against a well-behaved upstream, then generated upstream answers
 * against valid requests, all in-process (an injected `fetch`, no sockets). Each case checks the proxy's promises
 * and throws on the first broken one, so fast-check reports (and shrinks) it. Shared by the Vitest fuzz test and
 * the benchmark that writes its figures into BENCHMARKS.md.
 */
import fc from 'fast-check';
import { parseServicePath } from '../../../src/api/parse-path.ts';
import { routeProblem } from '../../../src/server/check-route.ts';
import { createAddressProxy, type ProxyErrorEvent } from '../../../src/server/index.ts';
import { hostileAnswer, type HostileAnswer } from './hostile-answer.ts';
import { hostileRequest } from './hostile-request.ts';

const FUZZ_KEY = 'fuzz-key';
const FUZZ_SECRET = 'fuzz/S3cret+Value=ä';
const UPSTREAM = 'https://upstream.test/base';
const BASE_PATH = '/api/address';

/** What a fuzz run did, for the test's assertions and the benchmark's figures. */
export interface FuzzFigures {
  requests: number;
  requestsReachingUpstream: number;
  answers: number;
  answersRelayed: number;
  milliseconds: number;
}

const fail = (message: string): never => {
  throw new Error(message);
};

/** The texts of the credentials that must never reach a browser, however the upstream wrote them. */
const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
const NEVER = [
  FUZZ_SECRET,
  base64(`${FUZZ_KEY}:${FUZZ_SECRET}`),
  base64(FUZZ_SECRET),
  encodeURIComponent(FUZZ_SECRET),
  JSON.stringify(FUZZ_SECRET).slice(1, -1),
];

async function browserSees(response: Response): Promise<string> {
  return `${[...response.headers].map(([k, v]) => `${k}: ${v}`).join('\n')}\n${await response.text()}`;
}

/** Checks what every answer of the proxy promises: it never throws, `nosniff`, JSON or nothing, no secret. */
async function checkAnswer(pending: Promise<Response>, forms: readonly string[]): Promise<void> {
  const response = await pending.catch((error: unknown) => fail(`the proxy threw: ${String(error)}`));
  if (response.headers.get('X-Content-Type-Options') !== 'nosniff') fail(`a ${response.status} without nosniff`);
  const type = response.headers.get('Content-Type');
  const seen = await browserSees(response);
  if (type !== null && !/^application\/([\w.+-]+\+)?json/iu.test(type)) fail(`a ${response.status} relayed as ${type}`);
  for (const form of [...NEVER, ...forms])
    if (form.length > 0 && seen.includes(form)) fail(`the secret reached the browser as ${form}`);
}

/** Runs `requests` generated requests and `answers` generated upstream answers; throws on the first broken promise. */
export async function fuzzProxy({ requests = 10_000, answers = 1_000, seed = 17 } = {}): Promise<FuzzFigures> {
  const started = performance.now();
  const figures: FuzzFigures = {
    requests: 0,
    requestsReachingUpstream: 0,
    answers: 0,
    answersRelayed: 0,
    milliseconds: 0,
  };
  const calls: Request[] = [];
  let answer: HostileAnswer | undefined;
  const told: ProxyErrorEvent[] = [];
  const proxy = createAddressProxy({
    upstream: UPSTREAM,
    key: FUZZ_KEY,
    secret: FUZZ_SECRET,
    basePath: BASE_PATH,
    timeoutMs: 20,
    allowedOrigins: ['https://shop.example'],
    onError: (event) => {
      told.push(event);
      if (NEVER.some((form) => JSON.stringify(event).includes(form)))
        fail(`onError was told the secret: ${JSON.stringify(event)}`);
    },
    fetch: (input, init) => {
      const request = new Request(input, init);
      calls.push(request);
      // The proxy's own signal: a `Request` made from it follows it only weakly in Node (lost after a GC).
      return answer === undefined
        ? Promise.resolve(Response.json({ street: 'Julianastraat' }))
        : answer.respond(init?.signal ?? request.signal);
    },
  });

  await fc.assert(
    fc.asyncProperty(hostileRequest(BASE_PATH), async ({ path, init }) => {
      calls.length = 0;
      figures.requests++;
      const request = new Request(`https://shop.test${path}`, init);
      await checkAnswer(proxy(request), []);
      if (calls.length > 1) fail(`${calls.length} upstream calls for one request`);
      for (const call of calls) {
        const url = new URL(call.url);
        if (call.method !== 'GET' || !['GET', 'HEAD'].includes(request.method))
          fail(`${request.method} ${path} reached upstream as ${call.method}`);
        if (
          `${url.origin}${url.pathname}`.slice(0, UPSTREAM.length) !== UPSTREAM ||
          url.search !== '' ||
          url.hash !== ''
        )
          fail(`upstream called at ${call.url}`);
        const route = parseServicePath(url.pathname.slice(new URL(UPSTREAM).pathname.length));
        if (typeof route === 'string' || routeProblem(route) !== undefined)
          fail(`${url.pathname} is not an allowed operation`);
        if (
          call.headers.get('Authorization') === null ||
          [...call.headers.keys()].some((k) => !['accept', 'authorization', 'user-agent'].includes(k))
        ) {
          fail(`upstream got headers ${[...call.headers.keys()].join(', ')}`);
        }
      }
      figures.requestsReachingUpstream += calls.length;
    }),
    { numRuns: requests, seed },
  );

  await fc.assert(
    fc.asyncProperty(
      hostileAnswer(FUZZ_KEY, FUZZ_SECRET),
      fc.constantFrom('GET', 'HEAD'),
      async (generated, method) => {
        answer = generated;
        told.length = 0;
        figures.answers++;
        await checkAnswer(
          proxy(
            new Request(`https://shop.test${BASE_PATH}/nl/v1/addresses/exact/Haarlem/Julianastraat/30`, { method }),
          ),
          generated.secretForms,
        );
        // The proxy tells onError of every answer it does not relay.
        const relayed = told.length === 0;
        if (relayed) figures.answersRelayed++;
        if (generated.secretForms.length > 0 && relayed)
          fail(`an answer holding the secret (${generated.description}) was relayed`);
        if (generated.tooLarge && relayed) fail(`an answer past the limit (${generated.description}) was relayed`);
      },
    ),
    { numRuns: answers, seed },
  );
  answer = undefined;
  figures.milliseconds = Math.round(performance.now() - started);
  return figures;
}
