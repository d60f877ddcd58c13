import { describe, expect, it } from 'vitest';
import { ENTERED_ADDRESS_MESSAGES } from '../../src/i18n/entered-address-texts.ts';
import { translatorFor } from '../../src/i18n/format-message.ts';
import { placeholdersByKey } from './placeholders.ts';

const { en } = ENTERED_ADDRESS_MESSAGES;

describe('ENTERED_ADDRESS_MESSAGES', () => {
  it('speaks the four languages of the UI', () => {
    expect(Object.keys(ENTERED_ADDRESS_MESSAGES).sort()).toEqual(['de', 'en', 'fr', 'nl']);
  });

  it.each(['nl', 'fr', 'de'] as const)(
    'has in %s every text English has, none empty, with the same placeholders',
    (code) => {
      const texts = ENTERED_ADDRESS_MESSAGES[code];
      expect(Object.keys(texts).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(texts)) expect(text.trim(), `${code}.${key}`).not.toBe('');
      expect(placeholdersByKey(texts)).toEqual(placeholdersByKey(en));
    },
  );

  it('fills the postcode mismatch with the field’s label and an example', () => {
    expect(placeholdersByKey(en)).toEqual({ postcodeMismatch: ['example', 'label'] });
    expect(
      translatorFor(ENTERED_ADDRESS_MESSAGES.de)('postcodeMismatch', { label: 'Postleitzahl', example: '75008' }),
    ).toBe('Postleitzahl: nicht im Format dieses Landes. Zum Beispiel: 75008.');
  });
});
