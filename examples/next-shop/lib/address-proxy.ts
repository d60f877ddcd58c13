// examples/next-shop/lib/address-proxy.ts
import 'server-only';
import { clientKeyFromHeader, createAddressProxy, type AddressProxy } from 'react-address-entry/server';
import { addressSettings } from './settings';

const proxies = new Map<string, AddressProxy>();

/**
 * Who a caller is: the connecting address your platform's edge writes into a header no client can set (Vercel's
 * `x-real-ip`; `cf-connecting-ip` on Cloudflare, `fly-client-ip` on Fly.io). The browser's lookups are charged to it,
 * and so are the checks the orders API makes for its callers: one caller cannot spend what the others need.
 */
export const callerOf = clientKeyFromHeader('x-real-ip');

/**
 * The address proxy mounted at `basePath`, created on its first request (the secrets are read then, not at build
 * time). It holds the service's key and secret, and signs what the service confirmed with the shop's signing key.
 * Its `checkAddress` checks an address on the server with the same configuration (the address book, the orders API).
 * Its budgets: each caller's lookups and checks per hour, the browsers' share of the day, and the day's checks of the
 * shop's own (the address book). Add `cache` as the README's proxy section shows before going live.
 */
export function addressProxy(basePath: '/api/address' | '/api/address-edge'): AddressProxy {
  let proxy = proxies.get(basePath);
  if (proxy === undefined) {
    const { upstream, key, secret, signingKey } = addressSettings();
    proxy = createAddressProxy({
      upstream, key, secret, basePath, signingKey,
      limits: {
        perClient: { requests: 600, perSeconds: 3600 },
        total: { requests: 20_000, perSeconds: 86_400 },
        checks: { requests: 5_000, perSeconds: 86_400 },
        clientKey: callerOf,
      },
      onError: (event) => console.warn(`[address proxy] ${event.kind} (${String(event.status)}) for ${event.path}`),
    });
    proxies.set(basePath, proxy);
  }
  return proxy;
}
