import type { ConfirmedAddress } from '../address/confirmed-address.ts';

/**
 * An address as people and other systems write it (an address book, an order posted by an API, a spreadsheet): the
 * country as an ISO 3166-1 alpha-2 code in any case, the rest in any case, spacing and diacritics, the house number
 * also inside the street line (`Julianastraat 30-2`, `Europalaan 36 bus 1`). A German DHL Packstation or Postfiliale is
 * written as DHL's shop modules write it: `street` `Packstation` or `Postfiliale` and `houseNumber` the station's number
 * (or `Packstation 123` in the street line), the Postnummer in `postNumber`.
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
  /**
   * Where a German address is delivered, as the form posts it with `germanPickup`: `address` (a street address, whatever
   * its street line), `packstation` or `postfiliale` (then `street` is the word and `houseNumber` the station's number).
   * Left out, a German street line that names a Packstation or Postfiliale (`Packstation 123`) is one.
   */
  deliveryTo?: string | null | undefined;
}

/**
 * Why an address was not confirmed:
 * - `not-found`: the service knows no such postal area, street or address;
 * - `ambiguous`: the input fits several (the cities of a 409, the postal areas or streets that fit: `candidates`);
 * - `incomplete`: the building needs more (a Belgian box, a German or Dutch addition: `candidates` to choose from);
 * - `invalid-input`: the input cannot be asked about (no house number, no postcode or city, a number out of range; for
 *   a DHL pickup a station number out of its kind's range, a Packstation without a Postnummer, a Postnummer not of 6
 *   to 10 digits, no postcode): refused without a request;
 * - `pickup-not-accepted`: the input names a DHL Packstation or Postfiliale, and the check was not made with
 *   `germanPickup: true` (the shop does not deliver to pickups): nothing is sent;
 * - `unavailable`: the service failed or did not answer in time (a fault is never `ok`);
 * - `over-budget`: a budget of the proxy (`limits`) refused the lookup.
 */
export type AddressCheckFailureReason = 'not-found' | 'ambiguous' | 'incomplete' | 'invalid-input' | 'pickup-not-accepted' | 'unavailable' | 'over-budget';

/** What a check found: the address the service confirmed and its token, or why not. */
export type AddressCheckResult =
  | { ok: true; address: ConfirmedAddress; token: string }
  | { ok: false; reason: AddressCheckFailureReason; candidates?: string[] };
