import { describe, expect, it } from 'vitest';
import { DHL_STATION_NUMBERS, isDhlStationNumber } from '../../src/address/dhl-station.ts';

describe('DHL station numbers', () => {
  it('takes a Packstation’s number from 100 to 999, DHL’s lockerID', () => {
    expect(DHL_STATION_NUMBERS.packstation).toEqual({ min: 100, max: 999 });
    expect([99, 100, 123, 999, 1000].map((n) => isDhlStationNumber('packstation', n))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
  });

  it('takes a Postfiliale’s number from 401 to 999, DHL’s retailID', () => {
    expect(DHL_STATION_NUMBERS.postfiliale).toEqual({ min: 401, max: 999 });
    expect([123, 400, 401, 456, 999, 1000].map((n) => isDhlStationNumber('postfiliale', n))).toEqual([
      false,
      false,
      true,
      true,
      true,
      false,
    ]);
  });

  it('refuses what is not a whole number', () => {
    expect(isDhlStationNumber('packstation', 123.5)).toBe(false);
    expect(isDhlStationNumber('packstation', Number.NaN)).toBe(false);
    expect(isDhlStationNumber('packstation', Number.POSITIVE_INFINITY)).toBe(false);
  });
});
