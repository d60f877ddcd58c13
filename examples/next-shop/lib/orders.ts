import 'server-only';
import type { VerifiedAddress } from 'react-address-entry/server';

/** An order the shop keeps: its address is verified, or held for a person to check before it ships. */
export interface StoredOrder {
  name: string;
  address: Omit<VerifiedAddress, 'country'> & { country: string };
  verified: boolean;
}

// The example's order book lives in memory; a shop writes to its database here.
const orders: StoredOrder[] = [];

export function saveOrder(order: StoredOrder): Promise<number> {
  orders.push(order);
  return Promise.resolve(orders.length);
}
