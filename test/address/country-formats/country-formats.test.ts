import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatsSource } from '../../../scripts/countries/generate-formats.ts';
import { formatAddress } from '../../../src/address.ts';
import { countryFormat } from '../../../src/address/country-formats/country-format.ts';
import { FORMATS } from '../../../src/address/country-formats/formats-data.ts';

const entered = (country: string, texts: Partial<Record<'street' | 'addressLine2' | 'postcode' | 'city' | 'region', string>>) => ({
  country, street: '', addressLine2: '', postcode: '', city: '', region: '', ...texts,
});

describe('the countries’ address formats (Google’s address metadata)', () => {
  it('are what the generator writes from the package’s data', () => {
    expect(readFileSync(new URL('../../../src/address/country-formats/formats-data.ts', import.meta.url), 'utf8')).toBe(formatsSource());
  });

  it('read for every country: the required fields shown, the pattern whole, the example fitting it', () => {
    const countries = Object.keys(FORMATS);
    expect(countries.length).toBeGreaterThan(240);
    for (const country of countries) {
      const format = countryFormat(FORMATS, country);
      expect(format, country).toBeDefined();
      if (format === undefined) continue;
      const shown = format.lines.flat();
      for (const field of format.required) expect(shown, `${country} requires ${field}`).toContain(field);
      if (format.postcodePattern !== undefined) {
        expect(format.postcodePattern.test(format.postcodeExample ?? ''), `${country}: ${format.postcodeExample ?? ''}`).toBe(true);
        expect(format.postcodePattern.test(`x${format.postcodeExample ?? ''}`), country).toBe(false);
      }
      if (format.regions !== undefined) expect(format.required).toContain('region');
    }
    expect(countryFormat(FORMATS, 'XX')).toBeUndefined();
    expect(countryFormat(FORMATS, 'toString')).toBeUndefined();
  });

  it('name each country’s fields as its post does', () => {
    expect(countryFormat(FORMATS, 'US')).toMatchObject({ postcodeName: 'zip', regionName: 'state', required: ['street', 'city', 'region', 'postcode'] });
    expect(countryFormat(FORMATS, 'IN')).toMatchObject({ postcodeName: 'pin' });
    expect(countryFormat(FORMATS, 'IE')).toMatchObject({ postcodeName: 'eircode', regionName: 'county' });
    expect(countryFormat(FORMATS, 'AE')).toMatchObject({ regionName: 'emirate', lines: [['street'], ['addressLine2'], ['region']] });
    expect(countryFormat(FORMATS, 'GB')).toMatchObject({ cityName: 'post_town', upper: ['city', 'postcode'] });
    expect(countryFormat(FORMATS, 'FR')?.lines).toEqual([['street'], ['addressLine2'], ['postcode', 'city']]);
    expect(countryFormat(FORMATS, 'CA')?.regions).toContainEqual({ code: 'ON', name: 'Ontario' });
  });
});

describe('formatAddress: a label in each country’s own format, the country last when sent from abroad', () => {
  it.each([
    ['FR', { street: '12 rue de la Paix', addressLine2: 'Bâtiment B', postcode: '75002', city: 'Paris' }, '12 rue de la Paix\nBâtiment B\n75002 PARIS\nFRANCE'],
    ['LU', { street: '2 rue Notre-Dame', postcode: '2240', city: 'Luxembourg' }, '2 rue Notre-Dame\nL-2240 LUXEMBOURG\nLUXEMBOURG'],
    ['AT', { street: 'Stephansplatz 1', postcode: '1010', city: 'Wien' }, 'Stephansplatz 1\n1010 WIEN\nAUSTRIA'],
    ['CH', { street: 'Bahnhofstrasse 1', postcode: '8001', city: 'Zürich' }, 'Bahnhofstrasse 1\nCH-8001 ZÜRICH\nSWITZERLAND'],
    ['GB', { street: '10 Downing Street', postcode: 'sw1a 2aa', city: 'London' }, '10 Downing Street\nLONDON\nSW1A 2AA\nUNITED KINGDOM'],
    ['IE', { street: '1 Grafton Street', city: 'Dublin', region: 'Co. Dublin', postcode: 'D02 X285' }, '1 Grafton Street\nDUBLIN\nCo. Dublin D02 X285\nIRELAND'],
    ['US', { street: '1600 Amphitheatre Pkwy', city: 'Mountain View', region: 'CA', postcode: '94043' }, '1600 Amphitheatre Pkwy\nMOUNTAIN VIEW, CA 94043\nUNITED STATES'],
    ['CA', { street: '111 Wellington St', city: 'Ottawa', region: 'ON', postcode: 'K1A 0A9' }, '111 WELLINGTON ST\nOTTAWA ON K1A 0A9\nCANADA'],
    ['JP', { street: '1-2-3 Shibuya', region: 'Tokyo', postcode: '150-0002' }, '1-2-3 Shibuya, TOKYO\n150-0002\nJAPAN'],
    ['BR', { street: 'Av. Paulista, 1578', city: 'São Paulo', region: 'SP', postcode: '01310-200' }, 'Av. Paulista, 1578\nSÃO PAULO-SP\n01310-200\nBRAZIL'],
  ] as const)('%s', (country, texts, label) => {
    expect(formatAddress(entered(country, texts), { from: 'NL' })).toBe(label);
    // At home, no country line; one line for an order list, as written.
    expect(formatAddress(entered(country, texts))).toBe(label.split('\n').slice(0, -1).join('\n'));
  });

  it('leaves out an empty field with its separator and prefix, and writes one line as typed', () => {
    expect(formatAddress(entered('US', { street: '1600 Amphitheatre Pkwy', city: 'Mountain View', postcode: '94043' }))).toBe('1600 Amphitheatre Pkwy\nMOUNTAIN VIEW 94043');
    expect(formatAddress(entered('CH', { street: 'Bahnhofstrasse 1', city: 'Zürich' }))).toBe('Bahnhofstrasse 1\nZÜRICH');
    expect(formatAddress(entered('FR', { street: '12 rue de la Paix', postcode: '75002', city: 'Paris' }), { style: 'line', from: 'BE' })).toBe('12 rue de la Paix, 75002 Paris, France');
  });

  it('keeps the three service countries as their posts ask, with their names from the same source', () => {
    const haarlem = { country: 'NL', postcode: '2012ES', city: 'Haarlem', street: 'Julianastraat', houseNumberParts: { number: 30 } } as const;
    expect(formatAddress(haarlem, { from: 'FR' })).toBe('Julianastraat 30\n2012 ES  HAARLEM\nNETHERLANDS');
    const antwerp = { country: 'BE', postcode: '2610', city: 'Antwerpen', street: 'Europalaan', houseNumberParts: { number: 36, box: '1' } } as const;
    expect(formatAddress(antwerp, { from: 'NL' })).toBe('Europalaan 36 bus 1\n2610 Antwerpen\nBELGIUM');
    const cologne = { country: 'DE', postcode: '50678', city: 'Köln', street: 'Severinstr.', houseNumberParts: { number: 205 } } as const;
    expect(formatAddress(cologne, { from: 'NL', style: 'line' })).toBe('Severinstr. 205, 50678 Köln, Germany');
  });
});
