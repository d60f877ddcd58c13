import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AddressFormatError, formatAddress, type FormattableEnteredAddress } from '../../src/address.ts';
import { FORMATS } from '../../src/address/country-formats/formats-data.ts';

const entered = (country: string): FormattableEnteredAddress => ({
  country,
  street: '1 Main Street',
  addressLine2: 'Flat 2',
  postcode: '12345',
  city: 'Springfield',
  region: 'North',
});

/** The error `formatAddress` throws for these arguments; fails the test when it throws none. */
function thrown(...args: Parameters<typeof formatAddress>): unknown {
  try {
    formatAddress(...args);
  } catch (error) {
    return error;
  }
  throw new Error(`no error for ${JSON.stringify(args)}`);
}

describe('formatAddress: a country that is not two letters is the package’s own error, naming the value', () => {
  it.each(['USA', '1', '🇺🇸', '', ' ', 'N L', 'NL1', 'Ü S'])(
    'refuses the country %j, with `from` and without',
    (country) => {
      for (const options of [{ from: 'NL' }, {}]) {
        const error = thrown(entered(country), options);
        expect(error).toBeInstanceOf(AddressFormatError);
        expect(error).toBeInstanceOf(Error);
        expect(error).toMatchObject({ name: 'AddressFormatError', kind: 'country', value: country });
        expect((error as Error).message).toContain(JSON.stringify(country));
      }
    },
  );

  it('refuses a `from` that is not two letters, naming it; a verified Dutch address too', () => {
    const dutch = {
      country: 'NL',
      postcode: '2012ES',
      city: 'Haarlem',
      street: 'Julianastraat',
      houseNumberParts: { number: 30 },
    } as const;
    for (const from of ['USA', '1', '🇺🇸', '']) {
      const error = thrown(dutch, { from });
      expect(error).toBeInstanceOf(AddressFormatError);
      expect(error).toMatchObject({ name: 'AddressFormatError', kind: 'from', value: from });
      expect((error as Error).message).toContain(JSON.stringify(from));
    }
    expect(thrown({ ...dutch, country: 'NLD' as 'NL' })).toMatchObject({ kind: 'country', value: 'NLD' });
  });

  it('names a long value cut short and a value that is no string by its type', () => {
    const error = thrown(entered('X'.repeat(5000)));
    expect((error as Error).message.length).toBeLessThan(200);
    expect((error as AddressFormatError).value).toBe('X'.repeat(5000));
    expect(thrown(entered(undefined as unknown as string))).toMatchObject({
      kind: 'country',
      value: undefined,
      message: expect.stringContaining('undefined') as unknown,
    });
  });

  it('refuses any text that is not two ASCII letters once trimmed, and takes any that is (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 4 }), (country) => {
        if (/^[A-Za-z]{2}$/u.test(country.trim()))
          expect(() => formatAddress(entered(country), { from: 'NL' })).not.toThrow();
        else expect(thrown(entered(country), { from: 'NL' })).toMatchObject({ kind: 'country', value: country });
      }),
      { numRuns: 2000 },
    );
  });
});

describe('formatAddress: a country in lower case is the country in upper case', () => {
  it('writes `us` as the United States, with its name as the country line', () => {
    expect(formatAddress({ ...entered('us'), region: 'CA' }, { from: 'NL' })).toBe(
      '1 Main Street\nFlat 2\nSPRINGFIELD, CA 12345\nUNITED STATES',
    );
    expect(formatAddress({ ...entered('us'), region: 'CA' }, { from: 'NL' })).toBe(
      formatAddress({ ...entered('US'), region: 'CA' }, { from: 'NL' }),
    );
    expect(formatAddress({ ...entered(' us '), region: 'CA' }, { from: 'us' })).toBe(
      '1 Main Street\nFlat 2\nSPRINGFIELD, CA 12345',
    );
  });

  it('writes `nl`, `be` and `de` with their house numbers as the Netherlands, Belgium and Germany', () => {
    const dutch = {
      country: 'nl' as 'NL',
      postcode: '2012ES',
      city: 'Haarlem',
      street: 'Julianastraat',
      houseNumberParts: { number: 30 },
    };
    expect(formatAddress(dutch, { from: 'de' })).toBe('Julianastraat 30\n2012 ES  HAARLEM\nNETHERLANDS');
    expect(
      formatAddress({ ...dutch, country: 'be' as 'BE', postcode: '2610', houseNumberParts: { number: 36, box: '1' } }),
    ).toBe('Julianastraat 36 bus 1\n2610 Haarlem');
    expect(
      formatAddress({
        ...dutch,
        country: 'de' as 'DE',
        postcode: '01217',
        houseNumberParts: { number: 36, addition: '2' },
      }),
    ).toBe('Julianastraat 36-2\n01217 Haarlem');
  });
});

describe('formatAddress: a two-letter code without a format keeps every field', () => {
  it.each([
    ['XX', 'XX'],
    ['ZZ', 'ZZ'],
    // Intl names the European Union; ZZ it calls "Unknown Region" and XA "Pseudo-Accents", which are no names for a label.
    ['EU', 'EUROPEAN UNION'],
    ['XA', 'XA'],
    ['xx', 'XX'],
  ])(
    '%s: street, second line, postcode and town, region, then the country line from abroad',
    (country, countryLine) => {
      expect(formatAddress(entered(country), { from: 'NL' })).toBe(
        `1 Main Street\nFlat 2\n12345 SPRINGFIELD\nNorth\n${countryLine}`,
      );
      expect(formatAddress(entered(country))).toBe('1 Main Street\nFlat 2\n12345 SPRINGFIELD\nNorth');
      expect(formatAddress(entered(country), { style: 'line' })).toBe(
        '1 Main Street, Flat 2, 12345 Springfield, North',
      );
      expect(formatAddress({ ...entered(country), addressLine2: '', postcode: '' })).toBe(
        '1 Main Street\nSPRINGFIELD\nNorth',
      );
    },
  );

  it('keeps every field of any two-letter code the metadata does not hold (property)', () => {
    const unknown = fc
      .stringMatching(/^[A-Za-z]{2}$/u)
      .filter((code) => code.toUpperCase() === 'ZZ' || !Object.hasOwn(FORMATS, code.toUpperCase()));
    fc.assert(
      fc.property(unknown, fc.constantFrom('NL', 'FR', undefined), (country, from) => {
        const lines = formatAddress(entered(country), from === undefined ? {} : { from }).split('\n');
        expect(lines.slice(0, 4)).toEqual(['1 Main Street', 'Flat 2', '12345 SPRINGFIELD', 'North']);
        expect(lines).toHaveLength(from === undefined ? 4 : 5);
        // The country's name in capitals where Intl has one; a code left to ISO 3166's users is its own name.
        if (from !== undefined)
          expect(lines[4]).toMatch(
            /^(?:AA|Q[M-Z]|X[A-Z]|ZZ)$/u.test(country.toUpperCase()) ? country.toUpperCase() : /^[^a-z]+$/u,
          );
      }),
    );
  });
});
