import { createAddressClient } from '../api/client.ts';
import type { AddressCheckInput, AddressCheckResult } from '../resolve/address-check.ts';
import { resolveAddress } from '../resolve/resolve-address.ts';

/** Options of a check. */
export interface CheckAddressOptions {
  /** Stops the check: it rejects with the signal's reason, as `fetch` does. */
  signal?: AbortSignal | undefined;
}

/** The handler `createAddressProxy` returns: the Fetch handler for the browser's lookups, and the server's own checks. */
export interface AddressProxy {
  (request: Request): Promise<Response>;
  /**
   * Checks an address that did not come through the components (an address book, an order posted by an API) on the
   * proxy's own configuration: the same service, budgets (`limits.checks` and `limits.total`), answer cache and
   * signing key. A Dutch address costs one lookup, a Belgian or German one at most three (fewer from the cache), each
   * text resolved by the rules a browser's fill follows. It resolves to the confirmed address with a token that
   * `verifyAddress` accepts, or to why not: a fault of the service is `unavailable`, never `ok`. Throws a `TypeError`
   * on a proxy without `signingKey` (its answer could not be trusted later).
   *
   * @example
   * ```ts
   * const checked = await proxy.checkAddress({ country: 'BE', postcode: '2610', street: 'Europalaan 36 bus 1' });
   * if (checked.ok) ship(checked.address, checked.token);
   * else if (checked.reason === 'incomplete') askForOneOf(checked.candidates); // ['36 bus 1', '36 bus 2', …]
   * ```
   */
  checkAddress(input: AddressCheckInput, options?: CheckAddressOptions): Promise<AddressCheckResult>;
}

/** The host of the requests a check sends to its own proxy, in this process (never resolved: no request leaves). */
const CHECK_ORIGIN = 'http://checks.invalid';
/** How much longer the check's client waits than the proxy: the proxy's own time-out answers first. */
const CLIENT_GRACE_MS = 1000;

/**
 * The `checkAddress` of a proxy: the one resolver over a client whose transport is the proxy's own handler
 * (`forward`), so a check's lookups take the proxy's every step (budgets, cache, secret filter, signing).
 */
export function addressChecker(
  basePath: string,
  timeoutMs: number,
  signs: boolean,
  forward: (request: Request) => Promise<Response>,
): AddressProxy['checkAddress'] {
  const client = createAddressClient({
    baseUrl: `${CHECK_ORIGIN}${basePath}`,
    fetch: (input, init) => forward(new Request(input, init)),
    timeoutMs: timeoutMs + CLIENT_GRACE_MS,
  });
  return (input, options = {}) => {
    if (!signs) {
      return Promise.reject(new TypeError('checkAddress: the proxy has no `signingKey`, so a checked address could not be trusted later; give createAddressProxy a signingKey.'));
    }
    return resolveAddress(client, input, options.signal === undefined ? {} : { signal: options.signal });
  };
}
