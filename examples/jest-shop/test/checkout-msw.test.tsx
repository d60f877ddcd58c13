// examples/jest-shop/test/checkout-msw.test.tsx
// The checkout against the package's reference API through MSW, as a shop's suite with MSW runs it.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createAddressClient } from 'react-address-entry';
import { createReferenceAddressApi } from 'react-address-entry/testing';
import { createAddressApiHandlers } from 'react-address-entry/testing/msw';
import { renderCheckout } from './render-checkout';

// The path the shop's client calls (its proxy): MSW answers it, resolved against jsdom's page.
const baseUrl = '/api/address';
const server = setupServer(...createAddressApiHandlers(createReferenceAddressApi(), { baseUrl }));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

test('finds the Dutch address of a postcode and house number, and the order posts it as confirmed', async () => {
  const { typeDutchAddress, lookupResult, placedOrder } = renderCheckout(createAddressClient({ baseUrl }));
  await typeDutchAddress('2012 es', '30');
  expect(await lookupResult(/Julianastraat 30, 2012 ES Haarlem/u)).toBeTruthy();
  expect(await placedOrder()).toEqual(
    expect.objectContaining({ name: 'Anna de Vries', country: 'NL', postcode: '2012ES', houseNumber: '30', street: 'Julianastraat', city: 'Haarlem', addressStatus: 'validated' }),
  );
});

test('says the check is unavailable when the service is down, and the order goes on with the address as typed, unverified', async () => {
  server.use(http.get(`${baseUrl}/*`, () => HttpResponse.json({ exception: 'Down for maintenance', exceptionId: 'Service_Down' }, { status: 503 })));
  const { user, textbox, typeDutchAddress, lookupResult, placedOrder } = renderCheckout(createAddressClient({ baseUrl }));
  await typeDutchAddress('2012 ES', '30');
  expect(await lookupResult(/The address check is unavailable/u)).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Enter the address without checking' }));
  await user.type(textbox('Street'), 'Julianastraat');
  await user.type(textbox('City'), 'Haarlem');
  expect(await placedOrder()).toEqual(
    expect.objectContaining({ country: 'NL', postcode: '2012 ES', houseNumber: '30', street: 'Julianastraat', city: 'Haarlem', addressStatus: 'unverified' }),
  );
});
