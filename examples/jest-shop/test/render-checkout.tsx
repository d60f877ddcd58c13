// examples/jest-shop/test/render-checkout.tsx
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AddressClient, AddressLocale } from 'react-address-entry';
import { Checkout } from '../src/checkout';

/** The texts that describe `field` (its `aria-describedby`), as a screen reader reads them after its name. */
export const description = (field: HTMLElement): string =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

/** The shop's checkout with `client` (and `locale`); `orders` collects what the form posts for each order placed. */
export function renderCheckout(client: AddressClient, locale?: AddressLocale) {
  const orders: Record<string, string>[] = [];
  render(<Checkout client={client} {...(locale === undefined ? {} : { locale })} onPlaceOrder={(_values, posted) => orders.push(posted)} />);
  const user = userEvent.setup();
  const textbox = (name: string) => screen.getByRole('textbox', { name });
  /** Types the name, then a Dutch postcode and house number, and leaves the field (the lookup starts). */
  const typeDutchAddress = async (postcode: string, houseNumber: string) => {
    await user.type(textbox('Full name'), 'Anna de Vries');
    await user.type(textbox('Postcode'), postcode);
    await user.type(textbox('House number'), houseNumber);
    await user.tab();
  };
  /** The result line under the Dutch lookup, once it says `text`. */
  const lookupResult = (text: RegExp) => screen.findByText(text, { selector: '.rae-lookup__result' });
  /** Types into a step of a Belgian or German address once it opens, and takes the option named `option`. */
  const chooseStep = async (field: string, text: string, option: string) => {
    const input = screen.getByRole('combobox', { name: field });
    await waitFor(() => expect(input.getAttribute('aria-disabled')).toBeNull());
    await user.type(input, text);
    await user.click(await screen.findByRole('option', { name: option }));
  };
  const placeOrder = () => user.click(screen.getByRole('button', { name: 'Place order' }));
  /** Waits until `field` has the focus (react-hook-form focuses the field of its first error once it validated). */
  const focused = (field: () => HTMLElement) => waitFor(() => expect(document.activeElement).toBe(field()));
  /** What the order posted, once react-hook-form has validated it and called back. */
  const placedOrder = async () => {
    await placeOrder();
    await waitFor(() => expect(orders).toHaveLength(1));
    return orders[0];
  };
  return { user, orders, textbox, typeDutchAddress, lookupResult, chooseStep, placeOrder, placedOrder, focused };
}
