import { verifyAddress, type VerifyFailureReason } from '../src/server/index.ts';

/** What the demo's server answers to a placed order: the address it will ship to, and whether it trusts it. */
export interface PlacedOrder {
  name: string;
  country: string;
  /** The address lines as the server reads them: the verified address, else what was posted. */
  lines: string[];
  /** `null` when the server verified the address; otherwise why it does not trust it. */
  refused: VerifyFailureReason | null;
  /** The posted `addressStatus`, as it came. */
  status: string;
}

const COUNTRY_NAMES: Record<string, string> = { NL: 'Netherlands', BE: 'Belgium', DE: 'Germany' };

/**
 * The demo shop's order endpoint, a plain Fetch handler (`POST` of the checkout form): it checks the posted address
 * with `verifyAddress`, with no request to the address service, and says what it will ship to and whether it trusts
 * it. A real shop would refuse (or hold for a manual check) an order that is not verified; the demo places it and
 * says why, so that every reason can be seen.
 */
export function orderHandler(signingKey: string, now: () => number = Date.now): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'POST') return new Response('Method not allowed', { status: 405, headers: { Allow: 'POST' } });
    const form = await request.formData();
    const text = (key: string): string => {
      const value = form.get(key);
      return typeof value === 'string' ? value.trim() : '';
    };
    const verified = await verifyAddress(form, { signingKey, maxAgeSeconds: 3600, now: now() });
    const address = verified.ok
      ? verified.address
      : { postcode: text('postcode'), city: text('city'), street: text('street'), houseNumber: text('houseNumber'), houseNumberAddition: text('houseNumberAddition') };
    const addition = address.houseNumberAddition ?? '';
    const country = text('country');
    const order: PlacedOrder = {
      name: text('name'),
      country,
      lines: [`${address.street} ${address.houseNumber}${addition === '' ? '' : ` ${addition}`}`, `${address.postcode} ${address.city}`, COUNTRY_NAMES[country] ?? country],
      refused: verified.ok ? null : verified.reason,
      status: text('addressStatus'),
    };
    return Response.json(order);
  };
}
