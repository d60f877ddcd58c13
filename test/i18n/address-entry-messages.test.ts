import { describe, expect, it } from 'vitest';
import { addressEntryMessages } from '../../src/i18n/address-entry-messages.ts';
import { placeholdersByKey } from './placeholders.ts';

describe('addressEntryMessages', () => {
  it('has no placeholder: AddressEntry fills none of its own texts', () => {
    expect(placeholdersByKey(addressEntryMessages)).toEqual({});
  });

  it('names each Dutch way in the switch to it, with its hint before', () => {
    expect(addressEntryMessages).toMatchObject({
      dutchWayStreetHint: 'No postcode at hand?',
      dutchWayStreet: 'Look up by city and street',
      dutchWayPostcodeHint: 'Know the postcode?',
      dutchWayPostcode: 'Look up by postcode',
    });
  });
});
