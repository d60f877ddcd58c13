// examples/next-shop/app/api/orders/route.ts
import type { AddressCheckInput } from 'react-address-entry/server';
import { callerOf } from '../../../lib/address-proxy';
import { placeCheckedOrder } from '../../../lib/orders';

// Orders from other systems (a marketplace, a phone order), on Node.js: `POST /api/orders` with a JSON body
// `{ "name"?: string, "address": { "country", "postcode"?, "city"?, "street"?, "houseNumber"?, "houseNumberAddition"? } }`.
export const runtime = 'nodejs';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** A text field of the address: a string, or left out (`null` too). */
const isText = (value: unknown): value is string | null | undefined => value === undefined || value === null || typeof value === 'string';

/** The address a body asks for, or what is wrong with it. */
function readAddress(address: unknown): AddressCheckInput | string {
  if (!isRecord(address)) return '`address` must be an object: { "country", "postcode"?, "city"?, "street"?, "houseNumber"?, "houseNumberAddition"? }.';
  const { country, postcode, city, street, houseNumber, houseNumberAddition } = address;
  if (typeof country !== 'string') return '`address.country` must be a string: NL, BE or DE.';
  if (!isText(postcode)) return '`address.postcode` must be a string.';
  if (!isText(city)) return '`address.city` must be a string.';
  if (!isText(street)) return '`address.street` must be a string.';
  if (!isText(houseNumber) && typeof houseNumber !== 'number') return '`address.houseNumber` must be a string or a number.';
  if (!isText(houseNumberAddition)) return '`address.houseNumberAddition` must be a string.';
  return { country, postcode, city, street, houseNumber, houseNumberAddition };
}

/** The order a body asks for, or what is wrong with it (for a 400). */
function readOrder(body: unknown): { name: string; address: AddressCheckInput } | string {
  if (!isRecord(body)) return 'The body must be a JSON object: { "name"?: string, "address": { "country": "NL" | "BE" | "DE", ... } }.';
  const { name = '', address } = body;
  if (typeof name !== 'string') return '`name` must be a string.';
  const read = readAddress(address);
  return typeof read === 'string' ? read : { name, address: read };
}

/**
 * Places an order posted as JSON through the same check and the same order book as the checkout's address book
 * (`placeCheckedOrder`): 201 with the verified address and its carrier-ready `houseNumberParts`; 422 with the reason
 * and the candidates when the service does not confirm it (not found, ambiguous, incomplete, invalid); 503 when the
 * check could not be made (the service down or the proxy's budget spent), never placed as verified; 400 for a body
 * that is not such JSON.
 */
export async function POST(request: Request): Promise<Response> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return Response.json({ error: 'The body is not JSON: send { "address": { "country": "NL", "postcode": "2012 ES", "houseNumber": "30" } } with Content-Type: application/json.' }, { status: 400 });
  }
  const order = readOrder(body);
  if (typeof order === 'string') return Response.json({ error: order }, { status: 400 });
  // Charged to the caller, as its lookups in a browser would be: an anonymous caller spends its own budget, not the shop's.
  const placed = await placeCheckedOrder(order.name, order.address, request.signal, callerOf(request));
  if (placed.placed) {
    const { number, name, address, lines } = placed;
    return Response.json({ order: number, name, verified: true, address, lines }, { status: 201 });
  }
  const { reason, candidates } = placed;
  const down = reason === 'unavailable' || reason === 'over-budget';
  return Response.json({ reason, candidates }, { status: down ? 503 : 422, headers: down ? { 'Retry-After': '60' } : {} });
}
