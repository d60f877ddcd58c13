import 'server-only';
import { formatAddress } from 'react-address-entry/address';
import type { AddressCheckFailureReason, AddressCheckInput, VerifiedAddress } from 'react-address-entry/server';
import { addressProxy } from './address-proxy';

/** An order the shop keeps: its address verified, or held for a person to check before it ships. */
export interface StoredOrder {
  name: string;
  /** The address the service confirmed, its house number in parts for the carrier; `null` while a person must check it. */
  address: VerifiedAddress | null;
  /** The lines of the label: of the verified address, else of what the shopper entered. */
  lines: string[];
}

// The example's order book lives in memory; a shop writes to its database here.
const orders: StoredOrder[] = [];

export function saveOrder(order: StoredOrder): Promise<number> {
  orders.push(order);
  return Promise.resolve(orders.length);
}

/** Where the shop ships from: a label to Belgium or Germany ends with the country's name. */
const SHOP_COUNTRY = 'NL';

/** An order whose address was checked on the server: placed with the confirmed address, or not placed, and why. */
export type CheckedOrder =
  | { placed: true; number: number; name: string; address: VerifiedAddress; lines: string[] }
  | { placed: false; reason: AddressCheckFailureReason; candidates: string[] };

/**
 * Places an order whose address did not come through the checkout's element (a saved address, an order posted to the
 * API): the proxy's `checkAddress` resolves the texts as people write them, with the proxy's own service, budgets and
 * signing key. Only an address the service confirmed is placed, verified, with its house number in the parts carriers
 * ask for; anything else (not found, ambiguous, incomplete, the service down or over its budget) places nothing and
 * says why, with the candidates to choose from. `caller` is whom the check is charged to (`callerOf(request)` for an
 * API's caller; left out for the shop's own address book, which spends the shop's `limits.checks`).
 */
export async function placeCheckedOrder(name: string, input: AddressCheckInput, signal?: AbortSignal, caller?: string | null): Promise<CheckedOrder> {
  const checked = await addressProxy('/api/address').checkAddress(input, { signal, germanPickup: true, ...(caller === undefined ? {} : { clientKey: caller }) });
  if (!checked.ok) return { placed: false, reason: checked.reason, candidates: checked.candidates ?? [] };
  const { country, postcode, city, street, houseNumber, houseNumberAddition, houseNumberParts } = checked.address;
  const address: VerifiedAddress = { country, postcode, city, street, houseNumber, ...(houseNumberAddition === undefined ? {} : { houseNumberAddition }), houseNumberParts };
  const lines = formatAddress(address, { from: SHOP_COUNTRY }).split('\n');
  const number = await saveOrder({ name, address, lines });
  return { placed: true, number, name, address, lines };
}
