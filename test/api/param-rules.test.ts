import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addition,
  belgianHouseNumber,
  belgianPostcode,
  dutchHouseNumber,
  dutchPostcode,
  germanHouseNumber,
  germanPostcode,
  id,
  isAbsentAddition,
  isBelgianLanguage,
  name,
  nullableId,
} from '../../src/api/param-rules.ts';

describe('a name', () => {
  it.each(['Den Haag', "'s-Gravenhage", 'St. Annastraat', 'Str..', '...a', '.5', 'a.b/c.d', 'Rue de l’Église', '1'])(
    'takes %j',
    (value) => {
      expect(name(value)).toBeUndefined();
    },
  );

  it('refuses what is not a string, and text without a letter or digit', () => {
    expect(name(12)).toBe('must be a string');
    expect(name(null)).toBe('must be a string');
    for (const value of ['', '  ', '-', '...']) expect(name(value)).toBe('must contain a letter or a digit');
  });

  it('refuses a control character and a lone surrogate', () => {
    for (const value of ['Den\nHaag', 'Den\u0000Haag', 'Haag\u007F', 'Haag\u0085', 'Haag\uD800'])
      expect(name(value)).toBe('contains a control or broken character');
  });

  it.each([
    'a/..',
    '../a',
    'a/./b',
    'a\\..\\b',
    'a/%2e%2e/b',
    'a%2F..',
    'a%252F..%252Fb',
    'a/．．/b',
    'a/‥/b',
    'a/ .. /b',
    'a/..;x/b',
    'a/..?x',
    'a/.#b',
  ])('refuses the dot segment in %j', (value) => {
    expect(name(value)).toBe('must not hold "." or ".." as a path segment');
  });

  it('counts characters as a person does: 80 letters outside the BMP are a name, 81 are too long', () => {
    expect(name('😀a'.repeat(40))).toBeUndefined();
    expect(name('𝒜'.repeat(80))).toBeUndefined();
    expect(name('a'.repeat(81))).toBe('is longer than 80 characters');
  });

  it('takes every text of letters, digits, spaces and single dots between slashes', () => {
    const part = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 .]{0,8}$/u).filter((text) => !/^\s*\.\.?\s*$/u.test(text));
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 5 }), (parts) => {
        const value = parts.join('/');
        fc.pre(Array.from(value).length <= 80);
        expect(name(value)).toBeUndefined();
        expect(name(`${value}/..`)).toBeDefined();
      }),
    );
  });
});

describe('numbers and ids', () => {
  it('takes a Dutch house number from 1 to 99999, whole', () => {
    expect(dutchHouseNumber(1)).toBeUndefined();
    expect(dutchHouseNumber(99999)).toBeUndefined();
    for (const value of [0, 100000, 1.5, '30'])
      expect(dutchHouseNumber(value)).toBe('must be a whole number from 1 to 99999');
  });

  it('takes a Belgian postcode from 1000 to 9999, and an id from 1; a nullable id also null', () => {
    expect(belgianPostcode(1000)).toBeUndefined();
    expect(belgianPostcode(999)).toBe('must be a whole number from 1000 to 9999');
    expect(belgianPostcode(10000)).toBeDefined();
    expect(id(1)).toBeUndefined();
    expect(id(0)).toBeDefined();
    expect(id(null)).toBeDefined();
    expect(nullableId(null)).toBeUndefined();
  });
});

describe('postcodes', () => {
  it('takes a German postcode of five digits as text', () => {
    expect(germanPostcode('01219')).toBeUndefined();
    for (const value of [1219, '1219', '012190', ' 01219', 'D-01219'])
      expect(germanPostcode(value)).toBe('must be five digits');
  });

  it('takes a Dutch postcode as typed, spaces and case aside, but not SA, SD or SS, nor one starting with 0', () => {
    for (const value of ['2012ES', '2012 es', ' 2012  ES ']) expect(dutchPostcode(value)).toBeUndefined();
    for (const value of ['0123AB', '2012SA', '2012SD', '2012ss', '2012E', 2012])
      expect(dutchPostcode(value)).toBeDefined();
  });
});

describe('typed house numbers', () => {
  it('start with a number from 1', () => {
    for (const value of ['36 bus 1', ' 7b', '1/30']) expect(belgianHouseNumber(value)).toBeUndefined();
    for (const value of ['0', '-3', 'bus 3', '012'])
      expect(belgianHouseNumber(value)).toBe('must start with a number from 1');
    expect(germanHouseNumber('A')).toBe('must start with a number from 1');
  });

  it('are at most 60 characters in Belgium and 16 in Germany', () => {
    expect(belgianHouseNumber(`1${' '.repeat(58)}a`)).toBeUndefined();
    expect(belgianHouseNumber(`1${'a'.repeat(60)}`)).toBe('is longer than 60 characters');
    expect(germanHouseNumber(`1${'a'.repeat(15)}`)).toBeUndefined();
    expect(germanHouseNumber(`1${'a'.repeat(16)}`)).toBe('is longer than 16 characters');
  });
});

describe('an addition', () => {
  it('is absent when not given or blank, and then holds', () => {
    for (const value of [undefined, '', '   ']) {
      expect(isAbsentAddition(value)).toBe(true);
      expect(addition(value)).toBeUndefined();
    }
    for (const value of [null, 0, 'A', ' 2 ']) expect(isAbsentAddition(value)).toBe(false);
  });

  it('is otherwise a text of at most six characters', () => {
    expect(addition('ABCDEF')).toBeUndefined();
    expect(addition('ABCDEFG')).toBe('is longer than 6 characters');
    expect(addition(null)).toBe('must be a string');
    expect(addition(2)).toBe('must be a string');
  });
});

describe('isBelgianLanguage', () => {
  it('knows nl, fr and de only', () => {
    for (const value of ['nl', 'fr', 'de']) expect(isBelgianLanguage(value)).toBe(true);
    for (const value of ['NL', 'en', '', null]) expect(isBelgianLanguage(value)).toBe(false);
  });
});
