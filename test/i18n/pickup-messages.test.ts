import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../src/i18n/format-message.ts';
import { pickupMessages } from '../../src/i18n/pickup-messages.ts';
import { placeholdersByKey } from './placeholders.ts';

describe('pickupMessages', () => {
  it('has the placeholders the DHL pickup fields fill, and no other', () => {
    expect(placeholdersByKey(pickupMessages)).toEqual({
      packstationNumberInvalid: ['max', 'min'],
      postfilialeNumberInvalid: ['max', 'min'],
      pickupComplete: ['address'],
    });
  });

  it('says a station number’s range once filled', () => {
    expect(translatorFor(pickupMessages)('packstationNumberInvalid', { min: 101, max: 999 })).toBe(
      'A Packstation’s number is a number from 101 to 999.',
    );
  });
});
