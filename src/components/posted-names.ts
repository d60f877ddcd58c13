/** The keys every address component posts under, and the field name each posts as by default. */
export const POSTED_NAMES = {
  postcode: 'postcode',
  city: 'city',
  street: 'street',
  houseNumber: 'houseNumber',
  houseNumberAddition: 'houseNumberAddition',
  status: 'addressStatus',
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
