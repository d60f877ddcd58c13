// examples/next-shop/lib/address-proxy.ts
import 'server-only';
import { createAddressProxy, type AddressProxy } from 'react-address-entry/server';
import { addressSettings } from './settings';

const proxies = new Map<string, AddressProxy>();

/**
 * The address proxy mounted at `basePath`, created on its first request (the secrets are read then, not at build
 * time). It holds the service's key and secret, and signs what the service confirmed with the shop's signing key.
 * Its `checkAddress` checks an address on the server with the same configuration (the address book, the orders API).
 * Add `limits` and `cache` as the README's proxy section shows before going live.
 */
export function addressProxy(basePath: '/api/address' | '/api/address-edge'): AddressProxy {
  let proxy = proxies.get(basePath);
  if (proxy === undefined) {
    const { upstream, key, secret, signingKey } = addressSettings();
    proxy = createAddressProxy({
      upstream, key, secret, basePath, signingKey,
      onError: (event) => console.warn(`[address proxy] ${event.kind} (${String(event.status)}) for ${event.path}`),
    });
    proxies.set(basePath, proxy);
  }
  return proxy;
}
