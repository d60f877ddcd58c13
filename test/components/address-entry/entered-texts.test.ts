import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countryFormat, type CountryFormat } from '../../../src/address/country-formats/country-format.ts';
import { FORMATS } from '../../../src/address/country-formats/formats-data.ts';
import { postcodeFits } from '../../../src/address/entered-address.ts';
import { isServiceCountry } from '../../../src/address/service-country.ts';
import { isServicePostcode } from '../../../src/api/service-postcode.ts';
import type { AddressEntryValue } from '../../../src/components/address-entry/address-entry-props.ts';
import { carryOver } from '../../../src/components/address-entry/carry-over.ts';
import { enteredTexts } from '../../../src/components/address-entry/entered-texts.ts';

const format = (country: string): CountryFormat => {
  const read = countryFormat(FORMATS, country);
  if (read === undefined) throw new Error(`no format for ${country}`);
  return read;
};
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
/** What the fields of a country outside the service show after a switch to it. */
/** What the fields of a country outside the service show after a switch to it (`AddressEntry` carries the place). */
const shownAfter = (given: AddressEntryValue, to: string, fill = false) =>
  enteredTexts({ value: carryOver(given, to, fill), carried: { ...given, country: to } }, format(to));

describe('enteredTexts', () => {
  it('shows a region of the country’s list by its code, whichever name the value holds', () => {
    expect(enteredTexts({ value: value({ country: 'JP', region: 'Tokyo' }) }, format('JP')).region).toBe('東京都');
    expect(enteredTexts({ value: value({ country: 'US', region: 'california' }) }, format('US')).region).toBe('CA');
    expect(enteredTexts({ value: value({ country: 'IE', region: 'Co. Cork' }) }, format('IE')).region).toBe('Co. Cork');
  });

  it('shows a carried postcode and its town only where the postcode has the country’s form (issue 62)', () => {
    const dutch = value({ postcode: '2012 ES', houseNumber: '30', city: 'Haarlem' });
    // The switch: no `2012 ES` in the French postal code, no lone `30` in the address line.
    expect(shownAfter(dutch, 'FR')).toEqual({ street: '', addressLine2: '', postcode: '', city: '', region: '' });
    const belgian = value({
      country: 'BE',
      postcode: '2610',
      city: 'Wilrijk',
      street: 'Europalaan',
      houseNumber: '12',
    });
    expect(shownAfter(belgian, 'AT')).toMatchObject({ street: 'Europalaan 12', postcode: '2610', city: 'Wilrijk' });
    expect(shownAfter(belgian, 'FR')).toMatchObject({ street: 'Europalaan 12', postcode: '', city: '' });
    // Switzerland takes a postcode typed with its prefix; a country without postcodes takes none.
    expect(shownAfter(value({ country: 'FR', postcode: 'CH-8001' }), 'CH').postcode).toBe('CH-8001');
    expect(shownAfter(value({ country: 'FR', postcode: '75002', city: 'Paris' }), 'AE')).toMatchObject({
      postcode: '',
      city: '',
    });
    // A fill's town, written for the new country, is in the value already; a fill's postcode still has to fit.
    expect(shownAfter(value({ country: 'DE', postcode: '50667', city: 'Köln' }), 'FR', true)).toMatchObject({
      postcode: '50667',
      city: 'Köln',
    });
    expect(shownAfter(value({ postcode: '', city: 'Antwerpen' }), 'FR', true)).toMatchObject({
      postcode: '',
      city: 'Antwerpen',
    });
    // A postcode the value holds already (typed in this country) wins over a carried one.
    expect(
      enteredTexts(
        {
          value: value({ country: 'FR', postcode: '75001' }),
          carried: { country: 'FR', postcode: '75002', city: 'Paris' },
        },
        format('FR'),
      ).postcode,
    ).toBe('75001');
  });
});

describe('a country switch carries only what fits (property, every pair of countries)', () => {
  const all = Object.keys(FORMATS).filter((code) => code !== 'ZZ');
  const country = fc.constantFrom(...all);
  // Postcodes of every country's form, so that some fit the next country, and text that fits none.
  const examples = all.flatMap((code) => format(code).postcodeExample ?? []);
  const postcode = fc.oneof(
    fc.constantFrom(...examples, '2012 ES', '2610', '10117', 'CH-8001'),
    fc.string({ maxLength: 8 }),
  );
  const word = fc.constantFrom(
    '',
    ' ',
    'Julianastraat',
    'Paris',
    '12 rue de la Paix',
    '東京都',
    'Apt 4',
    'CA',
    '30',
    '30 A',
  );
  const given = fc.record({
    country,
    postcode,
    city: word,
    street: word,
    houseNumber: fc.constantFrom('', '30', '36 bus 1', '36-2'),
    houseNumberAddition: fc.constantFrom('', 'A'),
    addressLine2: word,
    region: word,
    status: fc.constant('' as const),
  });

  it('puts a postcode only in the new country’s form, its town only with it, and no house number without its street', () => {
    fc.assert(
      fc.property(given, country, (from, to) => {
        fc.pre(from.country !== to);
        if (isServiceCountry(to)) {
          const carried = carryOver(from, to);
          expect(carried.postcode === '' || isServicePostcode(to, carried.postcode)).toBe(true);
          if (carried.city !== '') expect(carried.postcode).not.toBe('');
          return;
        }
        const shown = shownAfter(from, to);
        const rules = format(to);
        if (shown.postcode !== '') {
          expect(rules.postcodePattern).toBeDefined();
          expect(postcodeFits(shown.postcode, rules)).toBe(true);
        }
        if (shown.city !== '') expect(shown.postcode).not.toBe('');
        if (from.street.trim() === '') expect(shown.street.trim()).toBe('');
        expect(shown.region).toBe('');
        // Nothing that fits is lost: a postcode of the new country's form comes along, with its town.
        if (rules.postcodePattern !== undefined && from.postcode.trim() !== '' && postcodeFits(from.postcode, rules))
          expect(shown).toMatchObject({ postcode: from.postcode.trim(), city: from.city });
      }),
      { numRuns: 3000 },
    );
  });
});
