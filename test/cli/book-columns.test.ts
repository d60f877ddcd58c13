import { describe, expect, it } from 'vitest';
import { countryOf, findColumns } from '../../src/cli/book-columns.ts';
import { headerDelimiter } from '../../src/cli/csv-dialect.ts';

describe('the columns of a book', () => {
  it('finds each field by its usual names, without case, diacritics or separators', () => {
    expect(findColumns(['Country', 'Postcode', 'City', 'Street', 'House number', 'House number addition'])).toEqual({
      country: 0,
      postcode: 1,
      city: 2,
      street: 3,
      houseNumber: 4,
      houseNumberAddition: 5,
    });
    expect(findColumns(['ZIP', 'town', 'Address Line 1', 'Nr.', 'suffix', 'land'])).toEqual({
      postcode: 0,
      city: 1,
      street: 2,
      houseNumber: 3,
      houseNumberAddition: 4,
      country: 5,
    });
    expect(findColumns(['postal_code', 'PLACE', 'address', 'NUMBER', 'Box'])).toEqual({
      postcode: 0,
      city: 1,
      street: 2,
      houseNumber: 3,
      houseNumberAddition: 4,
    });
    expect(findColumns(['PLZ', 'Ort', 'Straße', 'Hausnummer', 'Zusatz'])).toEqual({
      postcode: 0,
      city: 1,
      street: 2,
      houseNumber: 3,
      houseNumberAddition: 4,
    });
    expect(findColumns(['Woonplaats', 'Straat', 'Huisnummer', 'Toevoeging', 'postal-code'])).toEqual({
      city: 0,
      street: 1,
      houseNumber: 2,
      houseNumberAddition: 3,
      postcode: 4,
    });
  });

  it('finds a DHL Postnummer column by the names that mean it, and the additional address line', () => {
    for (const name of ['postNumber', 'Postnummer', 'PostNr', 'Post-Nr.', 'DHL Postnummer', 'post number', 'POST_NR']) {
      expect(findColumns(['PLZ', 'Straße', name])).toEqual({ postcode: 0, street: 1, postNumber: 2 });
    }
    // Any shop's customer number is not DHL's.
    expect(findColumns(['PLZ', 'Straße', 'Kundennummer'])).toEqual({ postcode: 0, street: 1 });
    expect(findColumns(['Zip', 'Address line 1', 'Address line 2'])).toEqual({
      postcode: 0,
      street: 1,
      addressLine2: 2,
    });
    expect(findColumns(['PLZ', 'Straße', 'Adresszusatz', 'deliveryTo'])).toEqual({
      postcode: 0,
      street: 1,
      addressLine2: 2,
      deliveryTo: 3,
    });
    expect(findColumns(['PLZ', 'Straße', 'DHL'], { postNumber: 'dhl' })).toEqual({
      postcode: 0,
      street: 1,
      postNumber: 2,
    });
  });

  it('prefers the likelier name, and reads a column for one field only', () => {
    // `Street` before `Address`, wherever each stands; `Box` is the addition, not taken twice.
    expect(findColumns(['Address', 'Street', 'Box', 'Zip'])).toMatchObject({
      street: 1,
      houseNumberAddition: 2,
      postcode: 3,
    });
    // A column named for one field is not found again for another.
    expect(findColumns(['Address', 'Street'], { street: 'Address' })).toEqual({ street: 0 });
  });

  it('takes the names given, exactly or without case and separators, and tells a name the book lacks', () => {
    expect(findColumns(['Klant', 'Adres regel', 'Pc'], { street: 'Adres regel', postcode: 'PC' })).toEqual({
      street: 1,
      postcode: 2,
    });
    expect(() => findColumns(['country', 'zip'], { city: 'Stad' })).toThrow(
      'The book has no column "Stad" (for city); its columns are: "country", "zip".',
    );
    expect(() => findColumns(['name', 'email'])).toThrow(/Found no address columns/u);
  });

  it('reads a country as its code, or by its name in the languages of the three countries', () => {
    expect(
      [
        'NL',
        'nl',
        'Nederland',
        'the Netherlands',
        'Belgique',
        'België',
        'BELGIUM',
        'Deutschland',
        'germany',
        'DEU',
      ].map(countryOf),
    ).toEqual(['NL', 'nl', 'NL', 'NL', 'BE', 'BE', 'BE', 'DE', 'DE', 'DE']);
    expect(countryOf('France')).toBe('France'); // The check refuses it: invalid-input.
  });

  it('tells the delimiter from the header line', () => {
    expect(headerDelimiter('country,postcode,city')).toBe(',');
    expect(headerDelimiter('land;postcode;"plaats, gemeente"')).toBe(';');
    expect(headerDelimiter('country\tpostcode\tcity')).toBe('\t');
    expect(headerDelimiter('"a;b;c",d')).toBe(',');
    expect(headerDelimiter('address')).toBe(',');
  });
});
