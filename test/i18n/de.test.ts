import { describe, expect, it } from 'vitest';
import { de } from '../../src/i18n/de.ts';
import { expectWholeTranslation, sameAsEnglish } from './translation.ts';

describe('de', () => {
  it('is the German locale', () => {
    expect(de.code).toBe('de');
    expect(de.messages.houseNumberLabel).toMatch(/^Hausnummer/u);
  });

  it('has in de every key English has and no other, each with the same placeholders', () => {
    expectWholeTranslation(de);
  });

  it('translates every text but those German writes as English does (a layout, a name)', () => {
    expect(sameAsEnglish(de)).toEqual([
      'additionOption',
      'addressFound',
      'cityInProvince',
      'postNumberLabel',
      'postNumberOptionalLabel',
    ]);
  });
});
