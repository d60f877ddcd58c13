import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GermanPostalArea } from '../../../src/api/types.ts';
import { DELIVERY_TO, postNumberProblem, stationNumberProblem } from '../../../src/address/dhl-pickup.ts';
import { pickupAddress } from '../../../src/components/address-fields/pickup-address.ts';

const mitte: GermanPostalArea = { cityId: 1, cityName: 'Berlin', postcode: '10117', matchedName: 'Mitte' };

describe('DELIVERY_TO', () => {
  it('offers an address first, then a Packstation and a post office', () => {
    expect(DELIVERY_TO).toEqual(['address', 'packstation', 'postfiliale']);
  });
});

describe('stationNumberProblem', () => {
  it('asks for a number when none is typed', () => {
    expect(stationNumberProblem('packstation', '  ')).toBe('required');
  });

  it('takes a Packstation from 100 to 999 and a post office from 401 to 999, spaces around aside', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1200 }), (number) => {
        expect(stationNumberProblem('packstation', ` ${number} `)).toBe(
          number >= 100 && number <= 999 ? null : 'invalid',
        );
        expect(stationNumberProblem('postfiliale', String(number))).toBe(
          number >= 401 && number <= 999 ? null : 'invalid',
        );
      }),
    );
  });

  it('refuses a text that is not digits', () => {
    expect(stationNumberProblem('packstation', '12a')).toBe('invalid');
    expect(stationNumberProblem('packstation', '1 23')).toBe('invalid');
  });
});

describe('postNumberProblem', () => {
  it('requires a Postnummer at a Packstation, not at a post office', () => {
    expect(postNumberProblem('packstation', '')).toBe('required');
    expect(postNumberProblem('postfiliale', ' ')).toBeNull();
  });

  it('takes 6 to 10 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,12}$/u), (digits) => {
        expect(postNumberProblem('packstation', digits)).toBe(
          digits.length >= 6 && digits.length <= 10 ? null : 'invalid',
        );
      }),
    );
    expect(postNumberProblem('postfiliale', '12345x78')).toBe('invalid');
  });
});

describe('pickupAddress', () => {
  it('writes a pickup in DHL’s layout with the postal area’s postcode and city, and the Postnummer trimmed', () => {
    expect(
      pickupAddress(
        'packstation',
        { ...mitte, addressToken: 'area-token' },
        { number: ' 123 ', postNumber: ' 12345678 ' },
      ),
    ).toEqual({
      country: 'DE',
      postcode: '10117',
      city: 'Berlin',
      street: 'Packstation',
      houseNumber: '123',
      houseNumberParts: { number: 123 },
      status: 'validated',
      cityId: 1,
      pickup: { kind: 'packstation', number: 123, postNumber: '12345678' },
      addressToken: 'area-token',
    });
  });

  it('leaves out a Postnummer not given at a post office', () => {
    expect(pickupAddress('postfiliale', mitte, { number: '401', postNumber: '' })).toMatchObject({
      street: 'Postfiliale',
      houseNumber: '401',
      pickup: { kind: 'postfiliale', number: 401 },
    });
    expect(pickupAddress('postfiliale', mitte, { number: '401', postNumber: '' })?.pickup).not.toHaveProperty(
      'postNumber',
    );
  });

  it('makes no pickup without a postal area, for a town as a whole, or with a field wrong', () => {
    const texts = { number: '123', postNumber: '12345678' };
    expect(pickupAddress('packstation', null, texts)).toBeNull();
    expect(pickupAddress('packstation', { ...mitte, postcode: null }, texts)).toBeNull();
    expect(pickupAddress('packstation', mitte, { ...texts, number: '99' })).toBeNull();
    expect(pickupAddress('packstation', mitte, { ...texts, postNumber: '' })).toBeNull();
    expect(pickupAddress('postfiliale', mitte, { ...texts, number: '400' })).toBeNull();
  });
});
