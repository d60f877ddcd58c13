import { describe, expect, it } from 'vitest';
import * as limits from '../../src/api/limits.ts';

describe('the limits of the service', () => {
  it("are the specification's", () => {
    expect(limits.ADDRESS_LIMITS).toEqual({
      minHouseNumber: 1,
      maxHouseNumber: 99999,
      maxAdditionLength: 6,
      maxNameLength: 80,
      maxBelgianHouseNumberLength: 60,
      maxGermanHouseNumberLength: 16,
    });
  });

  it('are each also their own constant, of the same value', () => {
    expect([
      limits.MIN_HOUSE_NUMBER,
      limits.MAX_HOUSE_NUMBER,
      limits.MAX_ADDITION_LENGTH,
      limits.MAX_NAME_LENGTH,
      limits.MAX_BELGIAN_HOUSE_NUMBER_LENGTH,
      limits.MAX_GERMAN_HOUSE_NUMBER_LENGTH,
    ]).toEqual(Object.values(limits.ADDRESS_LIMITS));
  });
});
