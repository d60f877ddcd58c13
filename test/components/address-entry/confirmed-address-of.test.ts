import { describe, expect, it } from 'vitest';
import type { AddressFieldsAddress } from '../../../src/components/address-fields/address-fields.tsx';
import { fieldsConfirmed } from '../../../src/components/address-entry/confirmed-address-of.ts';

describe('fieldsConfirmed', () => {
  it('hands a shop the address’s own texts, parts and status, and none of the service’s ids or token', () => {
    const belgian: AddressFieldsAddress = {
      country: 'BE',
      postcode: '2610',
      city: 'Antwerpen',
      street: 'Europalaan',
      houseNumber: '36 bus 1',
      houseNumberParts: { number: 36, box: '1' },
      status: 'validated',
      streetId: 1,
      municipalityNisCode: 11002,
      addressToken: 't',
    };
    expect(fieldsConfirmed(belgian)).toEqual({
      country: 'BE',
      postcode: '2610',
      city: 'Antwerpen',
      street: 'Europalaan',
      houseNumber: '36 bus 1',
      houseNumberParts: { number: 36, box: '1' },
      status: 'validated',
    });
  });

  it('keeps a DHL pickup with the address', () => {
    const pickup: AddressFieldsAddress = {
      country: 'DE',
      postcode: '10117',
      city: 'Berlin',
      street: 'Packstation',
      houseNumber: '123',
      houseNumberParts: { number: 123 },
      status: 'validated',
      cityId: 1,
      pickup: { kind: 'packstation', number: 123, postNumber: '12345678' },
    };
    expect(fieldsConfirmed(pickup)).toMatchObject({
      street: 'Packstation',
      pickup: { kind: 'packstation', number: 123, postNumber: '12345678' },
    });
    expect(fieldsConfirmed(pickup)).not.toHaveProperty('cityId');
  });
});
