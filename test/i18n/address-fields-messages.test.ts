import { describe, expect, it } from 'vitest';
import { addressFieldsMessages } from '../../src/i18n/address-fields-messages.ts';
import { houseNumberMessages } from '../../src/i18n/house-number-messages.ts';
import { placeholdersByKey } from './placeholders.ts';

describe('addressFieldsMessages', () => {
  it('carries the house-number family’s texts, which the steps share', () => {
    for (const [key, text] of Object.entries(houseNumberMessages))
      expect(addressFieldsMessages[key as keyof typeof houseNumberMessages], key).toBe(text);
    expect(addressFieldsMessages.houseNumberNeedsStreet).toBe('Choose the street first.');
  });

  it('has the placeholders the address-fields steps fill, and no other', () => {
    expect(placeholdersByKey(addressFieldsMessages)).toEqual({
      ...placeholdersByKey(houseNumberMessages),
      postalAreasOther: ['count'],
      postalAreaUnavailableWayOn: ['action'],
      postalAreaChosen: ['postalArea'],
      streetsOther: ['count'],
      streetUnavailableWayOn: ['action'],
      streetChosen: ['postcode', 'street'],
      nextStep: ['field', 'result'],
      addressComplete: ['address', 'result'],
      fillVerified: ['address'],
      fillStopped: ['field', 'result'],
    });
  });
});
