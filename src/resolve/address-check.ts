import type { ConfirmedAddress } from '../address/confirmed-address.ts';

/**
 * An address as people and other systems write it: any case, spacing and diacritics, the house number in its own
 * field or in the street line; a DHL pickup as DHL's shop modules write it (`street` `Packstation`).
 */
export interface AddressCheckInput {
  country: string;
  postcode?: string | null | undefined;
  city?: string | null | undefined;
  street?: string | null | undefined;
  houseNumber?: string | number | null | undefined;
  houseNumberAddition?: string | null | undefined;
  /** The shopper's DHL Postnummer (6 to 10 digits) of a Packstation (required) or a Postfiliale (optional). */
  postNumber?: string | number | null | undefined;
  /** Where a German address is delivered, as posted with `germanPickup`: `address`, `packstation` or `postfiliale`. */
  deliveryTo?: string | null | undefined;
}

/** Why an address was not confirmed; docs/server/checked-on-the-server.mdx says when each is given. */
export type AddressCheckFailureReason =
  'not-found' | 'ambiguous' | 'incomplete' | 'invalid-input' | 'pickup-not-accepted' | 'unavailable' | 'over-budget';

/** What a check found: the address the service confirmed and its token, or why not. */
export type AddressCheckResult =
  | { ok: true; address: ConfirmedAddress; token: string }
  | { ok: false; reason: AddressCheckFailureReason; candidates?: string[] };
