import { describe, expect, it } from 'vitest';
import {
  foldName,
  PROVINCE_SUFFIXES,
  provinceFallbackCandidates,
  splitCitySuffix,
  withMunicipality,
  withProvince,
} from '../../src/address.ts';

describe('city suffixes', () => {
  it('has the twelve provinces of the specification', () => {
    expect(Object.keys(PROVINCE_SUFFIXES)).toEqual([
      'DR',
      'FL',
      'FR',
      'GLD',
      'GN',
      'LB',
      'NB',
      'NH',
      'OV',
      'UT',
      'ZLD',
      'ZH',
    ]);
    expect(PROVINCE_SUFFIXES.ZLD).toBe('Zeeland');
  });

  it('builds suffixed city names', () => {
    expect(withMunicipality(' Hengelo ', 'Bronckhorst')).toBe('Hengelo gem. Bronckhorst');
    expect(withProvince('Bergen', 'NH')).toBe('Bergen NH');
  });

  it('offers the twelve province forms as a fallback', () => {
    const fallback = provinceFallbackCandidates('Bergen');
    expect(fallback).toHaveLength(12);
    expect(fallback[0]).toBe('Bergen DR');
    expect(fallback).toContain('Bergen LB');
  });

  it.each([
    ['Hengelo gem. Bronckhorst', { city: 'Hengelo', municipality: 'Bronckhorst' }],
    ['Bergen GEM. Bergen (L.)', { city: 'Bergen', municipality: 'Bergen (L.)' }],
    ['Bergen lb', { city: 'Bergen', province: 'LB' }],
    ["'s-Gravenhage ZH", { city: "'s-Gravenhage", province: 'ZH' }],
    ['Den Haag', { city: 'Den Haag' }],
    ['Bergen XX', { city: 'Bergen XX' }],
  ])('splits %j', (name, expected) => {
    expect(splitCitySuffix(name)).toEqual(expected);
  });
});

describe('foldName', () => {
  it('compares without case, diacritics and extra spaces', () => {
    expect(foldName('César  Franckrode')).toBe(foldName('cesar franckrode'));
    expect(foldName('CÉSAR FRANCKRODE')).toBe(foldName('césar franckrode'));
    expect(foldName('Laan van Nieuw Oost-Indië')).toBe('laan van nieuw oost-indie');
    expect(foldName('’s-Gravenhage')).toBe("'s-gravenhage");
  });
});
