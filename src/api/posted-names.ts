/** The keys every address component posts under, and each one's default field name (read by `verifyAddress` too). */
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
  /** The confirmed Belgian or German house number's parts for carriers (`number=36&box=1`). @default 'houseNumberParts' */
  houseNumberParts?: string | null | undefined;
  /** The address's status: `validated`, `unknown`, `unverified`, or empty. @default 'addressStatus' */
  status?: string | null | undefined;
  /** The proxy's signature of the confirmed address, for `verifyAddress`; empty otherwise. @default 'addressToken' */
  token?: string | null | undefined;
  /** The country (`NL`, `BE`, `DE`), which `verifyAddress` checks against the token's. @default 'country' */
  country?: string | null | undefined;
  /** The second address line of an address outside the service's countries. @default 'addressLine2' */
  addressLine2?: string | null | undefined;
  /** The region (state, province) of an address outside the service's countries, as its code where there is a list. @default 'region' */
  region?: string | null | undefined;
  /** The shopper's DHL Postnummer, for a Packstation or Postfiliale. @default 'postNumber' */
  postNumber?: string | null | undefined;
  /** Where a German address with `germanPickup` is delivered: `address`, `packstation` or `postfiliale`. @default 'deliveryTo' */
  deliveryTo?: string | null | undefined;
}

/**
 * Form field names of the keys a component posts (its `names` prop): a given name, `null` to post nothing, or the
 * default when left out or `undefined`, e.g. `{ postcode: 'zip', status: null }`.
 */
export type PostedNames<K extends PostedKey = PostedKey> = Pick<EveryPostedName, K>;

export function postedNames<K extends PostedKey>(
  keys: readonly K[],
  given: PostedNames<K> | undefined,
): Record<K, string | null> {
  const names = {} as Record<K, string | null>;
  for (const key of keys) {
    const name = given?.[key];
    names[key] = name === undefined ? POSTED_NAMES[key] : name;
  }
  return names;
}

export const TOKEN_JOINER = '~';

/** The token a Belgian or German address posts: its street's and house number's, joined, or `''` unless both were signed. */
export const chainedToken = (street: string | undefined, house: string | undefined): string =>
  street && house ? `${street}${TOKEN_JOINER}${house}` : '';
