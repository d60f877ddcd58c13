import { describe, expect, it } from 'vitest';
import type { DutchAddress } from '../../src/api/types.ts';
import { agreesWithPostcode } from '../../src/resolve/dutch-agreement.ts';

const address: DutchAddress = {
  street: 'Burgemeester van Karnebeeklaan',
  streetNen: 'Burg van Karnebeekln',
  houseNumber: 30,
  houseNumberAddition: null,
  postcode: '2585 BB',
  city: "'s-Gravenhage",
  cityShort: 'Den Haag',
  municipality: "'s-Gravenhage",
  municipalityShort: 'Den Haag',
  province: 'Zuid-Holland',
  rdX: null,
  rdY: null,
  latitude: null,
  longitude: null,
  bagNumberDesignationId: null,
  bagAddressableObjectId: null,
  addressType: 'building',
  purposes: null,
  surfaceArea: null,
  houseNumberAdditions: [''],
};

describe('agreesWithPostcode', () => {
  it.each([
    ['the names as the service writes them', "'s-Gravenhage", 'Burgemeester van Karnebeeklaan'],
    ['case, accents, spacing and typographic apostrophes aside', '’S-GRAVENHAGE', '  burgemeester  van karnebeeklaan '],
    ['the short forms', 'den haag', 'Burg van Karnebeekln'],
    ['an abbreviation written with a dot', 'Den Haag', 'Burgemeester van Karn.'],
    ['nothing given', '', ''],
  ])('agrees with %s', (_name, city, street) => {
    expect(agreesWithPostcode(address, { city, street })).toBe(true);
  });

  it.each([
    ['another city', 'Amsterdam', 'Burgemeester van Karnebeeklaan'],
    ['another street', 'Den Haag', 'Damrak'],
    ['a start of the street without a dot', 'Den Haag', 'Burgemeester'],
    ['an abbreviation of fewer than three letters', 'Den Haag', 'Bu.'],
    ['an abbreviation of another street', 'Den Haag', 'Julianastr.'],
  ])('refuses %s', (_name, city, street) => {
    expect(agreesWithPostcode(address, { city, street })).toBe(false);
  });

  it('reads a short form the service leaves out or empty as no name', () => {
    const { cityShort: _left, ...withoutCityShort } = address;
    const bare: DutchAddress = { ...withoutCityShort, streetNen: '', municipalityShort: '' };
    expect(agreesWithPostcode(bare, { city: 'Den Haag', street: 'Burgemeester van Karnebeeklaan' })).toBe(false);
    expect(agreesWithPostcode(bare, { city: "'s-gravenhage", street: 'Burgemeester van Karnebeeklaan' })).toBe(true);
  });
});
