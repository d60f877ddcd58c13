// examples/react-router-shop/app/routes/checkout.tsx
import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { AddressEntry } from 'react-address-entry';
import { formatAddress } from 'react-address-entry/address';
import { verifyAddress } from 'react-address-entry/server';
import { addressSettings } from '../address-proxy.server';
import type { Route } from './+types/checkout';

export const meta: Route.MetaFunction = () => [{ title: 'Checkout: a React Router shop with react-address-entry' }];

/** Where the shop ships from: a label to Belgium, Germany or France ends with the country's name. */
const SHOP_COUNTRY = 'NL';

/**
 * The order, on the server: the posted address checked with verifyAddress (no second lookup: the token says what the
 * service confirmed). A confirmed one ships, its label written by formatAddress; one the shopper entered without the
 * check (the service was down, or a country the service does not cover) is placed and held for a person to check;
 * anything else is refused, with the reason.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const verified = await verifyAddress(form, { signingKey: addressSettings().signingKey });
  const name = String(form.get('name') ?? '');
  if (verified.ok) {
    return { placed: true, message: 'Order placed. Address verified by the server.', label: `${name}\n${formatAddress(verified.address, { from: SHOP_COUNTRY })}` };
  }
  if (verified.reason === 'unverified') {
    // Another country's address comes back as entered, its form checked on the server: its label prints as it is.
    const label = verified.entered === undefined ? '' : `${name}\n${formatAddress(verified.entered, { from: SHOP_COUNTRY })}`;
    return { placed: true, message: 'Order placed. Address not verified: we check it before it ships.', label };
  }
  return { placed: false, message: `Order not placed: the address was not confirmed (${verified.reason}).`, label: '' };
}

/** The checkout: the name, one AddressEntry (the Netherlands, Belgium, Germany and France), and the order. */
export default function Checkout({ actionData }: Route.ComponentProps) {
  const placing = useNavigation().state === 'submitting';
  const form = useRef<HTMLFormElement>(null);
  // A placed order starts the form afresh (the element goes back to its start with the form's reset).
  useEffect(() => {
    if (actionData?.placed === true) form.current?.reset();
  }, [actionData]);
  return (
    <main>
      <h1>Checkout</h1>
      {/* The browser's validation runs first: the field that is wrong stops the order, and has the focus. */}
      <Form method="post" ref={form} aria-label="Checkout">
        <label>
          Full name <input name="name" autoComplete="name" required />
        </label>
        <AddressEntry legend="Shipping address" required countries={['NL', 'BE', 'DE', 'FR']} />
        <button type="submit" disabled={placing}>Place order</button>
      </Form>
      {actionData === undefined ? null : (
        <section role="status" aria-label="Order">
          <p>{actionData.message}</p>
          {actionData.label === '' ? null : <pre>{actionData.label}</pre>}
        </section>
      )}
    </main>
  );
}
