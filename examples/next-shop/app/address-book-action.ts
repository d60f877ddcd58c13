// examples/next-shop/app/address-book-action.ts
'use server';

import type { AddressEntryValue } from 'react-address-entry';
import type { AddressCheckFailureReason } from 'react-address-entry/server';
import { bookAddress } from '../lib/address-book';
import { placeCheckedOrder } from '../lib/orders';
import type { OrderResult } from './actions';

/** What picking a saved address did: the order placed, verified, or the address to complete in the checkout's element. */
export type AddressBookResult =
  | { placed: true; order: OrderResult }
  | {
    placed: false;
    /** The saved address's label, for the shopper. */
    label: string;
    /** Why the check did not confirm it, and what to choose from (boxes, additions, cities). */
    reason: AddressCheckFailureReason;
    candidates: string[];
    /** The checkout form's values: the name and the saved texts (the element takes a street line apart), looked up again. */
    values: { name: string; address: AddressEntryValue };
  };

/**
 * Ships to a saved address, for React's useActionState: the saved address (read on the server from the id the form
 * posts, never from the browser's texts) is checked with the proxy's `checkAddress`. Confirmed, the order is placed
 * verified, as the order API places it; otherwise nothing is placed (an outage never ships as verified), and the
 * shopper completes the address in the checkout's element, prefilled with the saved texts.
 */
export async function shipToSavedAddress(_previous: AddressBookResult | null, form: FormData): Promise<AddressBookResult | null> {
  const id = form.get('savedAddress');
  const saved = typeof id === 'string' ? bookAddress(id) : undefined;
  // Not one of the customer's addresses (the radios are required, so only a forged post): nothing to do.
  if (saved === undefined) return null;
  const { country, postcode, city, street } = saved;
  const order = await placeCheckedOrder(saved.name, { country, postcode, city, street });
  if (order.placed) {
    return { placed: true, order: { placed: true, verified: true, reason: null, message: `Order ${String(order.number)} placed. Address verified by the server.`, lines: order.lines } };
  }
  return { placed: false, label: saved.label, reason: order.reason, candidates: order.candidates, values: { name: saved.name, address: { country, postcode, city, street, houseNumber: '', houseNumberAddition: '', status: '' } } };
}
