import { describe, expect, it } from 'vitest';
import { formatAddress } from '../../../src/address.ts';
import { countryFormat, type CountryFormat } from '../../../src/address/country-formats/country-format.ts';
import { labelLines, type EnteredFieldTexts } from '../../../src/address/country-formats/format-label.ts';
import { FORMATS } from '../../../src/address/country-formats/formats-data.ts';

const format = (country: string): CountryFormat => {
  const read = countryFormat(FORMATS, country);
  if (read === undefined) throw new Error(`no format for ${country}`);
  return read;
};
const texts = (given: Partial<EnteredFieldTexts>): EnteredFieldTexts => ({
  street: '',
  addressLine2: '',
  postcode: '',
  city: '',
  region: '',
  ...given,
});
const label = (country: string, given: Partial<EnteredFieldTexts>): string =>
  labelLines(texts(given), format(country)).join('\n');

describe('labelLines: a postal label in the country’s own format', () => {
  // Each as the country's post writes it, in the form Google's metadata gives: the town in capitals where `upper`
  // says so, the postcode's prefix where the template writes one, the region by the text its labels write.
  it.each([
    // La Poste: postcode and town on the last line, the town in capitals.
    ['FR', { street: '12 rue de la Paix', postcode: '75002', city: 'Paris' }, '12 rue de la Paix\n75002 PARIS'],
    // POST Luxembourg: the `L-` prefix before the postcode.
    [
      'LU',
      { street: '2, rue Notre-Dame', postcode: '2240', city: 'Luxembourg' },
      '2, rue Notre-Dame\nL-2240 LUXEMBOURG',
    ],
    ['AT', { street: 'Stephansplatz 1', postcode: '1010', city: 'Wien' }, 'Stephansplatz 1\n1010 WIEN'],
    // Swiss Post: the town as written (the metadata's `upper` is empty); `CH-` typed with the postcode is written once.
    ['CH', { street: 'Bahnhofstrasse 1', postcode: 'CH-8001', city: 'Zürich' }, 'Bahnhofstrasse 1\nCH-8001 Zürich'],
    // Royal Mail: the post town in capitals, the postcode on a line of its own.
    [
      'GB',
      { street: '10 Downing Street', postcode: 'sw1a 2aa', city: 'London' },
      '10 Downing Street\nLONDON\nSW1A 2AA',
    ],
    // An Post: town, county and Eircode each on a line of their own, the Eircode last; a Dublin district needs no county.
    [
      'IE',
      { street: 'Main Street', city: 'Bantry', region: 'Co. Cork', postcode: 'P75 XY12' },
      'Main Street\nBANTRY\nCo. Cork\nP75 XY12',
    ],
    [
      'IE',
      { street: 'O’Connell Street Lower', city: 'Dublin 1', postcode: 'D01 F5P2' },
      'O’Connell Street Lower\nDUBLIN 1\nD01 F5P2',
    ],
    // USPS: city, state abbreviation and ZIP code on the last line.
    [
      'US',
      {
        street: '1600 Amphitheatre Pkwy',
        addressLine2: 'Bldg 40',
        city: 'Mountain View',
        region: 'CA',
        postcode: '94043',
      },
      '1600 Amphitheatre Pkwy\nBldg 40\nMOUNTAIN VIEW, CA 94043',
    ],
    // Canada Post: every line in capitals, the province's abbreviation.
    [
      'CA',
      { street: '111 Wellington St', addressLine2: 'Suite 200', city: 'Ottawa', region: 'ON', postcode: 'k1a 0a9' },
      '111 WELLINGTON ST\nSUITE 200\nOTTAWA ON K1A 0A9',
    ],
    // Japan Post in latin letters: the prefecture after the address, in capitals; the postcode last.
    [
      'JP',
      { street: '1-2-3 Shibuya, Shibuya-ku', region: 'Tokyo', postcode: '150-0002' },
      '1-2-3 Shibuya, Shibuya-ku, TOKYO\n150-0002',
    ],
    // …and in Japanese: 〒 and the postcode first, then the prefecture, then the rest.
    [
      'JP',
      { street: '渋谷区渋谷1-2-3', region: '東京都', postcode: '150-0002' },
      '〒150-0002\n東京都\n渋谷区渋谷1-2-3',
    ],
    // Correios: city and state's abbreviation joined by a hyphen, the CEP on the last line.
    [
      'BR',
      {
        street: 'Av. Paulista, 1578',
        addressLine2: 'Bela Vista',
        city: 'São Paulo',
        region: 'SP',
        postcode: '01310-200',
      },
      'Av. Paulista, 1578\nBela Vista\nSÃO PAULO-SP\n01310-200',
    ],
    ['AU', { street: '1 Martin Pl', city: 'Sydney', region: 'NSW', postcode: '2000' }, '1 Martin Pl\nSYDNEY NSW 2000'],
    ['IT', { street: 'Via Roma 1', city: 'Milano', region: 'MI', postcode: '20121' }, 'Via Roma 1\n20121 MILANO MI'],
  ] as const)('%s', (country, given, expected) => {
    expect(label(country, given)).toBe(expected);
  });

  it('leaves out an empty field with the text that leads to it: no dangling comma, no lone prefix, no empty line', () => {
    expect(label('US', { street: '1600 Amphitheatre Pkwy', city: 'Mountain View', postcode: '94043' })).toBe(
      '1600 Amphitheatre Pkwy\nMOUNTAIN VIEW 94043',
    );
    expect(label('US', { street: '1600 Amphitheatre Pkwy', region: 'CA', postcode: '94043' })).toBe(
      '1600 Amphitheatre Pkwy\nCA 94043',
    );
    expect(label('US', { street: '1600 Amphitheatre Pkwy', city: 'Mountain View', region: 'CA' })).toBe(
      '1600 Amphitheatre Pkwy\nMOUNTAIN VIEW, CA',
    );
    expect(label('CH', { street: 'Bahnhofstrasse 1', city: 'Zürich' })).toBe('Bahnhofstrasse 1\nZürich');
    expect(label('CH', { street: 'Bahnhofstrasse 1', postcode: '8001' })).toBe('Bahnhofstrasse 1\nCH-8001');
    expect(label('JP', { street: '1-2-3 Shibuya', postcode: '150-0002' })).toBe('1-2-3 Shibuya\n150-0002');
    expect(label('JP', { region: 'Tokyo', postcode: '150-0002' })).toBe('TOKYO\n150-0002');
    expect(label('BR', { street: 'Av. Paulista, 1578', region: 'SP', postcode: '01310-200' })).toBe(
      'Av. Paulista, 1578\nSP\n01310-200',
    );
    expect(label('GB', { street: '10 Downing Street', postcode: 'SW1A 2AA' })).toBe('10 Downing Street\nSW1A 2AA');
    // Puerto Rico's `PR` belongs to the ZIP code.
    expect(label('PR', { street: '1 Calle Fortaleza', city: 'San Juan' })).toBe('1 CALLE FORTALEZA\nSAN JUAN');
    expect(label('PR', { street: '1 Calle Fortaleza', postcode: '00901' })).toBe('1 CALLE FORTALEZA\nPR 00901');
    expect(labelLines(texts({}), format('FR'))).toEqual([]);
  });

  it('writes the texts trimmed, spaces folded, and a prefix typed with a postcode once', () => {
    expect(
      label('FR', { street: '  12   rue de la Paix ', addressLine2: '   ', postcode: ' 75002 ', city: ' Paris ' }),
    ).toBe('12 rue de la Paix\n75002 PARIS');
    expect(label('LU', { street: '2, rue Notre-Dame', postcode: 'l-2240', city: 'Luxembourg' })).toBe(
      '2, rue Notre-Dame\nL-2240 LUXEMBOURG',
    );
    expect(label('CH', { street: 'Bahnhofstrasse 1', postcode: 'ch 8001', city: 'Zürich' })).toBe(
      'Bahnhofstrasse 1\nCH-8001 Zürich',
    );
    // A text that only starts like the prefix is kept whole.
    expect(label('FO', { street: 'Vaglið 2', postcode: '100', city: 'Tórshavn' })).toBe('Vaglið 2\nFO100 TÓRSHAVN');
  });

  it('writes every country’s label from its template: no placeholder left, each text once', () => {
    const given = texts({ street: 'Street 1', addressLine2: 'Floor 2', postcode: '', city: 'Town', region: 'Region' });
    for (const country of Object.keys(FORMATS)) {
      const read = format(country);
      const lines = labelLines({ ...given, postcode: read.postcodeExample ?? '12345' }, read);
      const text = lines.join('\n');
      expect(text, country).not.toMatch(/%|^[\s,-]|[\s,-]$/mu);
      expect(
        lines.every((line) => line !== ''),
        country,
      ).toBe(true);
      // The address lines each on a line of their own: what stands before `%A` on its line goes before the first
      // (Guinea's postcode), what follows it after the second (Japan's prefecture).
      const first = lines.findIndex((line) => /STREET 1$/iu.test(line));
      expect(lines[first + 1], country).toMatch(/^FLOOR 2\b/iu);
      for (const field of read.lines.flat()) {
        const value = field === 'postcode' ? (read.postcodeExample ?? '') : given[field];
        expect(text.toUpperCase(), `${country} ${field}`).toContain(value.toUpperCase());
      }
    }
  });
});

describe('formatAddress: the label of an address outside the service, the country last when sent from abroad', () => {
  it.each([
    ['FR', { street: '12 rue de la Paix', postcode: '75002', city: 'Paris' }, '12 rue de la Paix\n75002 PARIS\nFRANCE'],
    [
      'CH',
      { street: 'Bahnhofstrasse 1', postcode: '8001', city: 'Zürich' },
      'Bahnhofstrasse 1\nCH-8001 Zürich\nSWITZERLAND',
    ],
    [
      'IE',
      { street: 'Main Street', city: 'Bantry', region: 'Co. Cork', postcode: 'P75 XY12' },
      'Main Street\nBANTRY\nCo. Cork\nP75 XY12\nIRELAND',
    ],
    [
      'US',
      { street: '1600 Amphitheatre Pkwy', city: 'Mountain View', region: 'CA', postcode: '94043' },
      '1600 Amphitheatre Pkwy\nMOUNTAIN VIEW, CA 94043\nUNITED STATES',
    ],
    [
      'JP',
      { street: '1-2-3 Shibuya, Shibuya-ku', region: 'Tokyo', postcode: '150-0002' },
      '1-2-3 Shibuya, Shibuya-ku, TOKYO\n150-0002\nJAPAN',
    ],
  ] as const)('%s', (country, given, expected) => {
    expect(formatAddress({ country, ...texts(given) }, { from: 'NL' })).toBe(expected);
    // At home, no country line.
    expect(formatAddress({ country, ...texts(given) })).toBe(expected.split('\n').slice(0, -1).join('\n'));
  });

  it('writes one line as typed, without capitals', () => {
    expect(
      formatAddress(
        { country: 'FR', ...texts({ street: '12 rue de la Paix', postcode: '75002', city: 'Paris' }) },
        { style: 'line', from: 'BE' },
      ),
    ).toBe('12 rue de la Paix, 75002 Paris, France');
  });
});
