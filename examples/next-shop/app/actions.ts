// examples/next-shop/app/actions.ts
'use server';

import { verifyAddress, type VerifyFailureReason } from 'react-address-entry/server';
import { saveOrder } from '../lib/orders';
import { addressSettings } from '../lib/settings';

export interface OrderResult {
  placed: boolean;
  /** Whether the server trusts the address: the service confirmed exactly what was posted. */
  verified: boolean;
  /** Why the server does not trust it; `null` when it does. */
  reason: VerifyFailureReason | null;
  /** What the shopper reads. */
  message: string;
  /** The address the order ships to, as lines. */
  lines: string[];
}

/** Why the server does not trust an address, in the shopper's words. */
const REFUSED: Record<Exclude<VerifyFailureReason, 'unverified'>, string> = {
  'no-token': 'the address came without the address check’s signature',
  tampered: 'the posted address is not the one the address service confirmed',
  expired: 'the address check is more than an hour old: check the address again',
  malformed: 'the signature that came with the address is not one the address check wrote',
};

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * Places the order, for React's useActionState. The address is checked with verifyAddress (no second lookup): a
 * verified one ships; one the shopper entered without the check (the service was down) is placed and held for a
 * manual check; anything else (changed after the check, a token missing, moved or too old) is refused, with why.
 */
export async function placeOrder(_previous: OrderResult | null, form: FormData): Promise<OrderResult> {
  const verified = await verifyAddress(form, { signingKey: addressSettings().signingKey });
  const posted = {
    country: text(form, 'country'), postcode: text(form, 'postcode'), city: text(form, 'city'), street: text(form, 'street'),
    houseNumber: text(form, 'houseNumber'), houseNumberAddition: text(form, 'houseNumberAddition'),
  };
  const address = verified.ok ? verified.address : posted;
  const addition = address.houseNumberAddition ?? '';
  const lines = [`${address.street} ${address.houseNumber}${addition === '' ? '' : ` ${addition}`}`, `${address.postcode} ${address.city}`, address.country];
  if (!verified.ok && verified.reason !== 'unverified') {
    return { placed: false, verified: false, reason: verified.reason, message: `Order not placed: ${REFUSED[verified.reason]}.`, lines };
  }
  const number = await saveOrder({ name: text(form, 'name'), address, verified: verified.ok });
  return verified.ok
    ? { placed: true, verified: true, reason: null, message: `Order ${String(number)} placed. Address verified by the server.`, lines }
    : { placed: true, verified: false, reason: 'unverified', message: `Order ${String(number)} placed. Address not verified: we check it before it ships.`, lines };
}
