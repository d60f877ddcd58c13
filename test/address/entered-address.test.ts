import { describe, expect, it } from 'vitest';
import { countryFormat, type CountryFormat } from '../../src/address/country-formats/country-format.ts';
import { FORMATS } from '../../src/address/country-formats/formats-data.ts';
import { checkEnteredTexts, postcodeFits } from '../../src/address/entered-address.ts';

const format = (country: string): CountryFormat => {
  const read = countryFormat(FORMATS, country);
  if (read === undefined) throw new Error(`no format for ${country}`);
  return read;
};
const texts = { street: '12 rue de la Paix', addressLine2: '', postcode: '75002', city: 'Paris', region: '' };

describe('postcodeFits', () => {
  it('matches the country’s form whole, in any case, trimmed, with or without the prefix its layout writes', () => {
    expect(postcodeFits(' 75002 ', format('FR'))).toBe(true);
    expect(postcodeFits('7500', format('FR'))).toBe(false);
    expect(postcodeFits('sw1a 2aa', format('GB'))).toBe(true);
    for (const postcode of ['8001', 'CH-8001', 'ch 8001']) expect(postcodeFits(postcode, format('CH'))).toBe(true);
    expect(postcodeFits('SE-111 51', format('SE'))).toBe(true);
    expect(postcodeFits('CH-80011', format('CH'))).toBe(false);
  });

  it('takes any postcode for a country whose metadata has no form for one', () => {
    expect(postcodeFits('190130', format('TT'))).toBe(true);
  });
});

describe('checkEnteredTexts', () => {
  it('gives the texts as a label writes them', () => {
    expect(checkEnteredTexts({ ...texts, street: ' 12  rue de la Paix\n' }, format('FR'))).toEqual({ texts });
  });

  it('says what keeps an address from its form: a required field first, then the postcode', () => {
    expect(checkEnteredTexts({ ...texts, city: '', postcode: '7500' }, format('FR'))).toEqual({
      problem: 'incomplete',
    });
    expect(checkEnteredTexts({ ...texts, postcode: '7500' }, format('FR'))).toEqual({ problem: 'invalid-postcode' });
    // An optional postcode may be left out.
    expect(checkEnteredTexts({ ...texts, city: 'Bantry', postcode: '' }, format('IE'))).toEqual({
      texts: { ...texts, city: 'Bantry', postcode: '' },
    });
  });
});
