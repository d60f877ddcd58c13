import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../src/i18n/format-message.ts';
import { houseNumberMessages } from '../../src/i18n/house-number-messages.ts';
import type { AddressLocale } from '../../src/index.ts';
import * as locales from '../../src/locales.ts';

describe('a family’s translator', () => {
  it('reads the component’s messages, then the provider’s, then the locale’s texts, then its English', () => {
    const t = translatorFor(
      houseNumberMessages,
      locales.nl.messages,
      { searching: 'provider', statusValidated: 'provider' },
      { searching: 'component' },
    );
    expect(t('searching')).toBe('component');
    expect(t('statusValidated')).toBe('provider');
    expect(t('houseNumberLabel')).toBe('Huisnummer');
    expect(translatorFor(houseNumberMessages)('houseNumberLabel')).toBe('House number');
  });

  it('shows a key that a pack lacks (one made in JavaScript) in English, and fills placeholders either way', () => {
    const partial = {
      code: 'nl',
      messages: { suggestionsOther: '{count} huisnummers gevonden.' },
    } as unknown as AddressLocale;
    const t = translatorFor(houseNumberMessages, partial.messages);
    expect(t('suggestionsOther', { count: 3 })).toBe('3 huisnummers gevonden.');
    expect(t('suggestionsOne')).toBe('1 house number found. Use the up and down arrow keys to choose.');
    expect(t('otherPostcode', { postcode: '2020' })).toBe('postcode 2020');
  });
});

describe('translatorFor: placeholders', () => {
  const t = translatorFor({
    found: '{count} found',
    line: '{street} {houseNumber}{addition}, {city}',
    plain: '  As it is  ',
  });

  it('fills every placeholder with its value, numbers as their digits', () => {
    expect(t('found', { count: 3 })).toBe('3 found');
    expect(t('line', { street: 'Julianastraat', houseNumber: 30, addition: 'A', city: 'Haarlem' })).toBe(
      'Julianastraat 30A, Haarlem',
    );
  });

  it('leaves out a placeholder without a value, and the double space it would leave', () => {
    expect(t('line', { street: 'Julianastraat', houseNumber: 30, city: 'Haarlem' })).toBe('Julianastraat 30, Haarlem');
    expect(t('found')).toBe('found');
    expect(t('plain')).toBe('As it is');
  });

  it('shows the key of a text that no table has', () => {
    const none: Record<string, string> = {};
    expect(translatorFor(none)('missingKey')).toBe('missingKey');
  });

  it('fills a value as it is, even one that looks like a placeholder (property)', () => {
    const value = fc.stringMatching(/^[^\s]{1,12}$/u);
    fc.assert(
      fc.property(value, (text) => {
        expect(t('found', { count: text })).toBe(`${text} found`);
      }),
    );
  });
});
