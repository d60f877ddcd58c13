/** The two kinds of DHL pickup in Germany: a Packstation (a parcel locker) or a Postfiliale (a post office or DHL outlet). */
export type DhlPickupKind = 'packstation' | 'postfiliale';

/** The station numbers, inclusive, DHL's Parcel DE Shipping API (v2.1) takes: `lockerID` and `retailID`. */
export const DHL_STATION_NUMBERS: Readonly<Record<DhlPickupKind, { readonly min: number; readonly max: number }>> = {
  packstation: { min: 100, max: 999 },
  postfiliale: { min: 401, max: 999 },
};

/** The word DHL's label and the shop modules write before a station's number (`Packstation 123`, `Postfiliale 456`). */
export const DHL_STATION_WORDS: Readonly<Record<DhlPickupKind, string>> = {
  packstation: 'Packstation',
  postfiliale: 'Postfiliale',
};

/**
 * Whether a number is a station number of that kind: a whole number in {@link DHL_STATION_NUMBERS}' range.
 * @example
 * ```ts
 * isDhlStationNumber('postfiliale', 123); // false: a Postfiliale's number is 401 to 999
 * ```
 */
export function isDhlStationNumber(kind: DhlPickupKind, number: number): boolean {
  const { min, max } = DHL_STATION_NUMBERS[kind];
  return Number.isInteger(number) && number >= min && number <= max;
}
