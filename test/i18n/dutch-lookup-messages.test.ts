import { describe, expect, it } from 'vitest';
import { dutchLookupMessages } from '../../src/i18n/dutch-lookup-messages.ts';
import { translatorFor } from '../../src/i18n/format-message.ts';
import { placeholdersByKey } from './placeholders.ts';

describe('dutchLookupMessages', () => {
  it('has the placeholders the Dutch lookups fill, and no other', () => {
    expect(placeholdersByKey(dutchLookupMessages)).toEqual({
      addressFound: ['addition', 'city', 'houseNumber', 'postcode', 'province', 'street'],
      poBoxFound: ['city', 'postcode'],
      additionOption: ['addition', 'houseNumber'],
      additionUnknown: ['addition', 'houseNumber'],
      cityNotUnique: ['city'],
      cityInMunicipality: ['city', 'municipality'],
      cityInProvince: ['city', 'province'],
      addressNotFoundHint: ['action'],
      addressUnavailableHint: ['action'],
      postcodeDiffers: ['found', 'typed'],
      useFoundPostcode: ['postcode'],
      keepTypedPostcode: ['postcode'],
      postcodeNeverIssued: ['postcode'],
    });
  });

  it('reads a found address as one line, its addition right after the number', () => {
    const t = translatorFor(dutchLookupMessages);
    const found = {
      street: 'Julianastraat',
      houseNumber: 30,
      postcode: '2012ES',
      city: 'Haarlem',
      province: 'Noord-Holland',
    };
    expect(t('addressFound', { ...found, addition: '' })).toBe('Julianastraat 30, 2012ES Haarlem, Noord-Holland');
    expect(t('addressFound', { ...found, addition: 'A' })).toBe('Julianastraat 30A, 2012ES Haarlem, Noord-Holland');
  });
});
