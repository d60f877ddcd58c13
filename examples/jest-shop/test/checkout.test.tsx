// The checkout against the package's reference API without MSW (the model is the client's transport): the
// Netherlands, Belgium, Germany and France, the focus on the field that is wrong, and the Dutch texts.
import { screen } from '@testing-library/react';
import { createAddressClient } from 'react-address-entry';
import { nl } from 'react-address-entry/locales';
import { createReferenceAddressApi } from 'react-address-entry/testing';
import { description, renderCheckout } from './render-checkout';

/** A client whose every request the reference API answers in process; `operations` lists what it was asked. */
function referenceClient() {
  const operations: string[] = [];
  const api = createReferenceAddressApi({ onRequest: (route) => operations.push(route.operation) });
  const client = createAddressClient({ baseUrl: 'https://address.test', fetch: (input, init) => api.fetch(new Request(input, init)) });
  return { client, operations };
}

test('finds the Dutch address of a postcode and house number with one lookup, and the order posts it as confirmed', async () => {
  const { client, operations } = referenceClient();
  const { typeDutchAddress, lookupResult, placedOrder } = renderCheckout(client);
  await typeDutchAddress('2012 ES', '30');
  expect(await lookupResult(/Julianastraat 30, 2012 ES Haarlem/u)).toBeTruthy();
  expect(operations).toEqual(['postcode']);
  expect(await placedOrder()).toEqual(
    expect.objectContaining({ country: 'NL', postcode: '2012ES', houseNumber: '30', street: 'Julianastraat', city: 'Haarlem', addressStatus: 'validated' }),
  );
});

test('focuses a Dutch postcode that does not fit, not the house number, and says why; nothing is ordered', async () => {
  const { textbox, typeDutchAddress, placeOrder, focused, orders } = renderCheckout(referenceClient().client);
  await typeDutchAddress('2012', '30');
  await placeOrder();
  await focused(() => textbox('Postcode'));
  expect(textbox('Postcode').getAttribute('aria-invalid')).toBe('true');
  expect(description(textbox('Postcode'))).toContain('Check the address, or enter it without checking.');
  expect(textbox('House number').getAttribute('aria-invalid')).toBeNull();
  expect(orders).toEqual([]);
});

test('ships to Belgium: postal area, street and house number chosen in turn, the focus on each step still to choose', async () => {
  const { user, textbox, chooseStep, placeOrder, placedOrder, focused } = renderCheckout(referenceClient().client);
  await user.type(textbox('Full name'), 'Jan Peeters');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Belgium');
  await chooseStep('Postcode or town', 'Wilr', '2610 Wilrijk');
  await placeOrder();
  await focused(() => screen.getByRole('combobox', { name: 'Street' }));
  await chooseStep('Street', 'Europa', 'Europalaan, postcode 2610');
  await chooseStep('House number', '12', '12, verified');
  expect(await placedOrder()).toEqual(
    expect.objectContaining({ country: 'BE', postcode: '2610', street: 'Europalaan', houseNumber: '12', city: 'Antwerpen', addressStatus: 'validated' }),
  );
});

test('ships to Germany: a house number with its own postcode', async () => {
  const { user, textbox, chooseStep, placedOrder } = renderCheckout(referenceClient().client);
  await user.type(textbox('Full name'), 'Lena Schmidt');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Germany');
  await chooseStep('Postcode or town', 'Strehl', '01219 Strehlen');
  await chooseStep('Street', 'Eugen', 'Eugen-Bracht-Str., postcode 01219');
  await chooseStep('House number', '36-2', '36-2, verified, postcode 01217');
  expect(await placedOrder()).toEqual(
    expect.objectContaining({ country: 'DE', postcode: '01217', street: 'Eugen-Bracht-Str.', houseNumber: '36-2', addressStatus: 'validated' }),
  );
});

test('shows France’s own fields once France is chosen (loaded when chosen), in its own words, and posts them unverified', async () => {
  const { client, operations } = referenceClient();
  const { user, textbox, placeOrder, placedOrder, focused } = renderCheckout(client);
  await user.type(textbox('Full name'), 'Marie Dupont');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'France');
  await user.type(await screen.findByRole('textbox', { name: 'Address' }), '12 rue de la Paix');
  await user.type(textbox('City'), 'Paris');
  await user.type(textbox('Postal code'), '7500');
  await placeOrder();
  // No check in France: not "check the address", and the focus on the postal code that does not fit.
  await focused(() => textbox('Postal code'));
  expect(description(textbox('Postal code'))).toContain('Fill in the address: every field it needs, the postal code in the country’s form.');
  await user.type(textbox('Postal code'), '2');
  expect(await placedOrder()).toEqual({
    name: 'Marie Dupont',
    country: 'FR',
    street: '12 rue de la Paix',
    addressLine2: '',
    postcode: '75002',
    city: 'Paris',
    addressStatus: 'unverified',
  });
  expect(operations).toEqual([]);
});

test('speaks Dutch with the locale of react-address-entry/locales', () => {
  renderCheckout(referenceClient().client, nl);
  expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Land' }).value).toBe('NL');
  expect(screen.getByRole('textbox', { name: 'Huisnummer' })).toBeTruthy();
});
