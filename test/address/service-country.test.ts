import { describe, expect, it } from 'vitest';
import { isServiceCountry } from '../../src/address/service-country.ts';

describe('isServiceCountry', () => {
  it('says which countries the service checks: NL, BE and DE, written as codes are', () => {
    expect(['NL', 'BE', 'DE'].every(isServiceCountry)).toBe(true);
    expect(['FR', 'nl', 'ZZ', '', 'NLD'].some(isServiceCountry)).toBe(false);
  });
});
