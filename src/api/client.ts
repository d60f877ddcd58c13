import { basicAuthorization } from './basic-auth.ts';
import {
  assertNoProblems,
  exactParamsProblems,
  houseNumberParamsProblems,
  postalAreaParamsProblems,
  postcodeAddressParamsProblems,
  streetParamsProblems,
} from './check-params.ts';
import {
  checkBelgianPostalAreas,
  checkBelgianStreets,
  checkBelgianSuggestions,
  checkDutchAddress,
  checkGermanPostalAreas,
  checkGermanStreets,
  checkGermanSuggestions,
  type Checked,
} from './check-response.ts';
import { errorFromResponse } from './error-from-response.ts';
import { AddressApiError } from './errors.ts';
import {
  exactAddressPath,
  houseNumberPath,
  postalAreaPath,
  postcodeAddressPath,
  streetPath,
  type ExactPathForm,
} from './paths.ts';
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
  /**
   * Where the service (or your proxy of it) answers, e.g. `/api/address` or `https://api.example`. A relative URL
   * needs a page to resolve against: without one (Node) every call rejects with a `TypeError` that says so, before
   * sending and without a retry (creating the client still works, so server rendering does).
   */
  baseUrl: string;
  /** The transport; `globalThis.fetch` (looked up at each call) by default. */
  fetch?: typeof fetch;
  /** Extra headers on every request, e.g. a CSRF token. */
  headers?: HeadersInit;
  /**
   * Basic-auth credentials. Only for server-side use: a browser must call a proxy that holds them
   * (see `react-address-entry/server`); the client warns when it finds them in a browser.
   */
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
  /** Suggests house numbers of either country. */
  autocompleteHouseNumber(params: HouseNumberParams, init?: AddressRequestInit): Promise<HouseNumberSuggestion[]>;
  /**
   * Suggests Belgian postal areas (municipalities, their postcodes and sub-municipalities) for a postcode or the
   * start of a place name. A postal area the service finds too short rejects with kind `invalid-input`.
   */
  autocompletePostalArea(params: PostalAreaParams<'BE'>, init?: AddressRequestInit): Promise<BelgianPostalArea[]>;
  /** Suggests German postal areas (cities and their postcodes) for a postcode or the start of a city name. */
  autocompletePostalArea(params: PostalAreaParams<'DE'>, init?: AddressRequestInit): Promise<GermanPostalArea[]>;
  /** Suggests postal areas of either country. */
  autocompletePostalArea(params: PostalAreaParams, init?: AddressRequestInit): Promise<PostalAreaSuggestion[]>;
  /** Suggests Belgian streets of a municipality (and postcode, when not `null`) for the start of a street name. */
  autocompleteStreet(params: BelgianStreetParams, init?: AddressRequestInit): Promise<BelgianStreet[]>;
  /** Suggests German streets of a city (and postcode, when not `null`) for the start of a street name. */
  autocompleteStreet(params: GermanStreetParams, init?: AddressRequestInit): Promise<GermanStreet[]>;
  /** Suggests streets of either country. */
  autocompleteStreet(params: StreetParams, init?: AddressRequestInit): Promise<StreetSuggestion[]>;
  /**
   * Looks up the one Dutch address of a postcode, house number and addition. The postcode is sent without spaces
   * and in upper case (`2012 es` → `2012ES`); one that is not a Dutch postcode rejects with `invalid-input`.
   */
  lookupPostcode(params: PostcodeAddressParams, init?: AddressRequestInit): Promise<DutchAddress>;
}

const DEFAULT_TIMEOUT_MS = 5000;

const isBrowser = (): boolean => typeof window !== 'undefined' && typeof window.document !== 'undefined';

/** The `versioned` form always lists `""` for an address without addition; the other may leave it out. */
function withBareAddition(address: DutchAddress): DutchAddress {
  const { houseNumberAddition, houseNumberAdditions } = address;
  return houseNumberAddition === '' && !houseNumberAdditions.includes('')
    ? { ...address, houseNumberAdditions: ['', ...houseNumberAdditions] }
    : address;
}

/**
 * Creates a client of the address service.
 *
 * In a browser, point `baseUrl` at a proxy that adds the credentials (`react-address-entry/server`); pass
 * `credentials` only on a server. Every parameter is checked before sending (a bad one rejects with an
 * `invalid-input` {@link AddressApiError} and sends nothing), and every answer is checked before it is returned.
 *
 * @example
 * ```ts
 * const client = createAddressClient({ baseUrl: '/api/address' });
 * const address = await client.matchExact({ city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 });
 * address.postcode; // '2012ES'
 * ```
 */
export function createAddressClient(options: AddressClientOptions): AddressClient {
  // Without a page (Node, a worker without `location`) a relative URL can never be fetched. The client is still made,
  // so a module that makes it at its top can be rendered on a server, where nothing is fetched; every call rejects
  // with this configuration error before sending, which no retry policy retries (it is no AddressApiError).
  const unresolvable = !URL.canParse(options.baseUrl, (globalThis as { location?: Location }).location?.href)
    ? `createAddressClient: no page to resolve baseUrl "${options.baseUrl}" against; pass an absolute URL`
    : null;
  const baseUrl = options.baseUrl.replace(/\/+$/u, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  if (options.credentials !== undefined) {
    if (isBrowser()) {
      console.warn('react-address-entry: credentials in a browser expose the secret; call a server proxy instead');
    }
    headers.set('Authorization', basicAuthorization(options.credentials));
  }

  async function get<T>(
    path: string,
    check: (body: unknown) => Checked<T>,
    signal: AbortSignal | undefined,
    requestedCity?: string,
  ): Promise<T> {
    if (unresolvable !== null) throw new TypeError(unresolvable);
    signal?.throwIfAborted();
    const controller = new AbortController();
    const timeout = new DOMException(`No answer within ${timeoutMs} ms`, 'TimeoutError');
    const timer = setTimeout(() => {
      controller.abort(timeout);
    }, timeoutMs);
    const forwardAbort = (): void => {
      controller.abort(signal?.reason);
    };
    signal?.addEventListener('abort', forwardAbort, { once: true });
    let response: Response;
    let text: string;
    try {
      const transport = options.fetch ?? globalThis.fetch;
      response = await transport(baseUrl + path, { method: 'GET', headers, signal: controller.signal });
      text = await response.text();
    } catch (error) {
      if (signal?.aborted === true) throw signal.reason;
      const kind = controller.signal.reason === timeout ? 'timeout' : 'network';
      throw new AddressApiError(kind, `${kind}: ${String(error)}`, { cause: error });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
    }
    if (!response.ok) throw errorFromResponse(response, text, requestedCity);
    // Whatever cannot be read or checked (not JSON, a wrong shape, nesting too deep to walk) is an invalid answer.
    let checked: Checked<T> | undefined;
    let cause: unknown;
    try {
      checked = check(JSON.parse(text));
    } catch (error) {
      cause = error;
    }
    if (checked?.ok === true) return checked.value;
    throw new AddressApiError('invalid-response', `invalid-response: ${checked?.problem ?? String(cause)}`, { status: response.status, cause });
  }

  function autocompleteHouseNumber(
    params: BelgianHouseNumberParams,
    init?: AddressRequestInit,
  ): Promise<BelgianHouseNumberSuggestion[]>;
  function autocompleteHouseNumber(
    params: GermanHouseNumberParams,
    init?: AddressRequestInit,
  ): Promise<GermanHouseNumberSuggestion[]>;
  function autocompleteHouseNumber(
    params: HouseNumberParams,
    init?: AddressRequestInit,
  ): Promise<HouseNumberSuggestion[]>;
  async function autocompleteHouseNumber(
    params: HouseNumberParams,
    init?: AddressRequestInit,
  ): Promise<HouseNumberSuggestion[]> {
    assertNoProblems(houseNumberParamsProblems(params));
    const check = params.country === 'BE' ? checkBelgianSuggestions : checkGermanSuggestions;
    return get<HouseNumberSuggestion[]>(houseNumberPath(params), check, init?.signal);
  }

  function autocompletePostalArea(params: PostalAreaParams<'BE'>, init?: AddressRequestInit): Promise<BelgianPostalArea[]>;
  function autocompletePostalArea(params: PostalAreaParams<'DE'>, init?: AddressRequestInit): Promise<GermanPostalArea[]>;
  function autocompletePostalArea(params: PostalAreaParams, init?: AddressRequestInit): Promise<PostalAreaSuggestion[]>;
  async function autocompletePostalArea(params: PostalAreaParams, init?: AddressRequestInit): Promise<PostalAreaSuggestion[]> {
    assertNoProblems(postalAreaParamsProblems(params));
    const check = params.country === 'BE' ? checkBelgianPostalAreas : checkGermanPostalAreas;
    return get<PostalAreaSuggestion[]>(postalAreaPath(params), check, init?.signal);
  }

  function autocompleteStreet(params: BelgianStreetParams, init?: AddressRequestInit): Promise<BelgianStreet[]>;
  function autocompleteStreet(params: GermanStreetParams, init?: AddressRequestInit): Promise<GermanStreet[]>;
  function autocompleteStreet(params: StreetParams, init?: AddressRequestInit): Promise<StreetSuggestion[]>;
  async function autocompleteStreet(params: StreetParams, init?: AddressRequestInit): Promise<StreetSuggestion[]> {
    assertNoProblems(streetParamsProblems(params));
    const check = params.country === 'BE' ? checkBelgianStreets : checkGermanStreets;
    return get<StreetSuggestion[]>(streetPath(params), check, init?.signal);
  }

  return {
    async matchExact(params, init) {
      assertNoProblems(exactParamsProblems(params));
      const path = exactAddressPath(params, options.exactPath);
      return withBareAddition(await get(path, checkDutchAddress, init?.signal, params.city));
    },
    autocompleteHouseNumber,
    autocompletePostalArea,
    autocompleteStreet,
    async lookupPostcode(params, init) {
      assertNoProblems(postcodeAddressParamsProblems(params));
      return withBareAddition(await get(postcodeAddressPath(params), checkDutchAddress, init?.signal));
    },
  };
}
