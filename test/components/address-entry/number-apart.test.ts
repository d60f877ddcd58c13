import { describe, expect, it } from 'vitest';
import type { AddressEntryValue } from '../../../src/components/address-entry/address-entry-props.ts';
import { withNumberApart } from '../../../src/components/address-entry/number-apart.ts';

const value = (texts: Partial<AddressEntryValue>): AddressEntryValue => ({
  country: 'NL',
  postcode: '',
  city: '',
  street: '',
  houseNumber: '',
  houseNumberAddition: '',
  status: '',
  ...texts,
});

describe('withNumberApart', () => {
  it('takes a Dutch number and addition out of the street line', () => {
    expect(withNumberApart(value({ street: 'Julianastraat 30-2' }))).toMatchObject({
      street: 'Julianastraat',
      houseNumber: '30',
      houseNumberAddition: '2',
    });
  });

  it('keeps a Belgian box or German addition in the house number', () => {
    expect(withNumberApart(value({ country: 'BE', street: 'Europalaan 36 bus 1' }))).toMatchObject({
      street: 'Europalaan',
      houseNumber: '36 bus 1',
      houseNumberAddition: '',
    });
    expect(withNumberApart(value({ country: 'DE', street: 'Severinstr. 205' }))).toMatchObject({
      street: 'Severinstr.',
      houseNumber: '205',
    });
  });

  it('keeps a value that has a house number of its own, or a street line without one', () => {
    const own = value({ street: 'Straße des 17. Juni 31', houseNumber: '31' });
    expect(withNumberApart(own)).toBe(own);
    const bare = value({ street: 'Julianastraat' });
    expect(withNumberApart(bare)).toBe(bare);
  });
});
