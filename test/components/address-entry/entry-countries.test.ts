import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryCountries, isServiceCountry } from '../../../src/components/address-entry/entry-countries.ts';

const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

describe('isServiceCountry', () => {
  it('is true for the Netherlands, Belgium and Germany only', () => {
    expect(['NL', 'BE', 'DE'].map(isServiceCountry)).toEqual([true, true, true]);
    expect(['FR', 'nl', 'NLD', ''].map(isServiceCountry)).toEqual([false, false, false, false]);
  });
});

describe('entryCountries', () => {
  it('offers the service’s three countries, the Netherlands first, when a shop names none', () => {
    expect(entryCountries(undefined, names)).toEqual(['NL', 'BE', 'DE']);
  });

  it('keeps a shop’s own list in its order, Kosovo included', () => {
    expect(entryCountries(['DE', 'FR', 'XK', 'US'], names)).toEqual(['DE', 'FR', 'XK', 'US']);
  });

  it.each([
    ['an empty list', []],
    ['a country twice', ['NL', 'FR', 'NL']],
    ['a lower-case code', ['nl']],
    ['a three-letter code', ['NLD']],
    ['a user-assigned code', ['AA']],
    ['a reserved Q code', ['QZ']],
    ['an X code other than Kosovo', ['XA']],
    ['the unknown region', ['ZZ']],
    ['the European Union', ['EU']],
    ['the eurozone', ['EZ']],
    ['the United Nations', ['UN']],
    ['a code without a name', ['NL', 'JJ']],
  ])('refuses %s with a TypeError that names it', (_case, countries) => {
    expect(() => entryCountries(countries, names)).toThrow(TypeError);
  });

  it('names the wrong code in the error', () => {
    expect(() => entryCountries(['NL', 'JJ'], names)).toThrow(/"JJ"/u);
  });

  it('takes any list of distinct country codes the browser names, and refuses it with one of them twice', () => {
    const countries = ['NL', 'BE', 'DE', 'FR', 'LU', 'AT', 'GB', 'US', 'CA', 'JP', 'BR', 'ZA', 'XK'];
    fc.assert(
      fc.property(fc.shuffledSubarray(countries, { minLength: 1 }), (list) => {
        expect(entryCountries(list, names)).toEqual(list);
        expect(() => entryCountries([...list, list[0] ?? 'NL'], names)).toThrow(TypeError);
      }),
    );
  });
});
