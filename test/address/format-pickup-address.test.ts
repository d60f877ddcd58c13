import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ConfirmedAddress } from '../../src/address/confirmed-address.ts';
import { postNumberCheckDigitHolds } from '../../src/address/dhl-post-number.ts';
import { formatAddress, type FormattablePickupAddress } from '../../src/address/format-address.ts';
import { readPickupLine } from '../../src/resolve/pickup-line.ts';

const packstation: FormattablePickupAddress = {
  country: 'DE',
  postcode: '53113',
  city: 'Bonn',
  pickup: { kind: 'packstation', number: 123, postNumber: '12345678' },
};
const postfiliale: FormattablePickupAddress = {
  country: 'DE',
  postcode: '10117',
  city: 'Berlin',
  pickup: { kind: 'postfiliale', number: 456, postNumber: '1234567890' },
};

describe('formatAddress: a German DHL pickup in DHL’s own layout', () => {
  it('writes a Packstation as DHL’s consumer page shows it: the Postnummer, Packstation and number, postcode and town', () => {
    expect(formatAddress(packstation)).toBe('12345678\nPackstation 123\n53113 Bonn');
  });

  it('writes a Postfiliale the same way, and without a Postnummer when the shopper gave none', () => {
    expect(formatAddress(postfiliale)).toBe('1234567890\nPostfiliale 456\n10117 Berlin');
    expect(formatAddress({ ...postfiliale, pickup: { kind: 'postfiliale', number: 456 } })).toBe(
      'Postfiliale 456\n10117 Berlin',
    );
    expect(formatAddress({ ...postfiliale, pickup: { kind: 'postfiliale', number: 456, postNumber: ' ' } })).toBe(
      'Postfiliale 456\n10117 Berlin',
    );
  });

  it('trims what it was given, and writes the Postnummer as given whether or not its check digit holds', () => {
    expect(postNumberCheckDigitHolds('7654321')).toBe(false);
    expect(
      formatAddress({
        country: 'DE',
        postcode: ' 53113 ',
        city: ' Bonn ',
        pickup: { kind: 'packstation', number: 123, postNumber: ' 7654321 ' },
      }),
    ).toBe('7654321\nPackstation 123\n53113 Bonn');
  });

  it('adds GERMANY as the last line only when sent from another country', () => {
    expect(formatAddress(packstation, { from: 'NL' })).toBe('12345678\nPackstation 123\n53113 Bonn\nGERMANY');
    expect(formatAddress(packstation, { from: 'de' })).toBe('12345678\nPackstation 123\n53113 Bonn');
  });

  it('gives one line for an order list, its lines joined', () => {
    expect(formatAddress(packstation, { style: 'line' })).toBe('12345678, Packstation 123, 53113 Bonn');
    expect(formatAddress(postfiliale, { style: 'line', from: 'BE' })).toBe(
      '1234567890, Postfiliale 456, 10117 Berlin, Germany',
    );
  });

  it('writes a station line that reads back as the same pickup, and the Postnummer alone on the line above it', () => {
    const pickup = fc.record({
      kind: fc.constantFrom('packstation' as const, 'postfiliale' as const),
      number: fc.integer({ min: 100, max: 999 }),
      postNumber: fc.stringMatching(/^[0-9]{6,10}$/u),
    });
    fc.assert(
      fc.property(pickup, ({ kind, number, postNumber }) => {
        const [first, station = '', place] = formatAddress({
          country: 'DE',
          postcode: '53113',
          city: 'Bonn',
          pickup: { kind, number, postNumber },
        }).split('\n');
        expect(first).toBe(postNumber);
        expect(readPickupLine(station)).toEqual({ kind, number });
        expect(place).toBe('53113 Bonn');
      }),
    );
  });
});

describe('formatAddress: a confirmed address with a pickup key (issue 53, point 3)', () => {
  const dresden: ConfirmedAddress = {
    country: 'DE',
    postcode: '01217',
    city: 'Dresden',
    street: 'Eugen-Bracht-Str.',
    houseNumber: '36-2',
    houseNumberParts: { number: 36, addition: '2' },
    status: 'validated',
  };

  it('writes a street address whose pickup is undefined (a spread or a form library writes the key) as a street address', () => {
    // The key present, its value undefined, as `{ ...address, pickup: maybePickup }` writes it in JavaScript.
    const withEmptyKey = Object.assign({ ...dresden }, { pickup: undefined });
    expect('pickup' in withEmptyKey).toBe(true);
    expect(formatAddress(withEmptyKey)).toBe('Eugen-Bracht-Str. 36-2\n01217 Dresden');
    expect(formatAddress(withEmptyKey, { style: 'line' })).toBe('Eugen-Bracht-Str. 36-2, 01217 Dresden');
  });

  it('writes a confirmed address with a pickup as DHL’s label, whatever its street fields say', () => {
    const pickup: ConfirmedAddress = {
      country: 'DE',
      postcode: '53113',
      city: 'Bonn',
      street: 'Packstation',
      houseNumber: '123',
      houseNumberParts: { number: 123 },
      status: 'validated',
      pickup: { kind: 'packstation', number: 123, postNumber: '12345678' },
    };
    expect(formatAddress(pickup)).toBe('12345678\nPackstation 123\n53113 Bonn');
  });
});
