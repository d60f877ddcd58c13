import { createAddressClient } from '../api/client.ts';
import { houseNumberPartsText } from '../api/house-number-parts.ts';
import type { AddressCheckInput, AddressCheckResult } from '../resolve/address-check.ts';
import { readPickupInput } from '../resolve/read-check-input.ts';
import { resolveAddress } from '../resolve/resolve-address.ts';

/** Options of a check. */
export interface CheckAddressOptions {
  /** Stops the check: it rejects with the signal's reason, as `fetch` does. */
  signal?: AbortSignal | undefined;
  /**
   * Who the check is made for, as `limits.clientKey` names a browser's client (the caller's address, a session or API
   * key): its lookups then spend that client's `perClient` budget, as its lookups in the browser do, before the
   * checks' shop-wide `limits.checks`. `null` for a caller that cannot be told, who shares one budget with the
   * browsers that cannot be told. An endpoint that checks what anonymous callers post (an orders API) must pass it:
   * without it, a check spends only `limits.checks`, which any caller could then use up for everyone.
   */
  clientKey?: string | null | undefined;
  /**
   * Whether the shop delivers to a DHL Packstation or Postfiliale (the components' prop of the same name). Off, an
   * input that names a pickup (`Packstation 123`, or `deliveryTo` `packstation` or `postfiliale`) is
   * `pickup-not-accepted`, with no lookup. @default false
   */
  germanPickup?: boolean | undefined;
}

/** The handler `createAddressProxy` returns: the Fetch handler for the browser's lookups, and the server's own checks. */
export interface AddressProxy {
  (request: Request): Promise<Response>;
  /**
   * Checks an address that did not come through the components (an address book, an order posted by an API) on the
   * proxy's own configuration: the same service, budgets, answer cache and signing key. A Dutch address costs one
   * lookup, a Belgian or German one at most three (fewer from the cache), each text resolved by the rules a browser's
   * fill follows; input the service would refuse costs none (`invalid-input`). The lookups spend `limits.checks` and,
   * given `clientKey`, that caller's `perClient` budget; never `limits.total`, the browsers' share. It resolves to the
   * confirmed address with a token that `verifyAddress` accepts for exactly that address (checked before it is
   * given: anything else is `unavailable`), or to why not: a fault of the service is `unavailable`, never `ok`. A German
   * DHL Packstation or Postfiliale (`Packstation 123` in the street line, or `deliveryTo`; the Postnummer in
   * `postNumber`), only with `germanPickup: true` (else `pickup-not-accepted`), costs one lookup, its postal area: its station number's range and its Postnummer's form are checked
   * here (`invalid-input`), and `ok` carries `pickup`. Its token is the postal area's, so a pickup is `ok` only once the
   * proxy signs postal areas and `verifyAddress` accepts a pickup for one; until then it is `unavailable`.
   * Throws a `TypeError` on a proxy without `signingKey` (its answer could not be trusted later), and for a
   * `clientKey` on a proxy without `limits.perClient` (there is no budget to charge it to).
   *
   * @example
   * ```ts
   * const checked = await proxy.checkAddress({ country: 'BE', postcode: '2610', street: 'Europalaan 36 bus 1' }, { clientKey: ip });
   * if (checked.ok) ship(checked.address, checked.token);
   * else if (checked.reason === 'incomplete') askForOneOf(checked.candidates); // ['36 bus 1', '36 bus 2', …]
   * ```
   */
  checkAddress(input: AddressCheckInput, options?: CheckAddressOptions): Promise<AddressCheckResult>;
}

/** What the proxy gives a checker: how to forward a check's request (for whom), and how to verify a token. */
export interface CheckerSettings {
  basePath: string;
  timeoutMs: number;
  /** Whether the proxy signs (has a `signingKey`). */
  signs: boolean;
  /** Whether checks can be charged to a client (`limits.perClient` is set). */
  perClient: boolean;
  /** The proxy's handler, for a request of a check made for `client`. */
  forward: (request: Request, client: string | null | undefined) => Promise<Response>;
  /** Whether `verifyAddress` accepts these posted fields under the proxy's signing keys and token lifetime. */
  verifies: (fields: Record<string, string>) => Promise<boolean>;
}

/** The host of the requests a check sends to its own proxy, in this process (never resolved: no request leaves). */
const CHECK_ORIGIN = 'http://checks.invalid';
/** How much longer the check's client waits than the proxy: the proxy's own time-out answers first. */
const CLIENT_GRACE_MS = 1000;
const UNAVAILABLE: AddressCheckResult = { ok: false, reason: 'unavailable' };

/**
 * The fields a form would post for a confirmed result, under their default names: what `verifyAddress` is asked
 * about before the result is given, so that `ok` always comes with a token that verifies for exactly that address.
 */
function postedFields(result: Extract<AddressCheckResult, { ok: true }>): Record<string, string> {
  const { address, token } = result;
  return {
    country: address.country, postcode: address.postcode, city: address.city, street: address.street, houseNumber: address.houseNumber,
    houseNumberAddition: address.houseNumberAddition ?? '', houseNumberParts: houseNumberPartsText(address.houseNumberParts),
    addressStatus: address.status, addressToken: token,
    // A DHL pickup posts its kind and Postnummer, as the form does (`germanPickup`); a street address posts neither.
    ...(address.pickup === undefined ? {} : { deliveryTo: address.pickup.kind, postNumber: address.pickup.postNumber ?? '' }),
  };
}

/**
 * The `checkAddress` of a proxy: the one resolver over a client whose transport is the proxy's own handler
 * (`forward`), so a check's lookups take the proxy's every step (budgets, cache, secret filter, signing). The service
 * answers `200` to every lookup: any other success (`201`, `203`, `206`) is a fault here, not an answer.
 */
export function addressChecker(settings: CheckerSettings): AddressProxy['checkAddress'] {
  const { basePath, timeoutMs, signs, perClient, forward, verifies } = settings;
  // A client for each check: its transport knows whom the check is for (the client hands `fetch` no options of ours).
  const clientFor = (caller: string | null | undefined) =>
    createAddressClient({
      baseUrl: `${CHECK_ORIGIN}${basePath}`,
      fetch: async (input, init) => {
        const answer = await forward(new Request(input, init), caller);
        return answer.ok && answer.status !== 200 ? new Response(null, { status: 502 }) : answer;
      },
      timeoutMs: timeoutMs + CLIENT_GRACE_MS,
    });
  return async (input, options = {}) => {
    const { signal, clientKey, germanPickup = false } = options;
    if (!signs) {
      throw new TypeError('checkAddress: the proxy has no `signingKey`, so a checked address could not be trusted later; give createAddressProxy a signingKey.');
    }
    if (clientKey !== undefined && clientKey !== null && (typeof clientKey !== 'string' || clientKey === '')) {
      throw new TypeError('checkAddress: `clientKey` must be a non-empty text (the caller, as `limits.clientKey` names one), or null.');
    }
    if (clientKey !== undefined && !perClient) {
      throw new TypeError('checkAddress: `clientKey` needs `limits.perClient` on the proxy: there is no budget of a caller to charge the check to.');
    }
    if (typeof germanPickup !== 'boolean') throw new TypeError('checkAddress: `germanPickup` must be true or false (whether the shop delivers to DHL pickups).');
    // A shop that does not deliver to DHL pickups pays for no lookup of one.
    if (!germanPickup && readPickupInput(input) !== null) return { ok: false, reason: 'pickup-not-accepted' };
    const result = await resolveAddress(clientFor(clientKey), input, signal === undefined ? {} : { signal });
    if (!result.ok) return result;
    const country = input.country.trim().toUpperCase();
    return result.address.country === country && (await verifies(postedFields(result))) ? result : UNAVAILABLE;
  };
}
