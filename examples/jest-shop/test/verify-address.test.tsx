// The order's check on the shop's server: what the checkout posts, behind the proxy that signs what the service
// confirmed, verified with verifyAddress without a second lookup.
import { createAddressClient } from 'react-address-entry';
import { createAddressProxy, verifyAddress } from 'react-address-entry/server';
import { createReferenceAddressApi } from 'react-address-entry/testing';
import { renderCheckout } from './render-checkout';

/** The shop's own secret for signing what the service confirmed (at least 32 characters). */
const signingKey = 'jest-shop-signing-key-of-32-characters-at-least';

/** The checkout's client on the shop's proxy (with its signing key), the proxy in front of the reference API. */
function signedClient() {
  const api = createReferenceAddressApi({ credentials: { key: 'shop-key', secret: 'shop-secret' } });
  const proxy = createAddressProxy({
    upstream: 'https://service.test',
    key: 'shop-key',
    secret: 'shop-secret',
    basePath: '/api/address',
    signingKey,
    fetch: (input, init) => api.fetch(new Request(input, init)),
  });
  return createAddressClient({ baseUrl: 'https://shop.test/api/address', fetch: (input, init) => proxy(new Request(input, init)) });
}

/** The fields of an order placed with a confirmed Dutch address. */
async function confirmedOrder(): Promise<Record<string, string>> {
  const { typeDutchAddress, lookupResult, placedOrder } = renderCheckout(signedClient());
  await typeDutchAddress('2012 ES', '30');
  await lookupResult(/Julianastraat 30, 2012 ES Haarlem/u);
  const order = await placedOrder();
  if (order === undefined) throw new Error('No order was placed');
  return order;
}

test('verifies the address the checkout posts, as the service confirmed it', async () => {
  const order = await confirmedOrder();
  expect(order['addressToken']).not.toBe('');
  const verified = await verifyAddress(order, { signingKey });
  if (!verified.ok) throw new Error(`Not verified: ${verified.reason}`);
  expect(verified.address).toMatchObject({ country: 'NL', postcode: '2012ES', city: 'Haarlem', street: 'Julianastraat', houseNumber: '30', houseNumberParts: { number: 30 } });
});

test('refuses the order when a posted field was changed after the check', async () => {
  const order = await confirmedOrder();
  expect(await verifyAddress({ ...order, street: 'Kruisweg' }, { signingKey })).toEqual({ ok: false, reason: 'tampered' });
  expect(await verifyAddress(order, { signingKey: 'another-signing-key-of-32-characters-at-least' })).toEqual({ ok: false, reason: 'tampered' });
});
