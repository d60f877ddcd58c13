import { describe, expect, it } from 'vitest';
import { nl } from '../../src/i18n/nl.ts';
import { expectWholeTranslation, sameAsEnglish } from './translation.ts';

describe('nl', () => {
  it('is the Dutch locale', () => {
    expect(nl.code).toBe('nl');
    expect(nl.messages.houseNumberLabel).toMatch(/^Huisnummer/u);
  });

  it('has in nl every key English has and no other, each with the same placeholders', () => {
    expectWholeTranslation(nl);
  });

  it('translates every text but those Dutch writes as English does (a layout, a name)', () => {
    expect(sameAsEnglish(nl)).toEqual([
      'additionOption',
      'addressFound',
      'cityInProvince',
      'otherPostcode',
      'postNumberLabel',
      'postcodeLabel',
      'resultChosen',
    ]);
  });
});
