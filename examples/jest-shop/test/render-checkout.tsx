// examples/jest-shop/test/render-checkout.tsx
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddressEntryProvider, type AddressClient } from 'react-address-entry';
import { Checkout } from '../src/checkout';

/**
 * The fields a form posts (its named, enabled inputs and selects), as `new FormData(form)` has them in a browser.
 * Read from the elements: jest-fixed-jsdom puts Node's `FormData` in the place of jsdom's, and Node's cannot read a form.
 */
export function postedFields(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const element of form.elements) {
    if ((element instanceof HTMLInputElement || element instanceof HTMLSelectElement) && element.name !== '' && !element.disabled) {
      fields[element.name] = element.value;
    }
  }
  return fields;
}

/** The shop's checkout under the provider with `client`; `orders` collects the fields of each order placed. */
export function renderCheckout(client: AddressClient) {
  const orders: Record<string, string>[] = [];
  render(
    <AddressEntryProvider client={client}>
      <Checkout onPlaceOrder={(form) => orders.push(postedFields(form))} />
    </AddressEntryProvider>,
  );
  const user = userEvent.setup();
  /** Types a Dutch postcode and house number, and leaves the field (the lookup starts). */
  const typeDutchAddress = async (postcode: string, houseNumber: string) => {
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), postcode);
    await user.type(screen.getByRole('textbox', { name: 'House number' }), houseNumber);
    await user.tab();
  };
  /** The result line under the Dutch lookup, once it says `text`. */
  const lookupResult = (text: RegExp) => screen.findByText(text, { selector: '.rae-lookup__result' });
  const placeOrder = () => user.click(screen.getByRole('button', { name: 'Place order' }));
  return { user, orders, typeDutchAddress, lookupResult, placeOrder };
}
