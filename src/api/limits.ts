export const MIN_HOUSE_NUMBER = 1;
export const MAX_HOUSE_NUMBER = 99999;
export const MAX_ADDITION_LENGTH = 6;
/** Longest city or street name (characters, not UTF-16 units). */
export const MAX_NAME_LENGTH = 80;
/** Longest typed Belgian house number: number, bis, a box prefix and a box number, with spaces. */
export const MAX_BELGIAN_HOUSE_NUMBER_LENGTH = 60;
/** Longest typed German house number: number, a separator and an addition, with spaces. */
export const MAX_GERMAN_HOUSE_NUMBER_LENGTH = 16;

/** The service's limits on request parameters, from its specification. */
export const ADDRESS_LIMITS = {
  minHouseNumber: MIN_HOUSE_NUMBER,
  maxHouseNumber: MAX_HOUSE_NUMBER,
  maxAdditionLength: MAX_ADDITION_LENGTH,
  maxNameLength: MAX_NAME_LENGTH,
  maxBelgianHouseNumberLength: MAX_BELGIAN_HOUSE_NUMBER_LENGTH,
  maxGermanHouseNumberLength: MAX_GERMAN_HOUSE_NUMBER_LENGTH,
} as const;
