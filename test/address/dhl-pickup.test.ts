import { describe, expect, it } from 'vitest';
import { dhlPickupLines } from '../../src/address/dhl-pickup.ts';

describe('dhlPickupLines', () => {
  it('writes the Postnummer, the station, then the postcode and town, as DHL does', () => {
    expect(dhlPickupLines({ kind: 'packstation', number: 123, postNumber: '12345678' }, '53113', 'Bonn')).toEqual(['12345678', 'Packstation 123', '53113 Bonn']);
    expect(dhlPickupLines({ kind: 'postfiliale', number: 456, postNumber: '987654' }, '50678', 'Köln')).toEqual(['987654', 'Postfiliale 456', '50678 Köln']);
  });

  it('leaves out a Postnummer that is absent, empty or blank', () => {
    for (const postNumber of [undefined, '', '   ']) {
      expect(dhlPickupLines({ kind: 'postfiliale', number: 456, ...(postNumber === undefined ? {} : { postNumber }) }, '50678', 'Köln')).toEqual(['Postfiliale 456', '50678 Köln']);
    }
  });

  it('trims the Postnummer, postcode and town', () => {
    expect(dhlPickupLines({ kind: 'packstation', number: 100, postNumber: ' 12345678 ' }, ' 53113 ', ' Bonn ')).toEqual(['12345678', 'Packstation 100', '53113 Bonn']);
  });
});
