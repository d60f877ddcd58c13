/** The service's limits on request parameters, from its specification. */
export const ADDRESS_LIMITS = {
  /** Lowest house number `matchExact` accepts. */
  minHouseNumber: 1,
  /** Highest house number of every operation. */
  maxHouseNumber: 99999,
  /** Longest Dutch house-number addition. */
  maxAdditionLength: 6,
  /** Longest city or street name (characters, not UTF-16 units). */
  maxNameLength: 80,
  /** Longest typed Belgian house number: number, bis, a box prefix and a box number, with spaces. */
  maxBelgianHouseNumberLength: 60,
  /** Longest typed German house number: number, a separator and an addition, with spaces. */
  maxGermanHouseNumberLength: 16,
} as const;
