import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBelgianHouseNumber } from '../../src/address/belgian-house-number.ts';
import type { ServiceCountry, HouseNumberParts } from '../../src/address/confirmed-address.ts';
import { formatAddress, type FormattableAddress } from '../../src/address/format-address.ts';
import { parseGermanHouseNumber } from '../../src/address/german-house-number.ts';

const dutch: FormattableAddress = {
  country: 'NL',
  postcode: '2012ES',
  city: 'Haarlem',
  street: 'Julianastraat',
  houseNumberParts: { number: 30 },
};
const belgian: FormattableAddress = {
  country: 'BE',
  postcode: '2610',
  city: 'Antwerpen',
  street: 'Europalaan',
  houseNumberParts: { number: 36, box: '1' },
};
const german: FormattableAddress = {
  country: 'DE',
  postcode: '01217',
  city: 'Dresden',
  street: 'Eugen-Bracht-Str.',
  houseNumberParts: { number: 36, addition: '2' },
};

describe('formatAddress: the lines of a label as each post asks', () => {
  it('writes a Dutch address as PostNL’s addressing tips show it: one space in the postcode, two before the town in capitals', () => {
    expect(formatAddress(dutch)).toBe('Julianastraat 30\n2012 ES  HAARLEM');
    expect(formatAddress({ ...dutch, postcode: '2012 es', houseNumberParts: { number: 30, addition: 'A' } })).toBe(
      'Julianastraat 30 A\n2012 ES  HAARLEM',
    );
    expect(formatAddress({ ...dutch, city: "'s-Gravenhage", postcode: '2511CV' })).toBe(
      "Julianastraat 30\n2511 CV  'S-GRAVENHAGE",
    );
    expect(formatAddress({ ...dutch, houseNumberParts: { number: 30, addition: '' } })).toBe(
      'Julianastraat 30\n2012 ES  HAARLEM',
    );
  });

  it('writes bpost’s own examples as bpost shows them: the box after bte or bus, the postcode before the municipality', () => {
    // bpost, "How to compose an address": "Rue Courtejoie 17 bte 1", "5590 Ciney"; "Zennestraat 32 bus 20".
    expect(
      formatAddress(
        {
          country: 'BE',
          postcode: '5590',
          city: 'Ciney',
          street: 'Rue Courtejoie',
          houseNumberParts: { number: 17, box: '1' },
        },
        { language: 'fr' },
      ),
    ).toBe('Rue Courtejoie 17 bte 1\n5590 Ciney');
    expect(
      formatAddress({
        country: 'BE',
        postcode: '1000',
        city: 'Brussel',
        street: 'Zennestraat',
        houseNumberParts: { number: 32, box: '20' },
      }),
    ).toBe('Zennestraat 32 bus 20\n1000 Brussel');
    expect(formatAddress(belgian)).toBe('Europalaan 36 bus 1\n2610 Antwerpen');
    expect(formatAddress({ ...belgian, houseNumberParts: { number: 1, bis: '30' } })).toBe(
      'Europalaan 1/30\n2610 Antwerpen',
    );
    expect(formatAddress({ ...belgian, houseNumberParts: { number: 2, bis: 'BIS', box: 'A0402' } })).toBe(
      'Europalaan 2BIS bus A0402\n2610 Antwerpen',
    );
  });

  it('writes a German address as Deutsche Post asks: street and number with its addition, then postcode and town, no blank line', () => {
    expect(formatAddress(german)).toBe('Eugen-Bracht-Str. 36-2\n01217 Dresden');
    expect(formatAddress({ ...german, houseNumberParts: { number: 1, addition: 'A' } })).toBe(
      'Eugen-Bracht-Str. 1A\n01217 Dresden',
    );
    expect(formatAddress({ ...german, houseNumberParts: { number: 205 } })).toBe(
      'Eugen-Bracht-Str. 205\n01217 Dresden',
    );
  });

  it('adds the country in capitals as the last line only when sent from another country', () => {
    expect(formatAddress(dutch, { from: 'DE' })).toBe('Julianastraat 30\n2012 ES  HAARLEM\nNETHERLANDS');
    expect(formatAddress(belgian, { from: 'nl' })).toBe('Europalaan 36 bus 1\n2610 Antwerpen\nBELGIUM');
    expect(formatAddress(german, { from: 'FR' })).toBe('Eugen-Bracht-Str. 36-2\n01217 Dresden\nGERMANY');
    expect(formatAddress(german, { from: 'DE' })).toBe('Eugen-Bracht-Str. 36-2\n01217 Dresden');
  });

  it('gives one line for an order list, the town as the address has it', () => {
    expect(formatAddress(dutch, { style: 'line' })).toBe('Julianastraat 30, 2012 ES Haarlem');
    expect(formatAddress(belgian, { style: 'line', from: 'DE' })).toBe('Europalaan 36 bus 1, 2610 Antwerpen, Belgium');
  });
});

describe('formatAddress: the parts and the lines agree', () => {
  const word = fc.stringMatching(/^[A-Z]{1,3}$/u);
  // A Belgian bis number is never a box word: "1BUS" is a box prefix without its box.
  const bisWord = word.filter((w) => !['BUS', 'BTE', 'BOX'].includes(w));
  const digits = fc.stringMatching(/^[1-9]\d{0,2}$/u);
  const parts: Record<ServiceCountry, fc.Arbitrary<HouseNumberParts>> = {
    NL: fc.record(
      { number: fc.integer({ min: 1, max: 99999 }), addition: fc.oneof(word, digits) },
      { requiredKeys: ['number'] },
    ),
    BE: fc.record(
      {
        number: fc.integer({ min: 1, max: 99999 }),
        bis: fc.oneof(bisWord, digits),
        box: fc.stringMatching(/^[A-Z0-9]{1,6}$/u),
      },
      { requiredKeys: ['number'] },
    ),
    DE: fc.record(
      { number: fc.integer({ min: 1, max: 99999 }), addition: fc.oneof(word, digits) },
      { requiredKeys: ['number'] },
    ),
  };
  const address = fc.constantFrom<ServiceCountry>('NL', 'BE', 'DE').chain((country) =>
    fc.record({
      country: fc.constant(country),
      houseNumberParts: parts[country],
      street: fc.constantFrom('Julianastraat', 'Rue de la Senne', 'Eugen-Bracht-Str.', 'Straße des 17. Juni'),
    }),
  );

  it('reads each part back from the street line, and gives two lines at home, three from abroad', () => {
    fc.assert(
      fc.property(address, fc.constantFrom('NL', 'BE', 'DE', 'FR'), (a, from) => {
        const full: FormattableAddress = {
          ...a,
          postcode: a.country === 'NL' ? '2012ES' : a.country === 'BE' ? '2610' : '01217',
          city: 'Stad',
        };
        const lines = formatAddress(full, { from }).split('\n');
        expect(lines).toHaveLength(from === a.country ? 2 : 3);
        const [streetLine = ''] = lines;
        expect(streetLine.startsWith(`${a.street} `)).toBe(true);
        const number = streetLine.slice(a.street.length + 1);
        const { number: n, addition, bis, box } = a.houseNumberParts;
        if (a.country === 'BE')
          expect(parseBelgianHouseNumber(number)).toEqual({
            number: n,
            bisNumber: bis ?? null,
            boxNumber: box ?? null,
          });
        else if (a.country === 'DE')
          expect(parseGermanHouseNumber(number)).toEqual({ number: n, addition: addition ?? null });
        else expect(number).toBe(addition === undefined ? String(n) : `${n} ${addition}`);
      }),
      { numRuns: 500 },
    );
  });

  it('reads back a Belgian bis of letters that starts like a box word (seed -1897694867)', () => {
    const line = formatAddress({
      country: 'BE',
      postcode: '2610',
      city: 'Stad',
      street: 'Julianastraat',
      houseNumberParts: { number: 1, bis: 'BO' },
    });
    expect(line).toBe('Julianastraat 1BO\n2610 Stad');
    expect(parseBelgianHouseNumber('1BO')).toEqual({ number: 1, bisNumber: 'BO', boxNumber: null });
  });
});
