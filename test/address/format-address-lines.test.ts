import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HouseNumberParts } from '../../src/address/confirmed-address.ts';
import { FORMATS } from '../../src/address/country-formats/formats-data.ts';
import { formatAddress, type FormattableAddress } from '../../src/address/format-address.ts';
import { labelText } from '../../src/address/label-text.ts';

const dutch = {
  country: 'NL',
  postcode: '2012ES',
  city: 'Haarlem',
  street: 'Julianastraat',
  houseNumberParts: { number: 30 },
} as const;
const packstation = {
  country: 'DE',
  postcode: '53113',
  city: 'Bonn',
  pickup: { kind: 'packstation', number: 123, postNumber: '12345678' },
} as const;
const american = {
  country: 'US',
  street: '1600 Amphitheatre Pkwy',
  addressLine2: 'Bldg 40',
  city: 'Mountain View',
  region: 'CA',
  postcode: '94043',
};

/** A control character (C0, DEL, C1), a bidi control or a line or paragraph separator: none may reach a line. */
const UNSAFE = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\u2028\u2029]/u;

describe('formatAddress: a label keeps its lines whatever a field holds', () => {
  it('writes a line break inside a field as a space, in every branch (the issue’s street prints two lines, not four)', () => {
    expect(formatAddress({ ...dutch, street: 'Postbus 1\nAttn: Refunds\nJulianastraat' })).toBe(
      'Postbus 1 Attn: Refunds Julianastraat 30\n2012 ES  HAARLEM',
    );
    expect(
      formatAddress({ ...dutch, city: 'Haar\r\nlem', houseNumberParts: { number: 30, addition: 'A\u2028B' } }),
    ).toBe('Julianastraat 30 A B\n2012 ES  HAAR LEM');
    expect(
      formatAddress({
        country: 'BE',
        postcode: '2610',
        city: 'Antwerpen',
        street: 'Europalaan\u0085x',
        houseNumberParts: { number: 36, box: '1\n2' },
      }),
    ).toBe('Europalaan x 36 bus 1 2\n2610 Antwerpen');
    expect(
      formatAddress({
        country: 'DE',
        postcode: '01217\n',
        city: 'Dresden\u2029Mitte',
        street: 'Eugen-Bracht-Str.',
        houseNumberParts: { number: 36, addition: '\v2' },
      }),
    ).toBe('Eugen-Bracht-Str. 36-2\n01217 Dresden Mitte');
    expect(
      formatAddress({ ...packstation, pickup: { ...packstation.pickup, postNumber: '1234\n5678' }, city: 'Bo\fnn' }),
    ).toBe('1234 5678\nPackstation 123\n53113 Bo nn');
    expect(
      formatAddress({
        ...american,
        street: '1600\u001CAmphitheatre\u001D\u001EPkwy',
        addressLine2: 'Bldg\r40',
        region: 'C\nA',
      }),
    ).toBe('1600 Amphitheatre Pkwy\nBldg 40\nMOUNTAIN VIEW, C A 94043');
    expect(formatAddress({ ...american, street: 'A\nB' }, { style: 'line', from: 'NL' })).toBe(
      'A B, Bldg 40, Mountain View, CA 94043, United States',
    );
  });

  it('removes NUL, ESC, DEL, the other C0 and C1 controls and the bidi controls', () => {
    expect(formatAddress({ ...dutch, street: 'Julia\u0000nastraat', city: '\u001B[2JHaarlem\u007F\u009B' })).toBe(
      'Julianastraat 30\n2012 ES  [2JHAARLEM',
    );
    // An override would show the packer `Julianastraat` reversed, or another order of the words than the one printed.
    expect(formatAddress({ ...dutch, street: '\u202Eartsanailuj\u202C', city: '\u2067Haarlem\u2069\u200F' })).toBe(
      'artsanailuj 30\n2012 ES  HAARLEM',
    );
    expect(
      formatAddress({ ...american, street: '\u200E1600\u061C Amphitheatre \u202APkwy\u202B\u202D\u2066\u2068' }),
    ).toBe('1600 Amphitheatre Pkwy\nBldg 40\nMOUNTAIN VIEW, CA 94043');
  });

  it('leaves out a field that held nothing but controls and spaces, as an empty one', () => {
    expect(formatAddress({ ...american, addressLine2: '\n\u202E\u0000 ' })).toBe(
      '1600 Amphitheatre Pkwy\nMOUNTAIN VIEW, CA 94043',
    );
    expect(formatAddress({ ...packstation, pickup: { ...packstation.pickup, postNumber: '\r\n' } })).toBe(
      'Packstation 123\n53113 Bonn',
    );
    expect(formatAddress({ ...dutch, houseNumberParts: { number: 30, addition: '\u2028' } })).toBe(
      'Julianastraat 30\n2012 ES  HAARLEM',
    );
    expect(
      formatAddress({
        country: 'BE',
        postcode: '2610',
        city: 'Antwerpen',
        street: 'Europalaan',
        houseNumberParts: { number: 36, box: '\u0000' },
      }),
    ).toBe('Europalaan 36\n2610 Antwerpen');
  });
});

describe('formatAddress: no field adds, splits or reorders a label’s lines (property)', () => {
  // Text with every kind of character a field may hold by mistake or on purpose: line breaks, controls, bidi
  // controls, white space, letters of other scripts (a Japanese one picks Japan's own template), and plain text.
  const hostile = fc.constantFrom(
    '\n',
    '\r',
    '\r\n',
    '\v',
    '\f',
    '\u001C',
    '\u001D',
    '\u001E',
    '\u001F',
    '\u0085',
    '\u2028',
    '\u2029',
    '\t',
    ' ',
    '\u00A0',
    '\u3000',
    '\u0000',
    '\u001B',
    '\u007F',
    '\u009B',
    '\u0080',
    '\u061C',
    '\u200E',
    '\u200F',
    '\u202A',
    '\u202B',
    '\u202C',
    '\u202D',
    '\u202E',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
    ',',
    '-',
    'ß',
    'é',
    '東',
    'ж',
    'a',
    'B',
    '1',
  );
  const junk = fc
    .array(fc.oneof(hostile, fc.string({ maxLength: 3 })), { maxLength: 8 })
    .map((parts) => parts.join(''));
  // A field that may be found again on the label: a tag of its own, `Q` and a digit, amid junk that holds no `Q` (nor
  // does a country's name end in one, or a template's text hold one followed by a digit).
  const noQ = junk.map((text) => text.replace(/q/giu, ''));
  const field = (tag: string): fc.Arbitrary<string> =>
    fc.oneof(
      noQ,
      fc.tuple(noQ, noQ).map(([before, after]) => `${before}Q${tag}${after}`),
    );

  const twoLetters = fc.stringMatching(/^[A-Za-z]{2}$/u);
  const metadataCountry = fc.constantFrom(...Object.keys(FORMATS).filter((code) => code !== 'ZZ'));
  const enteredCountry = fc.oneof(metadataCountry, fc.constantFrom('XX', 'ZZ', 'EU', 'us', 'jp'), twoLetters);
  const entered = fc.record({
    country: enteredCountry,
    street: field('1'),
    addressLine2: field('2'),
    postcode: field('3'),
    city: field('4'),
    region: field('5'),
  });
  const parts: fc.Arbitrary<HouseNumberParts> = fc.record(
    { number: fc.integer({ min: 1, max: 99999 }), addition: field('6'), bis: field('7'), box: field('8') },
    { requiredKeys: ['number'] },
  );
  const withParts = fc.record({
    country: fc.constantFrom('NL', 'BE', 'DE', 'nl', 'be', 'de'),
    street: field('1'),
    postcode: field('3'),
    city: field('4'),
    houseNumberParts: parts,
  });
  const pickup = fc.record({
    country: fc.constant('DE'),
    postcode: field('3'),
    city: field('4'),
    pickup: fc.record(
      {
        kind: fc.constantFrom('packstation', 'postfiliale'),
        number: fc.integer({ min: 100, max: 999 }),
        postNumber: field('9'),
      },
      { requiredKeys: ['kind', 'number'] },
    ),
  });
  const address = fc.oneof(entered, withParts, pickup) as fc.Arbitrary<FormattableAddress>;

  /** The same address with every text sanitized. */
  const sanitized = (a: FormattableAddress): FormattableAddress =>
    JSON.parse(JSON.stringify(a), (key, value: unknown) =>
      typeof value === 'string' && key !== 'country' && key !== 'kind' ? labelText(value) : value,
    ) as FormattableAddress;

  /** The fields' texts of an address, by path, and whether the label writes each. */
  function fieldTexts(a: FormattableAddress): { text: string; placed: boolean }[] {
    const texts: { text: string; placed: boolean }[] = [];
    const add = (value: string | undefined, placed: boolean): void => {
      if (value !== undefined) texts.push({ text: value, placed });
    };
    if ('pickup' in a) {
      add(a.pickup.postNumber, true);
      add(a.postcode, true);
      add(a.city, true);
    } else if ('houseNumberParts' in a) {
      const { addition, bis, box } = a.houseNumberParts;
      const belgian = a.country.toUpperCase() === 'BE';
      for (const value of [a.street, a.postcode, a.city]) add(value, true);
      // Belgium writes a bis number and a box, the Netherlands and Germany an addition.
      add(addition, !belgian);
      add(bis, belgian);
      add(box, belgian);
    } else {
      // Every field given, in every country's layout (issue 62): one without a place goes on the line nearest its kind.
      for (const value of [a.street, a.addressLine2, a.postcode, a.city, a.region]) add(value, true);
    }
    return texts;
  }

  /** Text compared as a label may write it: in capitals, without white space or hyphens (`2012es` → `2012 ES`, `ch 8001` → `CH-8001`). */
  const loose = (text: string): string => text.toUpperCase().replace(/[\s-]/gu, '');

  it('gives as many lines as the sanitized address, none with a control character, each tagged field within exactly one line', () => {
    fc.assert(
      fc.property(
        address,
        fc.constantFrom(undefined, 'NL', 'de', 'XX'),
        fc.constantFrom<'label' | 'line'>('label', 'line'),
        (a, from, style) => {
          const options = { style, ...(from === undefined ? {} : { from }) };
          const written = formatAddress(a, options);
          const lines = written.split('\n');
          expect(lines.length).toBe(formatAddress(sanitized(a), options).split('\n').length);
          if (style === 'line') expect(lines).toHaveLength(1);
          for (const line of lines) {
            expect(line).not.toMatch(UNSAFE);
            expect(line).toBe(line.trim());
          }
          if (style === 'label') {
            for (const { text, placed } of fieldTexts(a)) {
              const clean = labelText(text);
              if (!clean.includes('Q')) continue;
              const holding = lines.filter((line) => loose(line).includes(loose(clean))).length;
              expect(holding, JSON.stringify({ text, clean, written })).toBe(placed ? 1 : 0);
            }
          }
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('sanitizes to text with no control, no bidi control, no line break, no white space run, nothing to trim; twice as once', () => {
    fc.assert(
      fc.property(fc.oneof(junk, fc.string({ unit: 'binary' })), (text) => {
        const clean = labelText(text);
        expect(clean).not.toMatch(UNSAFE);
        expect(clean).not.toMatch(/\s\s|^\s|\s$|[^\S ]/u);
        expect(labelText(clean)).toBe(clean);
      }),
      { numRuns: 2000 },
    );
  });
});
