/**
 * Type-level tests of the proxy's two upstreams (issue 52, point 3), checked by `npm run typecheck` (tsc over test/):
 * the service's URL needs the account's key and secret; an upstream in this process (an object with `fetch`, such as
 * the reference API) needs neither, and takes no transport of its own.
 */
import { expectTypeOf } from 'vitest';
import {
  createAddressProxy,
  type AddressProxy,
  type AddressProxyOptions,
  type InProcessUpstream,
} from '../../src/server/index.ts';
import { createReferenceAddressApi, type ReferenceAddressApi } from '../../src/testing/index.ts';

declare const setting: (name: string) => string;

// The reference API is an upstream in this process as it is: no key, no secret.
expectTypeOf<ReferenceAddressApi>().toExtend<InProcessUpstream>();
expectTypeOf(
  createAddressProxy({ upstream: createReferenceAddressApi(), basePath: '/api/address' }),
).toEqualTypeOf<AddressProxy>();
expectTypeOf({ upstream: createReferenceAddressApi() }).toExtend<AddressProxyOptions>();
// One that asks for credentials gets both.
createAddressProxy({
  upstream: createReferenceAddressApi({ credentials: { key: 'k', secret: 's3cret-value' } }),
  key: 'k',
  secret: 's3cret-value',
});
// The service's URL, with its credentials.
createAddressProxy({
  upstream: setting('ADDRESS_API_URL'),
  key: setting('ADDRESS_API_KEY'),
  secret: setting('ADDRESS_API_SECRET'),
});

// @ts-expect-error: the service's URL needs the account's key and secret
createAddressProxy({ upstream: 'https://api.example', basePath: '/api/address' });
// @ts-expect-error: the service's URL needs the secret with the key
createAddressProxy({ upstream: 'https://api.example', key: setting('ADDRESS_API_KEY') });
// @ts-expect-error: an upstream in this process is called itself: a transport would do nothing
createAddressProxy({ upstream: createReferenceAddressApi(), fetch: globalThis.fetch });
// @ts-expect-error: an upstream is the service's URL or an object with `fetch(request)`
createAddressProxy({ upstream: { url: 'https://api.example' } });
