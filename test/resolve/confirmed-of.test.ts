import { describe, expect, it } from 'vitest';
import type {
  BelgianHouseNumberSuggestion,
  BelgianStreet,
  DutchAddress,
  GermanHouseNumberSuggestion,
  GermanStreet,
} from '../../src/api/types.ts';
import { chosenConfirmed, dutchConfirmed, streetCity } from '../../src/resolve/confirmed-of.ts';

const julianastraat: DutchAddress = {
  street: 'Julianastraat',
  houseNumber: 30,
  houseNumberAddition: '2',
  postcode: '2012 ES',
  city: 'Haarlem',
  municipality: 'Haarlem',
  province: 'Noord-Holland',
  rdX: null,
  rdY: null,
  latitude: null,
  longitude: null,
  bagNumberDesignationId: null,
  bagAddressableObjectId: null,
  addressType: 'building',
  purposes: null,
  surfaceArea: null,
  houseNumberAdditions: ['', '2'],
};
const postbus: DutchAddress = {
  ...julianastraat,
  street: 'Postbus',
  houseNumber: 0,
  houseNumberAddition: null,
  addressType: 'PO box',
  houseNumberAdditions: [],
};
const europalaan: BelgianStreet = {
  streetId: 5,
  streetName: 'Europalaan',
  postcode: 2610,
  municipalityName: 'Antwerpen',
  language: 'nl',
};
const severinstr: GermanStreet = { streetId: 7, streetName: 'Severinstr.', postcode: '50678', cityName: 'Köln' };

describe('dutchConfirmed', () => {
  it('hands over a found address with its addition, in the text and in the parts', () => {
    expect(dutchConfirmed(julianastraat)).toEqual({
      country: 'NL',
      postcode: '2012 ES',
      city: 'Haarlem',
      street: 'Julianastraat',
      houseNumber: '30',
      houseNumberAddition: '2',
      houseNumberParts: { number: 30, addition: '2' },
      status: 'validated',
    });
  });

  it('gives an address without an addition an empty one, and no addition in its parts', () => {
    expect(dutchConfirmed({ ...julianastraat, houseNumberAddition: null })).toMatchObject({
      houseNumber: '30',
      houseNumberAddition: '',
      houseNumberParts: { number: 30 },
    });
    expect(dutchConfirmed({ ...julianastraat, houseNumberAddition: null }).houseNumberParts).not.toHaveProperty(
      'addition',
    );
  });

  it("numbers a PO box by the number asked for, not the service's 0, and only a PO box", () => {
    expect(dutchConfirmed(postbus, 1234)).toMatchObject({ houseNumber: '1234', houseNumberParts: { number: 1234 } });
    expect(dutchConfirmed(postbus)).toMatchObject({ houseNumber: '0' });
    expect(dutchConfirmed(julianastraat, 1234)).toMatchObject({
      houseNumber: '30',
      houseNumberParts: { number: 30, addition: '2' },
    });
  });
});

describe('chosenConfirmed', () => {
  it("hands over a Belgian street and house number with the municipality as city and the house number's postcode", () => {
    const house: BelgianHouseNumberSuggestion = {
      houseNumber: '36 bus 1',
      number: 36,
      bisNumber: null,
      boxNumber: '1',
      postcode: 2610,
      status: 'validated',
    };
    expect(chosenConfirmed('BE', europalaan, house)).toEqual({
      country: 'BE',
      postcode: '2610',
      city: 'Antwerpen',
      street: 'Europalaan',
      houseNumber: '36 bus 1',
      houseNumberParts: { number: 36, box: '1' },
      status: 'validated',
    });
  });

  it('hands over a German one with its city, and the country asked about whatever the shape', () => {
    const house: GermanHouseNumberSuggestion = {
      houseNumber: '205A',
      number: 205,
      addition: 'A',
      postcode: '50678',
      status: 'validated',
    };
    expect(chosenConfirmed('DE', severinstr, house)).toEqual({
      country: 'DE',
      postcode: '50678',
      city: 'Köln',
      street: 'Severinstr.',
      houseNumber: '205A',
      houseNumberParts: { number: 205, addition: 'A' },
      status: 'validated',
    });
    expect(chosenConfirmed('BE', severinstr, house).country).toBe('BE');
    expect(streetCity(severinstr)).toBe('Köln');
    expect(streetCity(europalaan)).toBe('Antwerpen');
  });
});
