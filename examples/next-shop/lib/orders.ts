import 'server-only';
import type { VerifiedAddress } from 'react-address-entry/server';

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
