// The checkout against the package's reference API without MSW: the model is the client's transport.
import { screen } from '@testing-library/react';
import { createAddressClient } from 'react-address-entry';
import { createReferenceAddressApi } from 'react-address-entry/testing';
import { renderCheckout } from './render-checkout';

/** A client whose every request the reference API answers in process; `operations` lists what it was asked. */
function referenceClient() {
  const operations: string[] = [];
  const api = createReferenceAddressApi({ onRequest: (route) => operations.push(route.operation) });
  const client = createAddressClient({ baseUrl: 'https://address.test', fetch: (input, init) => api.fetch(new Request(input, init)) });
  return { client, operations };
}

test('finds the Dutch address of a postcode and house number with one lookup, and the order posts it as confirmed', async () => {
  const { client, operations } = referenceClient();
  const { orders, typeDutchAddress, lookupResult, placeOrder } = renderCheckout(client);
  await typeDutchAddress('2012 ES', '30');
  expect(await lookupResult(/Julianastraat 30, 2012 ES Haarlem/u)).toBeTruthy();
  expect(operations).toEqual(['postcode']);
  await placeOrder();
  expect(orders).toEqual([
    expect.objectContaining({ country: 'NL', postcode: '2012ES', houseNumber: '30', street: 'Julianastraat', city: 'Haarlem', addressStatus: 'validated' }),
  ]);
});

test('shows France’s own fields once France is chosen (loaded when chosen), and posts them unverified', async () => {
  const { client, operations } = referenceClient();
  const { user, orders, placeOrder } = renderCheckout(client);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'France');
  await user.type(await screen.findByRole('textbox', { name: 'Address' }), '12 rue de la Paix');
  await user.type(screen.getByRole('textbox', { name: 'Postal code' }), '75002');
  await user.type(screen.getByRole('textbox', { name: 'City' }), 'Paris');
  await placeOrder();
  expect(orders).toEqual([{ country: 'FR', street: '12 rue de la Paix', addressLine2: '', postcode: '75002', city: 'Paris', addressStatus: 'unverified' }]);
  expect(operations).toEqual([]);
});
