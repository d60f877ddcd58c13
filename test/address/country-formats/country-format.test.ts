import { describe, expect, it } from 'vitest';
import {
  countryFormat,
  formatOfRow,
  listedRegion,
  type FormatsTable,
} from '../../../src/address/country-formats/country-format.ts';

const DEFAULTS = '%A%n%C¦AC¦C¦¦¦postal¦province¦city';

describe('formatOfRow', () => {
  it("reads a row's lines, required fields, capitals and postcode, the address lines each on a line of their own", () => {
    expect(formatOfRow('FR', '%A%n%Z %C¦ACZ¦C¦\\d{2} ?\\d{3}¦33380', DEFAULTS)).toEqual({
      country: 'FR',
      lines: [['street'], ['addressLine2'], ['postcode', 'city']],
      required: ['street', 'city', 'postcode'],
      upper: ['city'],
      postcodePattern: /^(?:\d{2} ?\d{3})$/iu,
      postcodeExample: '33380',
      postcodeName: 'postal',
      regionName: 'province',
      cityName: 'city',
      template: '%A%n%Z %C',
    });
  });

  it('puts what follows the address lines on their line on a line of its own, and writes both address lines in capitals for A', () => {
    const format = formatOfRow(
      'JP',
      '%A, %S%n%Z¦ASZ¦AS¦\\d{3}-?\\d{4}¦154-0023¦¦prefecture¦¦¦〒%Z%n%S%n%A¦Hokkaido~Tokyo',
      DEFAULTS,
    );
    expect(format.lines).toEqual([['street'], ['addressLine2'], ['region'], ['postcode']]);
    expect(format.upper).toEqual(['street', 'addressLine2', 'region']);
    expect(format.localTemplate).toBe('〒%Z%n%S%n%A');
    expect(format.regions).toEqual([
      { code: 'Hokkaido', name: 'Hokkaido' },
      { code: 'Tokyo', name: 'Tokyo' },
    ]);
  });

  it('takes the names of the postcode, region and city from the row, an empty one from the defaults, an unknown one as the first', () => {
    const us = formatOfRow('US', '%A%n%C, %S %Z¦ACSZ¦CS¦\\d{5}¦95014¦zip¦state¦¦¦¦CA=California~NY=New York', DEFAULTS);
    expect(us).toMatchObject({ postcodeName: 'zip', regionName: 'state', cityName: 'city' });
    expect(us.regions).toEqual([
      { code: 'CA', name: 'California' },
      { code: 'NY', name: 'New York' },
    ]);
    expect(formatOfRow('XX', '%A%n%C¦AC¦¦¦¦¦¦', '%A%n%C¦AC¦C¦¦¦zip¦state¦suburb')).toMatchObject({
      postcodeName: 'zip',
      regionName: 'state',
      cityName: 'suburb',
    });
    expect(formatOfRow('XX', '%A%n%C¦AC¦¦¦¦lorem¦ipsum¦dolor', DEFAULTS)).toMatchObject({
      postcodeName: 'postal',
      regionName: 'province',
      cityName: 'city',
    });
  });

  it('matches a postcode whole and in any case, keeps the prefix, and gives no postcode or regions to a row without them', () => {
    const ch = formatOfRow('CH', '%A%nCH-%Z %C¦ACZ¦¦\\d{4}¦2544¦¦¦¦CH-', DEFAULTS);
    expect(ch.postcodePrefix).toBe('CH-');
    expect(ch.postcodePattern?.test('2544')).toBe(true);
    expect(ch.postcodePattern?.test('25441')).toBe(false);
    expect(ch.postcodePattern?.test('x2544')).toBe(false);
    const gb = formatOfRow('GB', '%A%n%C%n%Z¦ACZ¦CZ¦GIR ?0AA¦GIR 0AA', DEFAULTS);
    expect(gb.postcodePattern?.test('gir 0aa')).toBe(true);
    const ag = formatOfRow('AG', '%A%n%C¦A¦C', DEFAULTS);
    expect(ag).not.toHaveProperty('postcodePattern');
    expect(ag).not.toHaveProperty('postcodeExample');
    expect(ag).not.toHaveProperty('postcodePrefix');
    expect(ag).not.toHaveProperty('regions');
    expect(ag).not.toHaveProperty('localTemplate');
  });
});

describe('countryFormat', () => {
  const table: FormatsTable = {
    NL: '%A%n%Z %C¦ACZ¦C¦[1-9]\\d{3} ?[A-Z]{2}¦1234 AB¦¦¦¦',
    ZZ: '%A%n%C¦AC¦C¦¦¦zip¦state¦suburb',
  };

  it("reads a country's row, empty names taking the ZZ row's", () => {
    expect(countryFormat(table, 'NL')).toMatchObject({
      country: 'NL',
      lines: [['street'], ['addressLine2'], ['postcode', 'city']],
      postcodeName: 'zip',
      cityName: 'suburb',
    });
  });

  it('gives undefined for a country the table does not hold, also a name an object has from its prototype', () => {
    expect(countryFormat(table, 'BE')).toBeUndefined();
    expect(countryFormat(table, 'toString')).toBeUndefined();
    expect(countryFormat(table, '__proto__')).toBeUndefined();
  });
});

describe('listedRegion', () => {
  const jp = formatOfRow(
    'JP',
    '%A%n%C, %S %Z¦ACSZ¦S¦¦¦¦prefecture¦¦¦〒%Z%n%S%C%n%A¦北海道==Hokkaido~東京都==Tokyo',
    DEFAULTS,
  );
  const us = formatOfRow('US', '%A%n%C, %S %Z¦ACSZ¦CS¦¦¦zip¦state¦¦¦¦CA=California~NY=New York', DEFAULTS);

  it('reads a region in the country’s own script with its latin name beside (`東京都==Tokyo`)', () => {
    expect(jp.regions).toEqual([
      { code: '北海道', name: '北海道', latin: 'Hokkaido' },
      { code: '東京都', name: '東京都', latin: 'Tokyo' },
    ]);
  });

  it('finds the region a text names by its code, name or latin name, in any case and trimmed', () => {
    expect(listedRegion('東京都', jp)?.code).toBe('東京都');
    expect(listedRegion(' tokyo ', jp)?.code).toBe('東京都');
    expect(listedRegion('ca', us)?.code).toBe('CA');
    expect(listedRegion('New York', us)?.code).toBe('NY');
    expect(listedRegion('Kyoto', jp)).toBeUndefined();
    expect(listedRegion('', us)).toBeUndefined();
    expect(listedRegion('Paris', formatOfRow('FR', '%A%n%Z %C¦ACZ¦C', DEFAULTS))).toBeUndefined();
  });
});
