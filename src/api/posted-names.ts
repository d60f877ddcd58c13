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
  status: 'addressStatus',
  token: 'addressToken',
} as const;

export type PostedKey = keyof typeof POSTED_NAMES;

/**
 * The form field names of a component's posted keys: the caller's where given, else the default. `null` (where a
 * component allows it) posts nothing under that key; an `undefined` entry takes the default, like a missing one.
 */
export function postedNames<K extends PostedKey, N extends string | null>(
  keys: readonly K[],
  given: Partial<Record<K, N | undefined>> | undefined,
): Record<K, N | (typeof POSTED_NAMES)[K]> {
  const names = {} as Record<K, N | (typeof POSTED_NAMES)[K]>;
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
  street === undefined || house === undefined || street === '' || house === '' ? '' : `${street}${TOKEN_JOINER}${house}`;
