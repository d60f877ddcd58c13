import { describe, expect, it } from 'vitest';
import { fr } from '../../src/i18n/fr.ts';
import { expectWholeTranslation, sameAsEnglish } from './translation.ts';

describe('fr', () => {
  it('is the French locale', () => {
    expect(fr.code).toBe('fr');
    expect(fr.messages.houseNumberLabel).toMatch(/^Numéro/u);
  });

  it('has in fr every key English has and no other, each with the same placeholders', () => {
    expectWholeTranslation(fr);
  });

  it('translates every text but those French writes as English does (a layout, a name)', () => {
    expect(sameAsEnglish(fr)).toEqual(['additionOption', 'addressFound', 'cityInProvince', 'postNumberLabel']);
  });
});
