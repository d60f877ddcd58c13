// examples/react-router-shop/app/address-proxy.server.ts
import { createAddressProxy, type AddressProxy } from 'react-address-entry/server';

/** A setting the server cannot run without. */
function required(name: string, value: string | undefined): string {
  if (value === undefined || value === '') throw new Error(`Set ${name} in the server's environment.`);
  return value;
}

/**
 * The shop's secrets, from the server's environment, read when a request first needs them (`react-router build`
 * runs without them). A `.server` module: React Router keeps it, and them, out of the browser's bundle.
 */
export function addressSettings() {
  return {
    upstream: process.env.ADDRESS_API_URL ?? 'https://api.postcode.eu',
    key: required('ADDRESS_API_KEY', process.env.ADDRESS_API_KEY),
    secret: required('ADDRESS_API_SECRET', process.env.ADDRESS_API_SECRET),
    // A secret of the shop's own (e.g. `openssl rand -base64 32`): the proxy signs, the order's action verifies.
    signingKey: required('ADDRESS_SIGNING_KEY', process.env.ADDRESS_SIGNING_KEY),
  };
}

let proxy: AddressProxy | undefined;

/** The proxy at /api/address, created on its first request: it holds the service's key and secret, and signs what the service confirmed. */
export function addressProxy(): AddressProxy {
  proxy ??= createAddressProxy({ ...addressSettings(), basePath: '/api/address' });
  return proxy;
}
