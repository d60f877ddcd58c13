import { createAddressClient } from '../api/client.ts';
import { houseNumberPartsText } from '../api/house-number-parts.ts';
import type { AddressCheckInput, AddressCheckResult } from '../resolve/address-check.ts';
import { readPickupInput } from '../resolve/read-check-input.ts';
import { resolveAddress } from '../resolve/resolve-address.ts';

/** Options of a check. */
export interface CheckAddressOptions {
  /** Stops the check: it rejects with the signal's reason, as `fetch` does. */
  signal?: AbortSignal | undefined;
  /** Who the check is made for (as `limits.clientKey` names a client): spends its `perClient` budget. */
  clientKey?: string | null | undefined;
  /** Whether the shop delivers to a DHL Packstation or Postfiliale; off, a pickup is `pickup-not-accepted`. @default false */
  germanPickup?: boolean | undefined;
}

/** The handler `createAddressProxy` returns: the Fetch handler for the browser's lookups, and the server's own checks. */
export interface AddressProxy {
  (request: Request): Promise<Response>;
  /**
   * Checks an address that did not come through the components (an address book, an order posted by an API) on the
   * proxy's own configuration, and resolves to the confirmed address with a token `verifyAddress` accepts, or to why
   * not. See docs/server/checked-on-the-server.mdx.
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
  signs: boolean;
  perClient: boolean;
  forward: (request: Request, client: string | null | undefined) => Promise<Response>;
  verifies: (fields: Record<string, string>) => Promise<boolean>;
}

/** The host of a check's requests to its own proxy, in this process (never resolved). */
const CHECK_ORIGIN = 'http://checks.invalid';
/** The check's client waits longer than the proxy, so the proxy's own time-out answers first. */
const CLIENT_GRACE_MS = 1000;
const UNAVAILABLE: AddressCheckResult = { ok: false, reason: 'unavailable' };

/** The fields a form would post for a confirmed result: `verifyAddress` is asked about them before `ok` is given. */
function postedFields(result: Extract<AddressCheckResult, { ok: true }>): Record<string, string> {
  const { address, token } = result;
  return {
    country: address.country,
    postcode: address.postcode,
    city: address.city,
    street: address.street,
    houseNumber: address.houseNumber,
    houseNumberAddition: address.houseNumberAddition ?? '',
    houseNumberParts: houseNumberPartsText(address.houseNumberParts),
    addressStatus: address.status,
    addressToken: token,
    ...(address.pickup === undefined
      ? {}
      : { deliveryTo: address.pickup.kind, postNumber: address.pickup.postNumber ?? '' }),
  };
}

/** The `checkAddress` of a proxy: one resolver whose transport is the proxy's own handler, so every step is taken. */
export function addressChecker(settings: CheckerSettings): AddressProxy['checkAddress'] {
  const { basePath, timeoutMs, signs, perClient, forward, verifies } = settings;
  // A client for each check: its transport knows whom the check is for.
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
      throw new TypeError(
        'checkAddress: the proxy has no `signingKey`, so a checked address could not be trusted later; give createAddressProxy a signingKey.',
      );
    }
    if (clientKey !== undefined && clientKey !== null && (typeof clientKey !== 'string' || clientKey === '')) {
      throw new TypeError(
        'checkAddress: `clientKey` must be a non-empty text (the caller, as `limits.clientKey` names one), or null.',
      );
    }
    if (clientKey !== undefined && !perClient) {
      throw new TypeError(
        'checkAddress: `clientKey` needs `limits.perClient` on the proxy: there is no budget of a caller to charge the check to.',
      );
    }
    if (typeof germanPickup !== 'boolean')
      throw new TypeError(
        'checkAddress: `germanPickup` must be true or false (whether the shop delivers to DHL pickups).',
      );
    if (!germanPickup && readPickupInput(input) !== null) return { ok: false, reason: 'pickup-not-accepted' };
    const result = await resolveAddress(clientFor(clientKey), input, signal === undefined ? {} : { signal });
    if (!result.ok) return result;
    const country = input.country.trim().toUpperCase();
    return result.address.country === country && (await verifies(postedFields(result))) ? result : UNAVAILABLE;
  };
}
