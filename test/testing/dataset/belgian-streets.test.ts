import { describe, expect, it } from 'vitest';
import { APARTMENT_BLOCK_STREET_ID, belgianStreets } from '../../../src/testing/dataset/belgian-streets.ts';

describe('the Belgian streets of the reference dataset', () => {
  it('name by APARTMENT_BLOCK_STREET_ID the street whose number 100 has the boxes 1 to 1000', () => {
    const blocks = belgianStreets.filter((s) => s.streetId === APARTMENT_BLOCK_STREET_ID);
    expect(blocks).toHaveLength(1);
    const boxes = blocks[0]?.houseNumbers.filter((h) => h.number === 100).map((h) => h.boxNumber);
    expect(boxes).toEqual(Array.from({ length: 1000 }, (_, i) => String(i + 1)));
  });

  it('give every street an id of its own, as the house-number autocomplete finds a street by it', () => {
    const ids = belgianStreets.map((s) => s.streetId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('list no house number twice in a street', () => {
    for (const street of belgianStreets) {
      const written = street.houseNumbers.map(
        (h) => `${String(h.number)}|${String(h.bisNumber)}|${String(h.boxNumber)}`,
      );
      expect(new Set(written).size, street.street).toBe(written.length);
    }
  });
});
