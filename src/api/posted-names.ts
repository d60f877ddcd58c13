/**
 * The keys every address component posts under, and the field name each posts as by default: one table for the
 * components that post and for `verifyAddress`, which reads them on the shop's server.
 */
export const POSTED_NAMES = {
  postcode: 'postcode',
  city: 'city',
  street: 'street',
  houseNumber: 'houseNumber',
  houseNumberAddition: 'houseNumberAddition',
  houseNumberParts: 'houseNumberParts',
  status: 'addressStatus',
  token: 'addressToken',
  country: 'country',
  addressLine2: 'addressLine2',
  region: 'region',
  postNumber: 'postNumber',
  deliveryTo: 'deliveryTo',
} as const;

export type PostedKey = keyof typeof POSTED_NAMES;

/** The field name of every key, as a component's `names` takes it; {@link PostedNames} picks a component's keys. */
interface EveryPostedName {
  /** The postcode: the confirmed address's, else what its field shows. @default 'postcode' */
  postcode?: string | null | undefined;
  /** The city: the confirmed address's, else what its field shows. @default 'city' */
  city?: string | null | undefined;
  /** The street: the confirmed address's, else what its field shows. @default 'street' */
  street?: string | null | undefined;
  /** The house number: the confirmed address's, else what its field shows. @default 'houseNumber' */
  houseNumber?: string | null | undefined;
  /** The Dutch addition: the confirmed address's, else what its field shows. @default 'houseNumberAddition' */
  houseNumberAddition?: string | null | undefined;
  /**
   * The confirmed house number's parts (a Belgian or German one), for carriers that take number, addition, bis and box
   * apart: their canonical text, `number=36&box=1` (see `houseNumberPartsText`), from the service's own fields of the
   * chosen suggestion, which the proxy's signature covers; empty while no house number is chosen, or when it was
   * entered without the check. Belgium and Germany only: a Dutch address's parts are its `houseNumber` and
   * `houseNumberAddition`, which its token already covers. @default 'houseNumberParts'
   */
  houseNumberParts?: string | null | undefined;
  /**
   * The address's status: `validated` or `unknown` once confirmed, `unverified` when the shopper went on without the
   * check, empty otherwise. @default 'addressStatus'
   */
  status?: string | null | undefined;
  /** The proxy's signature of the confirmed address (behind a `signingKey`), for `verifyAddress`; empty otherwise. @default 'addressToken' */
  token?: string | null | undefined;
  /**
   * The country, as ISO 3166-1 alpha-2 (`NL`, `BE`, `DE`): `AddressEntry` posts it, and `verifyAddress` refuses an
   * address posted under another country than its token's. @default 'country'
   */
  country?: string | null | undefined;
  /**
   * The second address line (a flat, a floor, a building) of an address in a country outside the service, as typed;
   * `AddressEntry` posts it for such a country only. @default 'addressLine2'
   */
  addressLine2?: string | null | undefined;
  /**
   * The state, province, county or other region of an address in a country outside the service that asks for one (the
   * region's code where the country has a list: `CA`, `ON`, `SP`); `AddressEntry` posts it for such a country only.
   * @default 'region'
   */
  region?: string | null | undefined;
  /**
   * The shopper's DHL Postnummer (6 to 10 digits) of a German address delivered to a Packstation or a Postfiliale
   * (`germanPickup`), as typed; empty for any other address. @default 'postNumber'
   */
  postNumber?: string | null | undefined;
  /**
   * Where a German address with `germanPickup` is delivered: `address`, `packstation` or `postfiliale` (for a pickup,
   * `street` posts `Packstation` or `Postfiliale` and `houseNumber` the station's number, as DHL's shop modules
   * write them). @default 'deliveryTo'
   */
  deliveryTo?: string | null | undefined;
}

/**
 * Form field names of the keys a component posts (its `names` prop), one type for every address component: each key
 * the caller gives posts under that name, `null` posts nothing under it (a form library that holds the value itself,
 * or a composition that posts it), and a key left out or `undefined` posts under its default (`status` as
 * `addressStatus`, `token` as `addressToken`, every other key as its own name), as `verifyAddress` reads it.
 *
 * @example
 * ```tsx
 * const names: PostedNames<'postcode' | 'houseNumber' | 'status'> = { postcode: 'zip', status: null };
 * <HouseNumberCombobox country="BE" municipalityNisCode={11002} streetId={824} postcode={2610} names={names} />
 * ```
 */
export type PostedNames<K extends PostedKey = PostedKey> = Pick<EveryPostedName, K>;

/**
 * The form field names of a component's posted keys: the caller's where given, else the default. `null` posts
 * nothing under that key; an `undefined` entry takes the default, like a missing one.
 */
export function postedNames<K extends PostedKey>(keys: readonly K[], given: PostedNames<K> | undefined): Record<K, string | null> {
  const names = {} as Record<K, string | null>;
  for (const key of keys) {
    const name = given?.[key];
    names[key] = name === undefined ? POSTED_NAMES[key] : name;
  }
  return names;
}

/** What joins the street's token and the house number's into the one `addressToken` a Belgian or German address posts. */
export const TOKEN_JOINER = '~';

/**
 * The token a Belgian or German address posts: its street's and its house number's, joined (the chain spans the two
 * answers that confirmed them), or `''` unless both were signed (the proxy signs no `unknown` house number).
 */
export const chainedToken = (street: string | undefined, house: string | undefined): string =>
  // Both given and not empty.
  street && house ? `${street}${TOKEN_JOINER}${house}` : '';
