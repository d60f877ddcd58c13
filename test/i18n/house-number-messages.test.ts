import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../src/i18n/format-message.ts';
import { houseNumberMessages } from '../../src/i18n/house-number-messages.ts';
import { placeholdersByKey } from './placeholders.ts';

describe('houseNumberMessages', () => {
  it('has the placeholders the combobox fills, and no other', () => {
    expect(placeholdersByKey(houseNumberMessages)).toEqual({
      otherPostcode: ['postcode'],
      suggestionsOther: ['count'],
      houseNumberChooseUnverified: ['houseNumber'],
      resultChosen: ['houseNumber', 'postcode', 'status'],
    });
  });

  it('reads as English once filled', () => {
    const t = translatorFor(houseNumberMessages);
    expect(t('suggestionsOther', { count: 3 })).toBe(
      '3 house numbers found. Use the up and down arrow keys to choose.',
    );
    expect(t('resultChosen', { houseNumber: '36 bus 1', postcode: 2610, status: t('statusValidated') })).toBe(
      '36 bus 1, postcode 2610: verified.',
    );
  });
});
