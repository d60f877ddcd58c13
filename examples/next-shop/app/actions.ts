// examples/next-shop/app/actions.ts
'use server';

import { formatAddress } from 'react-address-entry/address';
import { verifyAddress, type VerifyFailureReason } from 'react-address-entry/server';
import { saveOrder } from '../lib/orders';
import { postedAddress, postedText } from '../lib/posted-address';
import { addressSettings } from '../lib/settings';

export interface OrderResult {
  placed: boolean;
  /** Whether the server trusts the address: the service confirmed exactly what was posted. */
  verified: boolean;
  /** Why the server does not trust it; `null` when it does. */
  reason: VerifyFailureReason | null;
  /** What the shopper reads. */
  message: string;
  /** The address the order ships to, as the lines of its label. */
  lines: string[];
}

/** Why the server does not trust an address, in the shopper's words. */
const REFUSED: Record<Exclude<VerifyFailureReason, 'unverified'>, string> = {
  'no-token': 'the address came without the address check’s signature',
  tampered: 'the posted address is not the one the address service confirmed',
  expired: 'the address check is more than an hour old: check the address again',
  malformed: 'the signature that came with the address is not one the address check wrote',
  'pickup-not-accepted': 'the shop does not deliver to a Packstation or post office',
  'invalid-pickup': 'the Packstation or post office number, or the Postnummer, is not one DHL takes',
  incomplete: 'a field the address’s country asks for is empty',
  'invalid-postcode': 'the postcode is not one of the address’s country',
};

/** Where the shop ships from: a label to Belgium or Germany ends with the country's name. */
const SHOP_COUNTRY = 'NL';
/** The posted fields of an address, as a person reads them. */
const ADDRESS_FIELDS = ['street', 'houseNumber', 'houseNumberAddition', 'postcode', 'city', 'country'];

/**
 * Places the order, for React's useActionState. The address is checked with verifyAddress (no second lookup): a
 * verified one ships; one the shopper entered without the check (the service was down, or a country the service does
 * not cover) is placed and held for a manual check; anything else (changed after the check, a token missing, moved or
 * too old, another country's postcode not of its form) is refused, with why. The lines are the label's, as
 * formatAddress writes them: of the verified address, of another country's address as verifyAddress hands it back
 * (`entered`, its form checked), else of the posted one (a house number no post reads is kept as it came, field by
 * field, for the person who checks the order).
 */
export async function placeOrder(_previous: OrderResult | null, form: FormData): Promise<OrderResult> {
  // germanPickup: true, as the checkout's: the shop ships to DHL pickups (verifyAddress refuses them otherwise).
  const verified = await verifyAddress(form, { signingKey: addressSettings().signingKey, germanPickup: true });
  const address = verified.ok ? verified.address : verified.reason === 'unverified' && verified.entered ? verified.entered : postedAddress(form);
  const lines = address === null
    ? ADDRESS_FIELDS.map((name) => postedText(form, name)).filter((line) => line !== '')
    : formatAddress(address, { from: SHOP_COUNTRY }).split('\n');
  if (!verified.ok && verified.reason !== 'unverified') {
    return { placed: false, verified: false, reason: verified.reason, message: `Order not placed: ${REFUSED[verified.reason]}.`, lines };
  }
  const number = await saveOrder({ name: postedText(form, 'name'), address: verified.ok ? verified.address : null, lines });
  return verified.ok
    ? { placed: true, verified: true, reason: null, message: `Order ${String(number)} placed. Address verified by the server.`, lines }
    : { placed: true, verified: false, reason: 'unverified', message: `Order ${String(number)} placed. Address not verified: we check it before it ships.`, lines };
}
