// examples/next-shop/lib/settings.ts
import 'server-only';

/** The address service the proxy calls when `ADDRESS_API_URL` is not set. */
const VENDOR_API = 'https://api.postcode.eu';

/** A setting the server cannot run without (`process.env.X` is `string | undefined`). */
function required(name: string, value: string | undefined): string {
  if (value === undefined || value === '') throw new Error(`Set ${name} in the server's environment.`);
  return value;
}

/**
 * The shop's secrets, read when a request first needs them, never at build time: `next build` runs without them,
 * and a client component that imports this module fails the build (`server-only`). Each variable is named in full
 * (no `process.env[name]`), so the edge runtime finds it too.
 */
export function addressSettings() {
  return {
    upstream: process.env.ADDRESS_API_URL ?? VENDOR_API,
    key: required('ADDRESS_API_KEY', process.env.ADDRESS_API_KEY),
    secret: required('ADDRESS_API_SECRET', process.env.ADDRESS_API_SECRET),
    // A secret of the shop's own (e.g. `openssl rand -base64 32`): the proxy signs, the server action verifies.
    signingKey: required('ADDRESS_SIGNING_KEY', process.env.ADDRESS_SIGNING_KEY),
  };
}
