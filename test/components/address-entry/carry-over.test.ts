import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AddressEntryValue } from '../../../src/components/address-entry/address-entry-props.ts';
import { carryOver, sameTexts } from '../../../src/components/address-entry/carry-over.ts';

const value = (texts: Partial<AddressEntryValue>): AddressEntryValue => ({
  country: 'NL',
  postcode: '',
  city: '',
  street: '',
  houseNumber: '',
  houseNumberAddition: '',
  status: '',
  ...texts,
});

describe('carryOver', () => {
  it('leaves a value as it is when the country does not change', () => {
    const given = value({ postcode: '2012 ES', houseNumber: '30', status: 'validated' });
    expect(carryOver(given, 'NL')).toBe(given);
  });

  it('keeps a postcode only in the new country’s form, the town only with it, and the street as typed', () => {
    expect(carryOver(value({ postcode: '2012 ES', city: 'Haarlem', street: 'Julianastraat' }), 'BE')).toMatchObject({
      country: 'BE',
      postcode: '',
      city: '',
      street: 'Julianastraat',
    });
    // France to Belgium: `Paris` does not land in the Belgian "Postcode or town".
    expect(carryOver(value({ country: 'FR', postcode: '75002', city: 'Paris' }), 'BE')).toMatchObject({
      postcode: '',
      city: '',
    });
    expect(carryOver(value({ country: 'BE', postcode: ' 2610 ' }), 'DE').postcode).toBe('');
    expect(carryOver(value({ country: 'DE', postcode: '12345' }), 'BE').postcode).toBe('');
    expect(carryOver(value({ country: 'DE', postcode: '1234', city: 'Ort' }), 'BE')).toMatchObject({
      postcode: '1234',
      city: 'Ort',
    });
    expect(carryOver(value({ country: 'BE', postcode: '2610' }), 'NL').postcode).toBe('');
    expect(carryOver(value({ country: 'FR', postcode: '7514 bp' }), 'NL').postcode).toBe('7514 bp');
    // A browser's fill wrote the town for the new country: it goes as it is.
    expect(carryOver(value({ country: 'NL', city: 'Antwerpen' }), 'BE', true).city).toBe('Antwerpen');
  });

  it('leaves the postcode and town to the format of a country outside the service, which says whether they fit', () => {
    const dutch = value({ postcode: ' 2012 ES ', city: 'Haarlem', street: 'Julianastraat', houseNumber: '30' });
    expect(carryOver(dutch, 'FR')).toMatchObject({ postcode: '', city: '' });
    // A browser's fill wrote the town for the new country: it goes as it is.
    expect(carryOver(value({ country: 'DE', postcode: '50667', city: 'Köln' }), 'FR', true).city).toBe('Köln');
  });

  it('joins the Dutch addition into a Belgian or German number, and splits it out again on the way to the Netherlands', () => {
    expect(carryOver(value({ houseNumber: '30', houseNumberAddition: ' A ' }), 'DE')).toMatchObject({
      houseNumber: '30 A',
      houseNumberAddition: '',
    });
    expect(carryOver(value({ houseNumber: '30', houseNumberAddition: '' }), 'BE')).toMatchObject({
      houseNumber: '30',
      houseNumberAddition: '',
    });
    expect(carryOver(value({ country: 'BE', houseNumber: '36 bus 1' }), 'NL')).toMatchObject({
      houseNumber: '36',
      houseNumberAddition: 'bus 1',
    });
    expect(carryOver(value({ country: 'DE', houseNumber: '36-2' }), 'NL')).toMatchObject({
      houseNumber: '36',
      houseNumberAddition: '2',
    });
    // Without digits to start with, the number stays as it is.
    expect(carryOver(value({ country: 'BE', houseNumber: 'z/n' }), 'NL')).toMatchObject({
      houseNumber: 'z/n',
      houseNumberAddition: '',
    });
  });

  it('makes the first address line of a country outside the service from street, number and addition, and takes it apart on the way back', () => {
    const abroad = carryOver(
      value({ street: ' Julianastraat ', houseNumber: '30', houseNumberAddition: 'A', postcode: '2012 ES' }),
      'FR',
    );
    expect(abroad).toMatchObject({
      country: 'FR',
      street: 'Julianastraat 30 A',
      houseNumber: '',
      houseNumberAddition: '',
      addressLine2: '',
      region: '',
    });
    expect(
      carryOver(value({ country: 'FR', street: 'Europalaan 36 bus 1', addressLine2: 'Flat 2', region: 'X' }), 'BE'),
    ).toEqual(value({ country: 'BE', street: 'Europalaan', houseNumber: '36 bus 1' }));
    expect(carryOver(value({ country: 'FR', street: 'Julianastraat 30-2' }), 'NL')).toMatchObject({
      street: 'Julianastraat',
      houseNumber: '30',
      houseNumberAddition: '2',
    });
  });

  it('puts a house number without its street in no address line (the Dutch postcode lookup has no street)', () => {
    expect(carryOver(value({ postcode: '2012 ES', houseNumber: '30', houseNumberAddition: 'A' }), 'FR')).toMatchObject({
      street: '',
      houseNumber: '',
      houseNumberAddition: '',
    });
    expect(carryOver(value({ country: 'DE', street: ' ', houseNumber: '36-2' }), 'GB').street).toBe('');
  });

  it('carries the second line between countries outside the service, but not the region, which is its own country’s', () => {
    expect(
      carryOver(value({ country: 'US', street: '1 Main St', addressLine2: 'Apt 4', region: 'CA' }), 'GB'),
    ).toMatchObject({
      street: '1 Main St',
      addressLine2: 'Apt 4',
      region: '',
    });
  });

  it('carries no DHL station or Postnummer out of Germany', () => {
    const pickup = value({
      country: 'DE',
      street: 'Packstation',
      houseNumber: '123',
      postcode: '10117',
      deliveryTo: 'packstation',
      postNumber: '12345678',
    });
    const carried = carryOver(pickup, 'BE');
    expect(carried).toMatchObject({ street: '', houseNumber: '' });
    expect(carried).not.toHaveProperty('deliveryTo');
    expect(carried).not.toHaveProperty('postNumber');
    // A street address keeps its street, though `deliveryTo` goes.
    expect(
      carryOver(value({ country: 'DE', street: 'Hauptstr.', houseNumber: '5', deliveryTo: 'address' }), 'NL'),
    ).toMatchObject({ street: 'Hauptstr.', houseNumber: '5' });
  });

  it('leaves the status empty in the new country, whatever the old one said', () => {
    const countries = fc.constantFrom('NL', 'BE', 'DE', 'FR', 'US');
    fc.assert(
      fc.property(
        countries,
        countries,
        fc.constantFrom('validated', 'unknown', 'unverified', ''),
        (from, to, status: AddressEntryValue['status']) => {
          fc.pre(from !== to);
          const carried = carryOver(value({ country: from, status, postcode: '1234', street: 'A 1' }), to);
          expect(carried.status).toBe('');
          expect(carried.country).toBe(to);
        },
      ),
    );
  });
});

describe('sameTexts', () => {
  it('sees the same texts in two values that differ in status only, or in a text left out against an empty one', () => {
    expect(sameTexts(value({ status: 'validated' }), value({}))).toBe(true);
    expect(sameTexts(value({ addressLine2: '' }), value({}))).toBe(true);
  });

  it('tells any changed text apart', () => {
    const keys = [
      'country',
      'postcode',
      'city',
      'street',
      'houseNumber',
      'houseNumberAddition',
      'addressLine2',
      'region',
      'postNumber',
    ] as const;
    fc.assert(
      fc.property(fc.constantFrom(...keys), fc.string({ minLength: 1 }), (key, text) => {
        const base = value({});
        fc.pre(base[key] !== text);
        expect(sameTexts(base, { ...base, [key]: text })).toBe(false);
        expect(sameTexts({ ...base, [key]: text }, base)).toBe(false);
      }),
    );
  });
});
