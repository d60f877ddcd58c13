import { formatAddress } from '../src/address.ts';
import { verifyAddress, type VerifyFailureReason } from '../src/server/index.ts';
import { postedAddress } from './posted-address.ts';

/** What the demo's server answers to a placed order: the address it will ship to, and whether it trusts it. */
export interface PlacedOrder {
  name: string;
  country: string;
  /**
   * The lines of the label, as `formatAddress` writes them from the shop's country (the Netherlands): of the verified
   * address, else of what was posted. A posted house number that no post reads is shown as it came, field by field.
   */
  lines: string[];
  /** `null` when the server verified the address; otherwise why it does not trust it. */
  refused: VerifyFailureReason | null;
  /** The posted `addressStatus`, as it came. */
  status: string;
}

/** Where the demo shop sends its parcels from: a label to Belgium or Germany ends with the country's name. */
const SHOP_COUNTRY = 'NL';
/** The posted fields of an address, in the order a person reads them. */
const ADDRESS_FIELDS = ['street', 'houseNumber', 'houseNumberAddition', 'postcode', 'city', 'country'];

/**
 * The demo shop's order endpoint, a plain Fetch handler (`POST` of the checkout form): it checks the posted address
 * with `verifyAddress`, with no request to the address service, and says what it will ship to and whether it trusts
 * it. A real shop would refuse (or hold for a manual check) an order that is not verified; the demo places it and
 * says why, so that every reason can be seen.
 */
export function orderHandler(
  signingKey: string,
  now: () => number = Date.now,
): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'POST')
      return new Response('Method not allowed', { status: 405, headers: { Allow: 'POST' } });
    const form = await request.formData();
    const text = (key: string): string => {
      const value = form.get(key);
      return typeof value === 'string' ? value.trim() : '';
    };
    const verified = await verifyAddress(form, { signingKey, maxAgeSeconds: 3600, now: now() });
    // Another country's address comes back from verifyAddress as entered, its form checked.
    const address = verified.ok
      ? verified.address
      : verified.reason === 'unverified' && verified.entered !== undefined
        ? verified.entered
        : postedAddress(text);
    const order: PlacedOrder = {
      name: text('name'),
      country: text('country'),
      lines:
        address === null
          ? ADDRESS_FIELDS.map((name) => text(name)).filter((line) => line !== '')
          : formatAddress(address, { from: SHOP_COUNTRY }).split('\n'),
      refused: verified.ok ? null : verified.reason,
      status: text('addressStatus'),
    };
    return Response.json(order);
  };
}
