import { describe, expect, it } from 'vitest';
import { integer, nullable, oneOf, problems, string } from '../../src/api/rules.ts';

describe('the rules', () => {
  it('says why a value is not a string or a whole number, and nothing when it is', () => {
    expect(string('Haarlem')).toBeUndefined();
    expect(string('')).toBeUndefined();
    expect(string(1)).toBe('must be a string');
    expect(integer(30)).toBeUndefined();
    expect(integer(-3)).toBeUndefined();
    for (const value of [1.5, '30', Number.NaN, Number.POSITIVE_INFINITY, null])
      expect(integer(value)).toBe('must be a whole number');
  });

  it('takes only the allowed values, by identity, and names them', () => {
    const language = oneOf('nl', 'fr', 'de');
    expect(language('fr')).toBeUndefined();
    expect(language('FR')).toBe('must be one of nl, fr, de');
    expect(language(undefined)).toBe('must be one of nl, fr, de');
  });

  it('lets null through a nullable rule, and only null', () => {
    const id = nullable(integer);
    expect(id(null)).toBeUndefined();
    expect(id(7)).toBeUndefined();
    expect(id(undefined)).toBe('must be a whole number');
    expect(id('7')).toBe('must be a whole number');
  });
});

describe('problems', () => {
  it("lists every field's problem as field and reason, in the rules' order", () => {
    const rules = { city: string, houseNumber: integer, validation: oneOf('strict', 'none') };
    expect(problems({ houseNumber: 1.5, city: 3, validation: 'none' }, rules)).toEqual([
      'city must be a string',
      'houseNumber must be a whole number',
    ]);
    expect(problems({}, rules)).toEqual([
      'city must be a string',
      'houseNumber must be a whole number',
      'validation must be one of strict, none',
    ]);
  });

  it('is empty when every field holds, whatever else the object has', () => {
    expect(problems({ city: 'Haarlem', houseNumber: 30, extra: null }, { city: string, houseNumber: integer })).toEqual(
      [],
    );
  });
});
