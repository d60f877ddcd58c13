import { describe, expect, it } from 'vitest';
import { deliveryToHolds, readPickupCheck, type PickupTexts } from '../../src/resolve/pickup-check.ts';

const texts = (fields: Partial<PickupTexts>): PickupTexts => ({
  street: '',
  houseNumber: '',
  addition: '',
  postcode: '53113',
  city: 'Bonn',
  postNumber: '',
  deliveryTo: '',
  ...fields,
});

describe('deliveryToHolds', () => {
  it('takes none or address anywhere, and a pickup in Germany only', () => {
    for (const country of ['DE', 'NL', 'BE']) {
      expect(deliveryToHolds(country, '')).toBe(true);
      expect(deliveryToHolds(country, 'address')).toBe(true);
    }
    expect(deliveryToHolds('DE', 'packstation')).toBe(true);
    expect(deliveryToHolds('DE', 'postfiliale')).toBe(true);
    expect(deliveryToHolds('NL', 'packstation')).toBe(false);
    expect(deliveryToHolds('BE', 'postfiliale')).toBe(false);
  });

  it('refuses any other value, also one in capitals (it is given in lower case)', () => {
    for (const deliveryTo of ['pickup', 'Packstation', 'parcelshop', ' address'])
      expect(deliveryToHolds('DE', deliveryTo)).toBe(false);
  });
});

describe('readPickupCheck', () => {
  it('reads a pickup from the street line, or from street and house number', () => {
    const pickup = {
      country: 'DE',
      postcode: '53113',
      city: 'Bonn',
      pickup: { kind: 'packstation', number: 123, postNumber: '12345678' },
    };
    expect(readPickupCheck(texts({ street: 'Packstation 123', postNumber: '12345678' }))).toEqual(pickup);
    expect(readPickupCheck(texts({ street: 'Packstation', houseNumber: '123', postNumber: '12345678' }))).toEqual(
      pickup,
    );
    expect(
      readPickupCheck(texts({ street: 'Packstation 123', postNumber: '12345678', deliveryTo: 'packstation' })),
    ).toEqual(pickup);
  });

  it('reads a Postfiliale without a Postnummer, leaving it out', () => {
    expect(readPickupCheck(texts({ street: 'Postfiliale', houseNumber: '456' }))).toEqual({
      country: 'DE',
      postcode: '53113',
      city: 'Bonn',
      pickup: { kind: 'postfiliale', number: 456 },
    });
  });

  it('is no pickup for a street, or when deliveryTo says address', () => {
    expect(readPickupCheck(texts({ street: 'Severinstr.', houseNumber: '205' }))).toBeNull();
    expect(
      readPickupCheck(texts({ street: 'Packstation 123', postNumber: '12345678', deliveryTo: 'address' })),
    ).toBeNull();
  });

  it.each<[string, Partial<PickupTexts>]>([
    ['a pickup deliveryTo without a pickup line', { street: 'Severinstr. 205', deliveryTo: 'packstation' }],
    [
      'a deliveryTo of the other kind',
      { street: 'Packstation 123', postNumber: '12345678', deliveryTo: 'postfiliale' },
    ],
    ['a Packstation without a Postnummer', { street: 'Packstation 123' }],
    ['a Postnummer of five digits', { street: 'Postfiliale 456', postNumber: '12345' }],
    ['a Postnummer of eleven digits', { street: 'Packstation 123', postNumber: '12345678901' }],
    ['a Packstation under 100', { street: 'Packstation 99', postNumber: '12345678' }],
    ['a Postfiliale under 401', { street: 'Postfiliale 400' }],
    ['a station over 999', { street: 'Packstation 1000', postNumber: '12345678' }],
    ['an addition beside the station', { street: 'Packstation 123', addition: 'A', postNumber: '12345678' }],
    ['no postcode', { street: 'Packstation 123', postNumber: '12345678', postcode: '' }],
    ['a postcode of four digits', { street: 'Packstation 123', postNumber: '12345678', postcode: '5311' }],
  ])('cannot be asked about with %s', (_name, fields) => {
    expect(readPickupCheck(texts(fields))).toBeUndefined();
  });

  it('takes the edges of each range', () => {
    expect(readPickupCheck(texts({ street: 'Packstation 100', postNumber: '123456' }))).toMatchObject({
      pickup: { number: 100 },
    });
    expect(readPickupCheck(texts({ street: 'Postfiliale 401' }))).toMatchObject({ pickup: { number: 401 } });
    expect(readPickupCheck(texts({ street: 'Packstation 999', postNumber: '1234567890' }))).toMatchObject({
      pickup: { number: 999 },
    });
  });
});
