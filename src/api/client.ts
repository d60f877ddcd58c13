import { basicAuthorization } from './basic-auth.ts';
import { assertParams, countryOperation, isAbsentAddition, paramRules } from './check-params.ts';
import { ANSWER_SHAPES, answerProblem, DUTCH_ADDRESS } from './check-response.ts';
import { normalizeDutchPostcode } from './dutch-postcode.ts';
import { errorFromResponse } from './error-from-response.ts';
import { AddressApiError } from './errors.ts';
import { OPERATIONS, type OperationKey } from './operations.ts';
import { joinPathElements, type CountryOperation, type ExactPathForm } from './paths.ts';
import type {
  BelgianHouseNumberParams,
  BelgianHouseNumberSuggestion,
  BelgianPostalArea,
  BelgianStreet,
  BelgianStreetParams,
  DutchAddress,
  ExactAddressParams,
  GermanHouseNumberParams,
  GermanHouseNumberSuggestion,
  GermanPostalArea,
  GermanStreet,
  GermanStreetParams,
  HouseNumberParams,
  HouseNumberSuggestion,
  PostalAreaParams,
  PostalAreaSuggestion,
  PostcodeAddressParams,
  StreetParams,
  StreetSuggestion,
} from './types.ts';

/** Options of {@link createAddressClient}. */
export interface AddressClientOptions {
  /** Where the service (or your proxy of it) answers, e.g. `/api/address`; a relative URL needs a page to resolve against. */
  baseUrl: string;
  /** The transport; `globalThis.fetch` (looked up at each call) by default. */
  fetch?: typeof fetch;
  /** Extra headers on every request, e.g. a CSRF token. */
  headers?: HeadersInit;
  /** Basic-auth credentials, for a server only: a browser must call a proxy that holds them. */
  credentials?: { key: string; secret: string };
  /** Time limit of a whole request, body included, in milliseconds. @default 5000 */
  timeoutMs?: number;
  /** Which of the two path forms of `matchExact` to call. @default 'nl/v1' */
  exactPath?: ExactPathForm;
}

/** Per-call options. */
export interface AddressRequestInit {
  /** Aborts the request; the promise then rejects with the signal's reason, as `fetch` does. */
  signal?: AbortSignal;
  /** This call's whole-request time limit, instead of the client's `timeoutMs` (a `timeout` error when it passes). */
  timeoutMs?: number | undefined;
}

/** A typed client of the address service. Create one with {@link createAddressClient}. */
export interface AddressClient {
  /** Looks up the one Dutch address of a city, street, house number and addition. */
  matchExact(params: ExactAddressParams, init?: AddressRequestInit): Promise<DutchAddress>;
  /** Suggests Belgian house numbers within a street. */
  autocompleteHouseNumber(
    params: BelgianHouseNumberParams,
    init?: AddressRequestInit,
  ): Promise<BelgianHouseNumberSuggestion[]>;
  /** Suggests German house numbers within a street. */
  autocompleteHouseNumber(
    params: GermanHouseNumberParams,
    init?: AddressRequestInit,
  ): Promise<GermanHouseNumberSuggestion[]>;
  autocompleteHouseNumber(params: HouseNumberParams, init?: AddressRequestInit): Promise<HouseNumberSuggestion[]>;
  /** Suggests Belgian postal areas for a postcode or the start of a place name. */
  autocompletePostalArea(params: PostalAreaParams<'BE'>, init?: AddressRequestInit): Promise<BelgianPostalArea[]>;
  /** Suggests German postal areas (cities and their postcodes) for a postcode or the start of a city name. */
  autocompletePostalArea(params: PostalAreaParams<'DE'>, init?: AddressRequestInit): Promise<GermanPostalArea[]>;
  autocompletePostalArea(params: PostalAreaParams, init?: AddressRequestInit): Promise<PostalAreaSuggestion[]>;
  /** Suggests Belgian streets of a municipality (and postcode, when not `null`) for the start of a street name. */
  autocompleteStreet(params: BelgianStreetParams, init?: AddressRequestInit): Promise<BelgianStreet[]>;
  /** Suggests German streets of a city (and postcode, when not `null`) for the start of a street name. */
  autocompleteStreet(params: GermanStreetParams, init?: AddressRequestInit): Promise<GermanStreet[]>;
  autocompleteStreet(params: StreetParams, init?: AddressRequestInit): Promise<StreetSuggestion[]>;
  /** Looks up the one Dutch address of a postcode (sent as `2012ES`), house number and addition. */
  lookupPostcode(params: PostcodeAddressParams, init?: AddressRequestInit): Promise<DutchAddress>;
}

const DEFAULT_TIMEOUT_MS = 5000;

/** The `versioned` form always lists `""` for an address without addition; the other may leave it out. */
function withBareAddition(address: DutchAddress): DutchAddress {
  if (address.houseNumberAddition === '' && !address.houseNumberAdditions.includes(''))
    address.houseNumberAdditions.unshift('');
  return address;
}

/**
 * Creates a client of the address service: every parameter is checked before sending and every answer before it
 * is returned. In a browser, point `baseUrl` at a proxy that adds the credentials.
 * @example
 * ```ts
 * const client = createAddressClient({ baseUrl: '/api/address' });
 * const address = await client.matchExact({ city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 });
 * address.postcode; // '2012ES'
 * ```
 */
export function createAddressClient(options: AddressClientOptions): AddressClient {
  // A relative URL without a page is a configuration error: raised here, not at each call (which would be retried).
  if (!URL.canParse(options.baseUrl, (globalThis as { location?: Location }).location?.href)) {
    throw new TypeError(
      `createAddressClient: no page to resolve baseUrl "${options.baseUrl}" against; pass an absolute URL`,
    );
  }
  const baseUrl = options.baseUrl.replace(/\/+$/u, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  if (options.credentials !== undefined) {
    if ((globalThis as { window?: Window }).window?.document !== undefined) {
      console.warn('react-address-entry: credentials in a browser expose the secret; call a server proxy instead');
    }
    headers.set('Authorization', basicAuthorization(options.credentials));
  }

  /** Calls one operation of the table (`undefined`: a country without it): checks `params`, sends, checks the answer. */
  async function send<T>(
    operation: OperationKey | undefined,
    params: object,
    init: AddressRequestInit | undefined,
  ): Promise<T> {
    const signal = init?.signal;
    assertParams(params, paramRules(operation));
    signal?.throwIfAborted();
    const { prefix, params: rules } = OPERATIONS[operation as OperationKey];
    const fields = ANSWER_SHAPES[operation as OperationKey];
    const list = fields !== DUTCH_ADDRESS;
    const elements = Object.keys(rules).map((field) => (params as Record<string, unknown>)[field]);
    if (isAbsentAddition(elements.at(-1))) elements.pop();
    const path = prefix + joinPathElements(elements as (string | number | null)[]);
    const controller = new AbortController();
    const limitMs = init?.timeoutMs ?? timeoutMs;
    const timer = setTimeout(() => {
      controller.abort(new DOMException(`No answer within ${limitMs} ms`, 'TimeoutError'));
    }, limitMs);
    const forwardAbort = (): void => {
      controller.abort(signal?.reason);
    };
    signal?.addEventListener('abort', forwardAbort);
    let response: Response;
    let text: string;
    try {
      const transport = options.fetch ?? globalThis.fetch;
      response = await transport(baseUrl + path, { headers, signal: controller.signal });
      text = await response.text();
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      const kind = controller.signal.aborted ? 'timeout' : 'network';
      throw new AddressApiError(kind, `${kind}: ${String(error)}`, { cause: error });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
    }
    let answer: unknown;
    let cause: unknown;
    let problem: string | undefined;
    try {
      answer = JSON.parse(text);
    } catch (error) {
      cause = error;
      problem = String(error);
    }
    // A 409's candidates are read against the city asked for (only the exact lookup has a city).
    if (!response.ok) throw errorFromResponse(response, answer, (params as Partial<ExactAddressParams>).city);
    problem ??= answerProblem(answer, fields, list);
    if (problem !== undefined)
      throw new AddressApiError('invalid-response', `invalid-response: ${problem}`, { status: response.status, cause });
    return (list ? answer : withBareAddition(answer as DutchAddress)) as T;
  }

  const autocomplete =
    (kind: CountryOperation) =>
    async <T>(params: { country: unknown }, init?: AddressRequestInit): Promise<T> =>
      send<T>(countryOperation(kind, params), params, init);

  return {
    // Each method is async, so even a call its types forbid rejects rather than throws.
    matchExact: async (params, init) => send(options.exactPath ?? 'nl/v1', params, init),
    autocompleteHouseNumber: autocomplete('house-number'),
    autocompletePostalArea: autocomplete('postal-area'),
    autocompleteStreet: autocomplete('street'),
    lookupPostcode: async (params, init) =>
      send(
        'postcode',
        typeof params.postcode === 'string' ? { ...params, postcode: normalizeDutchPostcode(params.postcode) } : params,
        init,
      ),
  };
}
