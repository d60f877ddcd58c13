import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatsSource, formRulesSource } from '../../../scripts/countries/generate-formats.ts';
import { countryFormat, formRules, type CountryFormat } from '../../../src/address/country-formats/country-format.ts';
import { FORM_RULES } from '../../../src/address/country-formats/form-rules-data.ts';
import { FORMATS } from '../../../src/address/country-formats/formats-data.ts';

const format = (country: string): CountryFormat => {
  const read = countryFormat(FORMATS, country);
  if (read === undefined) throw new Error(`no format for ${country}`);
  return read;
};

describe('the countries’ address formats (Google’s address metadata)', () => {
  it('are what the generator writes from the packages’ data', () => {
    expect(readFileSync(new URL('../../../src/address/country-formats/formats-data.ts', import.meta.url), 'utf8')).toBe(
      formatsSource(),
    );
  });

  it('hold for the server what a form checks of each country, as the formats have it', () => {
    expect(
      readFileSync(new URL('../../../src/address/country-formats/form-rules-data.ts', import.meta.url), 'utf8'),
    ).toBe(formRulesSource());
    const countries = Object.keys(FORMATS).filter((country) => country !== 'ZZ');
    expect(Object.keys(FORM_RULES).sort()).toEqual(countries.sort());
    for (const country of countries) {
      const { required, postcodePattern, postcodePrefix } = format(country);
      expect(formRules(FORM_RULES, country), country).toEqual({
        required,
        ...(postcodePattern === undefined ? {} : { postcodePattern }),
        ...(postcodePrefix === undefined ? {} : { postcodePrefix }),
      });
    }
    expect(formRules(FORM_RULES, 'XX')).toBeUndefined();
    expect(formRules(FORM_RULES, 'ZZ')).toBeUndefined();
  });

  it('read for every country: the required fields shown, each field once, the pattern whole, the example fitting it', () => {
    const countries = Object.keys(FORMATS);
    expect(countries.length).toBeGreaterThan(240);
    for (const country of countries) {
      const { lines, required, upper, postcodePattern, postcodeExample, regions, template, localTemplate } =
        format(country);
      const shown = lines.flat();
      expect(new Set(shown).size, country).toBe(shown.length);
      expect(shown[shown.indexOf('street') + 1], country).toBe('addressLine2');
      for (const field of required) expect(shown, `${country} requires ${field}`).toContain(field);
      expect(required, country).toContain('street');
      for (const field of upper) expect(shown, `${country} writes ${field} in capitals`).toContain(field);
      expect(template.replaceAll(/%[ACSZn]/gu, ''), country).not.toContain('%');
      expect(localTemplate?.replaceAll(/%[ACSZn]/gu, '') ?? '', country).not.toContain('%');
      if (postcodePattern !== undefined) {
        expect(shown, country).toContain('postcode');
        expect(postcodeExample, country).toBeTruthy();
        expect(postcodePattern.test(postcodeExample ?? ''), `${country}: ${postcodeExample ?? ''}`).toBe(true);
        expect(postcodePattern.test((postcodeExample ?? '').toLowerCase()), country).toBe(true);
        expect(postcodePattern.test(`#${postcodeExample ?? ''}`), country).toBe(false);
        expect(postcodePattern.test(`${postcodeExample ?? ''}#`), country).toBe(false);
      }
      if (regions !== undefined) {
        expect(required, country).toContain('region');
        expect(regions.length, country).toBeGreaterThan(1);
        expect(new Set(regions.map(({ code }) => code)).size, country).toBe(regions.length);
      }
    }
  });

  it('give undefined for a code the table does not hold', () => {
    expect(countryFormat(FORMATS, 'XX')).toBeUndefined();
    expect(countryFormat(FORMATS, 'us')).toBeUndefined();
    expect(countryFormat(FORMATS, 'toString')).toBeUndefined();
    expect(countryFormat(FORMATS, '')).toBeUndefined();
  });

  it('take the metadata’s defaults (ZZ) where a country has none', () => {
    expect(format('ZZ')).toEqual({
      country: 'ZZ',
      lines: [['street'], ['addressLine2'], ['city']],
      required: ['street', 'city'],
      upper: ['city'],
      postcodeName: 'postal',
      regionName: 'province',
      cityName: 'city',
      template: '%A%n%C',
    });
    expect(format('AT')).toMatchObject({
      required: ['street', 'city', 'postcode'],
      upper: ['city'],
      postcodeName: 'postal',
    });
    // Switzerland writes no field in capitals: an empty `upper` is none, not the default.
    expect(format('CH').upper).toEqual([]);
  });

  it('name each country’s fields as its post does', () => {
    expect(format('US')).toMatchObject({
      postcodeName: 'zip',
      regionName: 'state',
      cityName: 'city',
      required: ['street', 'city', 'region', 'postcode'],
    });
    expect(format('IN')).toMatchObject({ postcodeName: 'pin', regionName: 'state' });
    expect(format('IE')).toMatchObject({ postcodeName: 'eircode', regionName: 'county', required: ['street', 'city'] });
    expect(format('AE')).toMatchObject({
      regionName: 'emirate',
      lines: [['street'], ['addressLine2'], ['region']],
      required: ['street', 'region'],
    });
    expect(format('GB')).toMatchObject({ cityName: 'post_town', upper: ['city', 'postcode'] });
    expect(format('AU')).toMatchObject({ cityName: 'suburb', regionName: 'state' });
    // Japan's city or ward (`千代田区`) has a field of its own, required: the metadata leaves it to the address lines.
    expect(format('JP')).toMatchObject({
      regionName: 'prefecture',
      cityName: 'city',
      required: ['street', 'city', 'region', 'postcode'],
    });
    expect(format('KR').regionName).toBe('do_si');
    // France's metadata names a region, but no French label shows one.
    expect(format('FR')).toMatchObject({
      regionName: 'province',
      lines: [['street'], ['addressLine2'], ['postcode', 'city']],
    });
  });

  it('order and group the fields by the label’s lines, the address lines first of their line', () => {
    expect(format('US').lines).toEqual([['street'], ['addressLine2'], ['city', 'region', 'postcode']]);
    expect(format('GB').lines).toEqual([['street'], ['addressLine2'], ['city'], ['postcode']]);
    expect(format('IE').lines).toEqual([['street'], ['addressLine2'], ['city'], ['region'], ['postcode']]);
    expect(format('BR').lines).toEqual([['street'], ['addressLine2'], ['city', 'region'], ['postcode']]);
    // Japan in latin letters as Japan Post and the UPU write it (`Chuo-ku, TOKYO 100-8994`); in Japanese the prefecture
    // and the city or ward on one line (`東京都中央区`).
    expect(format('JP').lines).toEqual([['street'], ['addressLine2'], ['city', 'region', 'postcode']]);
    expect(format('JP')).toMatchObject({ template: '%A%n%C, %S %Z', localTemplate: '〒%Z%n%S%C%n%A' });
  });

  it('write the postcode’s prefix and both address lines in capitals where the data says so', () => {
    expect(format('CH').postcodePrefix).toBe('CH-');
    expect(format('LU').postcodePrefix).toBe('L-');
    expect(format('FR').postcodePrefix).toBeUndefined();
    expect(format('CA').upper).toEqual(['street', 'addressLine2', 'city', 'region', 'postcode']);
  });

  it('list the regions where the country requires one, by the text its labels write', () => {
    expect(format('US').regions).toContainEqual({ code: 'CA', name: 'California' });
    expect(format('US').regions).toHaveLength(62);
    expect(format('CA').regions).toContainEqual({ code: 'ON', name: 'Ontario' });
    expect(format('BR').regions).toContainEqual({ code: 'SP', name: 'São Paulo' });
    expect(format('AU').regions).toContainEqual({ code: 'NSW', name: 'New South Wales' });
    expect(format('IT').regions).toContainEqual({ code: 'MI', name: 'Milano' });
    // Where the country has a layout in its own script, the name in that script with its latin letters beside.
    expect(format('JP').regions).toContainEqual({ code: '東京都', name: '東京都', latin: 'Tokyo' });
    expect(format('JP').regions).toHaveLength(47);
    expect(format('CN').regions).toContainEqual({ code: '北京市', name: '北京市', latin: 'Beijing Shi' });
    expect(format('KR').regions).toContainEqual({ code: '서울', name: '서울', latin: 'Seoul' });
    expect(format('TW').regions).toContainEqual({ code: '台北市', name: '台北市', latin: 'Taipei City' });
    // Hong Kong's metadata names its areas in Chinese only, keyed by their English names.
    expect(format('HK').regions).toContainEqual({ code: '九龍', name: '九龍', latin: 'Kowloon' });
    // Elsewhere the name, in latin letters where the metadata has them.
    expect(format('ES').regions).toContainEqual({ code: 'Madrid', name: 'Madrid' });
    expect(format('MX').regions).toContainEqual({ code: 'Jalisco', name: 'Jalisco' });
    expect(format('AE').regions).toContainEqual({ code: 'Dubai', name: 'Dubai' });
    // Ireland's county is optional: a text field, no list.
    expect(format('IE').regions).toBeUndefined();
    expect(format('FR').regions).toBeUndefined();
  });
});
