import { parseServicePath, type ServiceRoute } from '../api/parse-path.ts';
import { referenceDataset } from './dataset/reference-dataset.ts';
import type { ReferenceDataset } from './dataset/types.ts';
import { matchExact } from './match-exact.ts';
import { CACHE_CONTROL, errors, toResponse, type ServiceAnswer } from './service-answer.ts';
import { suggestBelgian } from './suggest-belgian.ts';
import { suggestGerman } from './suggest-german.ts';
import { lookupPostcode } from './lookup-postcode.ts';
import { suggestBelgianPostalAreas, suggestGermanPostalAreas } from './suggest-postal-areas.ts';
import { suggestBelgianStreets, suggestGermanStreets } from './suggest-streets.ts';

/** Options of {@link createReferenceAddressApi}. */
export interface ReferenceAddressApiOptions {
  /** The data to answer from. @default referenceDataset */
  dataset?: ReferenceDataset;
  /** When set, every request must carry these as Basic credentials (key as user name, secret as password). */
  credentials?: { key: string; secret: string };
  /** Delay before each answer, in milliseconds, or a function of the request (for out-of-order tests). @default 0 */
  latencyMs?: number | ((request: Request) => number);
  /** Called with each request that names an operation, before it is answered: for counting and asserting in tests. */
  onRequest?: (route: ServiceRoute, request: Request) => void;
}

/** A model of the address service: one Fetch handler. */
export interface ReferenceAddressApi {
  /**
   * Answers one request, as the service would. The request's path must start at `/nl/v1`, `/rest`, `/be/v1`
   * or `/de/v1`. A plain function, so it can be passed on as it is (`serve(api.fetch)`).
   */
  fetch: (request: Request) => Promise<Response>;
}

function decodeBasic(header: string | null): { key: string; secret: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/iu.exec(header ?? '');
  if (match?.[1] === undefined) return undefined;
  try {
    const text = new TextDecoder().decode(Uint8Array.from(atob(match[1]), (c) => c.charCodeAt(0)));
    const colon = text.indexOf(':');
    return colon === -1 ? undefined : { key: text.slice(0, colon), secret: text.slice(colon + 1) };
  } catch {
    return undefined;
  }
}

function authProblem(request: Request, expected: { key: string; secret: string }): ServiceAnswer | undefined {
  const given = decodeBasic(request.headers.get('Authorization'));
  if (given?.key !== expected.key) return errors.userNotCorrect(given?.key ?? '');
  return given.secret === expected.secret ? undefined : errors.passwordNotCorrect();
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}

function answer(dataset: ReferenceDataset, route: ServiceRoute): ServiceAnswer {
  switch (route.operation) {
    case 'exact':
      return matchExact(dataset.nl, route.elements, route.form);
    case 'be-house-number':
      return suggestBelgian(dataset.be, route.elements);
    case 'de-house-number':
      return suggestGerman(dataset.de, route.elements);
    case 'be-postal-area':
      return suggestBelgianPostalAreas(dataset.beMunicipalities ?? [], route.elements);
    case 'de-postal-area':
      return suggestGermanPostalAreas(dataset.deCities ?? [], route.elements);
    case 'be-street':
      return suggestBelgianStreets(dataset.be, route.elements);
    case 'de-street':
      return suggestGermanStreets(dataset.de, route.elements);
    case 'postcode':
      return lookupPostcode(dataset.nl, route.elements);
  }
}

/**
 * The model is called with a Fetch API `Request` and answers with a `Response`. Where the two are missing (Jest's jsdom
 * environment leaves out Node's), every answer would fail inside the client's transport, which reads as a network
 * error: a component would show "the address check is unavailable" and the test would look at an outage that is
 * none. So creating the model says it at once, with the fix.
 */
function assertFetchApi(): void {
  const missing = (['Request', 'Response'] as const).filter((name) => typeof globalThis[name] !== 'function');
  if (missing.length === 0) return;
  throw new Error(
    `createReferenceAddressApi needs the Fetch API, and ${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} not defined here. ` +
      "Under Jest's jsdom, use the environment jest-fixed-jsdom (testEnvironment: 'jest-fixed-jsdom'), which keeps Node's fetch, Request and Response.",
  );
}

/**
 * Creates a model of the address service over a dataset, for development, tests and stories: the three
 * operations of the specification and those of the whole-address chains (BE and DE postal area and street, the
 * Dutch postcode lookup), their errors in the service's `{exception, exceptionId}` shape, and
 * Basic auth when `credentials` are set. It is a model, not the service: see the functions it is built from
 * for the choices it makes where the specification is silent.
 *
 * @example
 * ```ts
 * const api = createReferenceAddressApi({ latencyMs: 50 });
 * const response = await api.fetch(new Request('http://api.test/nl/v1/addresses/exact/Haarlem/Julianastraat/30'));
 * (await response.json()).postcode; // '2012ES'
 * ```
 */
export function createReferenceAddressApi(options: ReferenceAddressApiOptions = {}): ReferenceAddressApi {
  assertFetchApi();
  const dataset = options.dataset ?? referenceDataset;
  return {
    fetch: async (request) => {
      const latency = typeof options.latencyMs === 'function' ? options.latencyMs(request) : (options.latencyMs ?? 0);
      await wait(latency, request.signal);
      if (request.method !== 'GET' && request.method !== 'HEAD') return toResponse(errors.methodNotAllowed());
      if (options.credentials !== undefined) {
        const problem = authProblem(request, options.credentials);
        if (problem !== undefined) return toResponse(problem);
      }
      const route = parseServicePath(new URL(request.url).pathname);
      if (route === 'missing-house-number') return toResponse(errors.noHouseNumber());
      if (route === 'bad-encoding') return toResponse(errors.invalidParameter('path'));
      if (route === 'unknown-route') return toResponse(errors.unknownRoute());
      options.onRequest?.(route, request);
      return toResponse(
        answer(dataset, route),
        route.operation === 'exact' || route.operation === 'postcode'
          ? CACHE_CONTROL.lookup
          : CACHE_CONTROL.suggestions,
      );
    },
  };
}
