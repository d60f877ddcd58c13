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
    // Japan Post in latin letters: the city or ward, the prefecture in capitals and the postcode on the last line.
    [
      'JP',
      { street: '1-5-3 Yaesu', city: 'Chuo-ku', region: 'Tokyo', postcode: '100-8994' },
      '1-5-3 Yaesu\nChuo-ku, TOKYO 100-8994',
    ],
    // …and in Japanese: 〒 and the postcode first, then the prefecture and the city or ward, then the rest.
    [
      'JP',
      { street: '八重洲1-5-3', city: '中央区', region: '東京都', postcode: '100-8994' },
      '〒100-8994\n東京都中央区\n八重洲1-5-3',
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
    expect(label('JP', { region: 'Tokyo', postcode: '150-0002' })).toBe('TOKYO 150-0002');
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

describe('labelLines: no field given is left out (issue 62)', () => {
  it.each([
    // A region where the layout has none: a line of its own below the town's, above a postcode on its own line.
    [
      'FR',
      { street: '12 rue de la Paix', postcode: '75002', city: 'Paris', region: 'Île-de-France' },
      '12 rue de la Paix\n75002 PARIS\nÎle-de-France',
    ],
    [
      'GB',
      { street: '10 Downing Street', city: 'London', region: 'Greater London', postcode: 'SW1A 2AA' },
      '10 Downing Street\nLONDON\nGreater London\nSW1A 2AA',
    ],
    // A postcode where the layout has none: after the town, else after the region.
    [
      'TT',
      { street: "23 O'Connor Street", city: 'Port of Spain', postcode: '190130' },
      "23 O'Connor Street\nPORT OF SPAIN 190130",
    ],
    ['AE', { street: 'Street 4', region: 'Dubai', postcode: '47602' }, 'Street 4\nDubai 47602'],
    // A town where the layout has none: a line of its own above the region's and postcode's, the address lines aside.
    ['AE', { street: 'Street 4', city: 'Al Qusais', region: 'Dubai' }, 'Street 4\nAl Qusais\nDubai'],
    [
      'KY',
      { street: '12 Albert Panton Street', city: 'George Town', region: 'Grand Cayman', postcode: 'KY1-1103' },
      '12 Albert Panton Street\nGeorge Town\nGrand Cayman KY1-1103',
    ],
    [
      'SG',
      { street: '1 Jurong West Central 2', city: 'Jurong', postcode: '648886' },
      '1 Jurong West Central 2\nJurong\nSINGAPORE 648886',
    ],
    // A layout of the address lines alone: the rest after them, in the order of the generic layout.
    [
      'MO',
      { street: 'Avenida da Praia Grande 1', city: 'Macau', postcode: '999078', region: 'Sé' },
      'Avenida da Praia Grande 1\nMacau 999078\nSé',
    ],
  ] as const)('%s', (country, given, expected) => {
    expect(label(country, given)).toBe(expected);
  });

  it('keeps the prefix the metadata writes before a postcode (`CH-`, `SE-`): the UPU leaves it to each country', () => {
    expect(label('CH', { street: 'Bahnhofstrasse 1', postcode: '8001', city: 'Zürich' })).toBe(
      'Bahnhofstrasse 1\nCH-8001 Zürich',
    );
    expect(label('SE', { street: 'Drottninggatan 1', postcode: '111 51', city: 'Stockholm' })).toBe(
      'Drottninggatan 1\nSE-111 51 STOCKHOLM',
    );
    expect(label('SE', { street: 'Drottninggatan 1', postcode: 'SE-111 51', city: 'Stockholm' })).toBe(
      'Drottninggatan 1\nSE-111 51 STOCKHOLM',
    );
  });
});

describe('labelLines: a label in one script where the country has two layouts', () => {
  const latin = { street: '1-5-3 Yaesu', city: 'Chuo-ku', postcode: '100-8994' };
  const japanese = { street: '八重洲1-5-3', city: '中央区', postcode: '100-8994' };

  it('writes the prefecture of the list in the layout’s script, whichever the shopper chose or the shop stored', () => {
    for (const region of ['東京都', 'Tokyo', 'tokyo']) {
      expect(label('JP', { ...latin, region })).toBe('1-5-3 Yaesu\nChuo-ku, TOKYO 100-8994');
      expect(label('JP', { ...japanese, region })).toBe('〒100-8994\n東京都中央区\n八重洲1-5-3');
    }
    expect(label('CN', { street: '建国门内大街1号', city: '东城区', region: 'Beijing Shi', postcode: '100005' })).toBe(
      '100005\n北京市东城区\n建国门内大街1号',
    );
    expect(label('HK', { street: '1 Science Museum Road', city: 'Tsim Sha Tsui', region: '九龍' })).toBe(
      '1 Science Museum Road\nTsim Sha Tsui\nKOWLOON',
    );
  });

  it('takes the Latin layout for any address with `latin`, the texts as typed', () => {
    const format = countryFormat(FORMATS, 'JP');
    if (format === undefined) throw new Error('no format for JP');
    expect(labelLines(texts({ ...japanese, region: '東京都' }), format, 'latin').join('\n')).toBe(
      '八重洲1-5-3\n中央区, TOKYO 100-8994',
    );
    expect(formatAddress({ country: 'JP', ...japanese, region: '東京都' }, { script: 'latin', from: 'DE' })).toBe(
      '八重洲1-5-3\n中央区, TOKYO 100-8994\nJAPAN',
    );
    expect(formatAddress({ country: 'JP', ...japanese, region: '東京都' }, { from: 'DE' })).toBe(
      '〒100-8994\n東京都中央区\n八重洲1-5-3\nJAPAN',
    );
  });

  it('spaces two fields the local layout joins where both are in latin letters', () => {
    expect(label('JP', { street: '舟入通り', city: 'Hiroshima', region: 'Chugoku', postcode: '730-0846' })).toBe(
      '〒730-0846\nCHUGOKU Hiroshima\n舟入通り',
    );
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
      { street: '1-2-3 Shibuya', city: 'Shibuya-ku', region: 'Tokyo', postcode: '150-0002' },
      '1-2-3 Shibuya\nShibuya-ku, TOKYO 150-0002\nJAPAN',
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
