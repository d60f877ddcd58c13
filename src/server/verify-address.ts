import { dutchParts, readHouseNumberParts, type HouseNumberParts } from '../api/house-number-parts.ts';
import type { PostedKey } from '../api/posted-names.ts';
import type { DhlPickup } from '../address/dhl-pickup.ts';
import type { EnteredAddress, EnteredAddressProblem } from '../address/entered-address.ts';
import { readToken, SIGNED_FIELDS, signedText, type TokenPart } from './address-token.ts';
import { checkNames } from './check-names.ts';
import { hmacSha256, sameMac, type Mac } from './hmac.ts';
import { pickupKindOf, pickupStreetFields } from '../address/dhl-pickup.ts';
import { postedEnteredAddress } from './posted-entered-address.ts';
import { postedPickup } from './posted-pickup.ts';
import { settingKind } from './setting-kind.ts';
import { signingKeys } from './signing-keys.ts';

/** What a form posted: `new FormData(form)`, `URLSearchParams`, or a plain record (a JSON body, a form library's values). */
export type PostedFields = FormData | URLSearchParams | Readonly<Record<string, unknown>>;

/** The field names `verifyAddress` reads, as the components' `names`; a key left out or `undefined` reads its default. */
export type VerifiedNames = Partial<Record<PostedKey, string | undefined>>;

/** Options of {@link verifyAddress}. */
export interface VerifyAddressOptions {
  /** The proxy's `signingKey`: a string of at least 32 characters, or the list of keys in use (any one verifies). */
  signingKey: string | readonly string[];
  /** The form's field names, where the components' `names` renamed them; checked on every call. */
  names?: VerifiedNames | undefined;
  /** How old a token may be, in seconds since the proxy signed it. @default 3600 */
  maxAgeSeconds?: number;
  /** The time to verify at, for tests: milliseconds since 1970 or a `Date`. @default Date.now() */
  now?: number | Date;
  /** Whether the shop delivers to a DHL Packstation or Postfiliale; off, a posted pickup is `pickup-not-accepted`. @default false */
  germanPickup?: boolean | undefined;
}

/** An address the service confirmed, as the form posted it (postcodes in the service's form, e.g. `2012ES`). */
export interface VerifiedAddress {
  country: 'NL' | 'BE' | 'DE';
  postcode: string;
  city: string;
  street: string;
  houseNumber: string;
  /** The Dutch addition (`''` for none); absent for Belgium and Germany. */
  houseNumberAddition?: string;
  /** The house number in the parts carriers take apart (`{ number: 36, box: '1' }` of `36 bus 1`), covered by the token. */
  houseNumberParts: HouseNumberParts;
  /** A German DHL pickup (kind, station number, Postnummer) in the confirmed postal area; absent for a street address. */
  pickup?: DhlPickup;
}

/**
 * Why an address is not trusted: `no-token`, `unverified` (not confirmed), `tampered` (a posted field, the country or
 * the key is not the token's), `expired`, `malformed`, `pickup-not-accepted` (no `germanPickup: true`),
 * `invalid-pickup` (a station number or Postnummer not of DHL's form); for a country outside the service,
 * `incomplete` (a field it requires is empty) or `invalid-postcode` (a postcode not of its form).
 */
export type VerifyFailureReason =
  | 'no-token'
  | 'unverified'
  | 'tampered'
  | 'expired'
  | 'malformed'
  | 'pickup-not-accepted'
  | 'invalid-pickup'
  | EnteredAddressProblem;

/**
 * The answer of {@link verifyAddress}. `unverified` of a country outside the service comes with the address as
 * `entered`, its form checked (for a label: `formatAddress(result.entered)`).
 */
export type VerifyAddressResult =
  | { ok: true; address: VerifiedAddress }
  | { ok: false; reason: 'unverified'; entered?: EnteredAddress }
  | { ok: false; reason: Exclude<VerifyFailureReason, 'unverified'> };

const CLOCK_SKEW_SECONDS = 300;
const COUNTRY = { nl: 'NL', be: 'BE', de: 'DE' } as const;

/** A posted field's text: the first value under `name`, `''` when there is none. */
function reader(fields: PostedFields): (name: string) => string {
  if (fields instanceof FormData || fields instanceof URLSearchParams) {
    return (name) => {
      const value = fields.get(name);
      return typeof value === 'string' ? value : '';
    };
  }
  return (name) => {
    const value: unknown = Object.hasOwn(fields, name) ? fields[name] : undefined;
    const first: unknown = Array.isArray(value) ? (value as unknown[])[0] : value;
    return typeof first === 'string' ? first : typeof first === 'number' && Number.isFinite(first) ? String(first) : '';
  };
}

async function signedBy(macs: readonly Mac[], part: TokenPart, fields: readonly string[]): Promise<boolean> {
  const text = signedText(part.kind, part.issuedAt, part.ref, fields);
  let found = false;
  // Every key is tried, found or not, so the time taken does not say which one signed.
  for (const mac of macs) found = sameMac(await mac(text), part.mac) || found;
  return found;
}

/**
 * Checks on the shop's server that a posted address is one the service confirmed, with no request to the service:
 * the proxy signed what the service answered, and this recomputes the signature from the posted fields. An address
 * of a country outside the service comes back `unverified` with the address as `entered`, its form checked.
 *
 * @example
 * ```ts
 * const verified = await verifyAddress(await request.formData(), { signingKey: process.env.ADDRESS_SIGNING_KEY! });
 * if (!verified.ok) return refuse(verified.reason); // e.g. ask the shopper to check the address again
 * ship(verified.address);
 * ```
 */
export function verifyAddress(fields: PostedFields, options: VerifyAddressOptions): Promise<VerifyAddressResult> {
  return verifyPosted(fields, options, postedEnteredAddress);
}

/** What a post the form says is not confirmed verifies as. */
type Unconfirmed = (posted: (key: PostedKey) => string) => VerifyAddressResult;

/**
 * {@link verifyAddress}, with `unconfirmed` answering a post the form says is not confirmed: the proxy's own checks
 * pass `unverified` alone (they post only confirmed addresses), so its bundle holds no country's form.
 */
export async function verifyPosted(
  fields: PostedFields,
  options: VerifyAddressOptions,
  unconfirmed: Unconfirmed = () => ({ ok: false, reason: 'unverified' }),
): Promise<VerifyAddressResult> {
  const keys = signingKeys(options.signingKey, 'verifyAddress');
  const { maxAgeSeconds = 3600, now = Date.now() } = options;
  if (!(typeof maxAgeSeconds === 'number' && maxAgeSeconds > 0 && Number.isFinite(maxAgeSeconds))) {
    throw new TypeError(
      `verifyAddress: \`maxAgeSeconds\` must be a positive number of seconds; got ${settingKind(maxAgeSeconds)}.`,
    );
  }
  const nowMs = now instanceof Date ? now.getTime() : now;
  if (!Number.isFinite(nowMs))
    throw new TypeError('verifyAddress: `now` must be a time (milliseconds since 1970, or a Date).');
  const { germanPickup = false } = options;
  if (typeof germanPickup !== 'boolean') {
    throw new TypeError(
      `verifyAddress: \`germanPickup\` must be true or false (whether the shop delivers to DHL pickups); got ${settingKind(germanPickup)}.`,
    );
  }
  const names = checkNames(options.names);
  const read = reader(fields);
  const posted = (key: PostedKey): string => read(names[key]);

  // The form's own word comes first: an address it says is unchecked is not trusted, whatever token came with it.
  const status = posted('status');
  if (status !== 'validated') return unconfirmed(posted);
  const pickupKind = pickupKindOf(posted('deliveryTo'));
  if (pickupKind !== undefined && !germanPickup) return { ok: false, reason: 'pickup-not-accepted' };
  const token = posted('token');
  if (token === '') return { ok: false, reason: 'no-token' };
  const parts = readToken(token);
  if (parts === undefined) return { ok: false, reason: 'malformed' };

  const address = {
    status,
    postcode: posted('postcode'),
    city: posted('city'),
    street: posted('street'),
    houseNumber: posted('houseNumber'),
    houseNumberAddition: posted('houseNumberAddition'),
    houseNumberParts: posted('houseNumberParts'),
  };
  const [first, second] = parts as [TokenPart, TokenPart | undefined];
  // A postal area's token vouches for a DHL pickup's postcode and town and nothing else; a pickup has no other token.
  if ((first.kind === 'de-area') !== (pickupKind !== undefined)) return { ok: false, reason: 'tampered' };
  const macs = keys.map((key) => hmacSha256(key));
  const signed = (part: TokenPart, keysOf: readonly (keyof typeof address)[]) =>
    signedBy(
      macs,
      part,
      keysOf.map((key) => address[key]),
    );
  const checks =
    pickupKind !== undefined
      ? [signed(first, SIGNED_FIELDS.area)]
      : second === undefined
        ? [signed(first, SIGNED_FIELDS.nl)]
        : [signed(first, SIGNED_FIELDS.street), signed(second, SIGNED_FIELDS.house)];
  const country = COUNTRY[first.kind.slice(0, 2) as keyof typeof COUNTRY];
  const postedCountry = posted('country').trim().toUpperCase();
  const authentic =
    (await Promise.all(checks)).every(Boolean) &&
    (second === undefined || first.ref === second.ref) &&
    (postedCountry === '' || postedCountry === country);
  if (!authentic) return { ok: false, reason: 'tampered' };
  const nowSeconds = Math.floor(nowMs / 1000);
  if (
    parts.some(({ issuedAt }) => nowSeconds - issuedAt > maxAgeSeconds || issuedAt - nowSeconds > CLOCK_SKEW_SECONDS)
  ) {
    return { ok: false, reason: 'expired' };
  }
  const { postcode, city, street, houseNumber, houseNumberAddition } = address;
  const whole = { postcode, city, street, houseNumber };
  if (pickupKind !== undefined) {
    // The postal area is the service's; the station's number and the Postnummer need no trust, only their form.
    const pickup = postedPickup(pickupKind, { street, houseNumber, postNumber: posted('postNumber') });
    if (pickup === undefined) return { ok: false, reason: 'invalid-pickup' };
    return { ok: true, address: { country: 'DE', postcode, city, ...pickupStreetFields(pickup), pickup } };
  }
  // A Belgian or German number's parts as posted (the MAC covers that text); a Dutch one's are its number and addition.
  const houseNumberParts =
    second === undefined
      ? dutchParts(houseNumber, houseNumberAddition)
      : readHouseNumberParts(address.houseNumberParts);
  if (houseNumberParts === undefined) return { ok: false, reason: 'tampered' };
  return {
    ok: true,
    address:
      country === 'NL'
        ? { country, ...whole, houseNumberAddition, houseNumberParts }
        : { country, ...whole, houseNumberParts },
  };
}
