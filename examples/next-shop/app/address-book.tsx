// examples/next-shop/app/address-book.tsx
'use client';

import { useActionState } from 'react';
import { splitCitySuffix } from 'react-address-entry/address';
import type { AddressBookEntry } from '../lib/address-book';
import { shipToSavedAddress, type AddressBookResult } from './address-book-action';
import { OrderSummary } from './order-summary';

type ToComplete = Extract<AddressBookResult, { placed: false }>;

const either = new Intl.ListFormat('en', { type: 'disjunction' });

/** A Dutch place the service names with its municipality (`Hengelo gem. Bronckhorst`), as a person reads it. */
function placeName(candidate: string): string {
  const { city, municipality } = splitCitySuffix(candidate);
  return municipality === undefined ? candidate : `${city} (municipality of ${municipality})`;
}

/** Why a saved address did not ship at once, and what to do in the address below, in the shopper's words. */
function whyNotShipped({ label, reason, candidates, values: { address } }: ToComplete): string {
  // The saved street line as it is kept (`Europalaan 36`): the element takes the number apart itself.
  const { country, street, city } = address;
  const saved = `“${label}” (${street})`;
  switch (reason) {
    case 'incomplete':
      return country === 'BE'
        ? `${saved} needs its box number: ${either.format(candidates)}. Choose it under House number below, then place the order.`
        : `${saved} needs its addition: ${either.format(candidates)}. Choose it below, then place the order.`;
    case 'ambiguous':
      return country === 'NL'
        ? `There is a ${street} in more than one ${city}: ${either.format(candidates.map(placeName))}. Look it up by city and street below and choose the place, then place the order.`
        : `${saved} fits more than one address: ${either.format(candidates)}. Choose yours below, then place the order.`;
    case 'not-found':
      return `The address service does not know ${saved}. Correct it below, then place the order.`;
    case 'pickup-not-accepted':
      return `${saved} is a DHL pickup, which this check was not asked to take. Enter a street address below, then place the order.`;
    case 'invalid-input':
      return `${saved} lacks what the check needs (a house number, and a postcode or city). Complete it below, then place the order.`;
    case 'unavailable':
    case 'over-budget':
      return `The address check is unavailable right now, so ${saved} is not verified and nothing was ordered. Check it below, or enter it without checking: we then check it before it ships.`;
  }
}

/**
 * The customer's saved addresses (`entries`, from the server): one pick ships to it once the server's check confirms
 * it; otherwise `onComplete` gets the checkout form's values to complete, and this says why, candidates named.
 */
export function AddressBook({ entries, onComplete }: { entries: AddressBookEntry[]; onComplete: (values: ToComplete['values']) => void }) {
  const [result, dispatch, shipping] = useActionState(async (previous: AddressBookResult | null, form: FormData) => {
    const next = await shipToSavedAddress(previous, form);
    if (next?.placed === false) onComplete(next.values);
    return next;
  }, null);
  return (
    <section className="shop-card shop-book" aria-labelledby="book-heading">
      <h2 id="book-heading">Your address book</h2>
      <form action={dispatch} aria-label="Address book">
        <fieldset className="shop-book__entries">
          <legend>Ship to a saved address</legend>
          {entries.map(({ id, label, text }) => (
            <label key={id} className="shop-book__entry">
              <input type="radio" name="savedAddress" value={id} required />
              <span><strong>{label}</strong> {text}</span>
            </label>
          ))}
        </fieldset>
        <button type="submit" disabled={shipping}>Ship to this address</button>
      </form>
      {result === null ? null : result.placed ? <OrderSummary order={result.order} id="book-order-heading" /> : <p role="status" className="shop-book__why">{whyNotShipped(result)}</p>}
    </section>
  );
}
