import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dhlPickupLines,
  pickupKindOf,
  dhlPickupOf,
  postNumberProblem,
  stationNumberOf,
  stationNumberProblem,
  pickupStreetFields,
} from '../../src/address/dhl-pickup.ts';
import type { DhlPickupKind } from '../../src/address/dhl-station.ts';
import { pickupAddress } from '../../src/components/address-fields/pickup-address.ts';
import { readPickupCheck } from '../../src/resolve/pickup-check.ts';
import { postedPickup } from '../../src/server/posted-pickup.ts';

describe('pickupKindOf', () => {
  it('reads exactly packstation or postfiliale as a pickup, anything else as a street address', () => {
    expect(pickupKindOf('packstation')).toBe('packstation');
    expect(pickupKindOf('postfiliale')).toBe('postfiliale');
    for (const deliveryTo of [
      '',
      'address',
      'Packstation',
      ' packstation',
      'postfiliale ',
      'packstation,postfiliale',
    ]) {
      expect(pickupKindOf(deliveryTo), deliveryTo).toBeUndefined();
    }
  });
});

describe('the station number and the Postnummer', () => {
  it("takes a station number of the kind's range, in one to four digits", () => {
    expect(stationNumberOf('packstation', '100')).toBe(100);
    expect(stationNumberOf('packstation', ' 999 ')).toBe(999);
    expect(stationNumberOf('packstation', '0123')).toBe(123);
    expect(stationNumberOf('postfiliale', '401')).toBe(401);
    for (const text of ['99', '1000', '00123', '12a', '1e2', '12.0', '', '+123'])
      expect(stationNumberOf('packstation', text), text).toBeNull();
    expect(stationNumberOf('postfiliale', '400')).toBeNull();
  });

  it('says what is wrong: nothing typed, or not a station number of the kind', () => {
    expect(stationNumberProblem('packstation', ' ')).toBe('required');
    expect(stationNumberProblem('postfiliale', '123')).toBe('invalid');
    expect(stationNumberProblem('postfiliale', '456')).toBeNull();
  });

  it('needs a Postnummer at a Packstation only, and 6 to 10 digits when one is given', () => {
    expect(postNumberProblem('packstation', '')).toBe('required');
    expect(postNumberProblem('postfiliale', '')).toBeNull();
    expect(postNumberProblem('postfiliale', '12345')).toBe('invalid');
    expect(postNumberProblem('packstation', ' 123456 ')).toBeNull();
  });

  it('builds the pickup, the Postnummer left out where none is given', () => {
    expect(dhlPickupOf('packstation', '123', '12345678')).toEqual({
      kind: 'packstation',
      number: 123,
      postNumber: '12345678',
    });
    expect(dhlPickupOf('postfiliale', '456', '')).toEqual({ kind: 'postfiliale', number: 456 });
    expect(dhlPickupOf('packstation', '123', '')).toBeUndefined();
    expect(pickupStreetFields({ kind: 'postfiliale', number: 456 })).toEqual({
      street: 'Postfiliale',
      houseNumber: '456',
      houseNumberParts: { number: 456 },
    });
  });
});

/** Texts a station number or a Postnummer may be typed as: well-formed, near misses, and anything. */
const typed = fc.oneof(
  fc.integer({ min: 0, max: 1200 }).map(String),
  fc.stringMatching(/^[0-9]{4,11}$/u),
  fc.stringMatching(/^ ?0?[0-9]{1,4} ?$/u),
  fc.string({ maxLength: 12 }),
);

describe('the form, checkAddress and verifyAddress agree on a pickup (issue 59: each rule once)', () => {
  const area = {
    postcode: '53113',
    cityName: 'Bonn',
    cityId: 1,
    municipalityNisCode: undefined,
  } as unknown as Parameters<typeof pickupAddress>[1];

  it('takes exactly the same pickups, whatever is typed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<DhlPickupKind>('packstation', 'postfiliale'),
        typed,
        typed,
        (kind, station, postNumber) => {
          const form = pickupAddress(kind, area, { number: station, postNumber })?.pickup;
          const check = readPickupCheck({
            street: kind === 'packstation' ? 'Packstation' : 'Postfiliale',
            houseNumber: station.trim(),
            addition: '',
            postcode: '53113',
            city: 'Bonn',
            postNumber: postNumber.trim(),
            deliveryTo: kind,
          })?.pickup;
          // The form posts the pickup it read; the server takes it exactly as posted.
          const posted =
            form === undefined
              ? undefined
              : postedPickup(kind, { ...pickupStreetFields(form), postNumber: form.postNumber ?? '' });
          expect(check ?? undefined).toEqual(form);
          expect(posted).toEqual(form);
          expect(form).toEqual(dhlPickupOf(kind, station, postNumber));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('dhlPickupLines', () => {
  it('writes the Postnummer, the station, then the postcode and town, as DHL does', () => {
    expect(dhlPickupLines({ kind: 'packstation', number: 123, postNumber: '12345678' }, '53113', 'Bonn')).toEqual([
      '12345678',
      'Packstation 123',
      '53113 Bonn',
    ]);
    expect(dhlPickupLines({ kind: 'postfiliale', number: 456, postNumber: '987654' }, '50678', 'Köln')).toEqual([
      '987654',
      'Postfiliale 456',
      '50678 Köln',
    ]);
  });

  it('leaves out a Postnummer that is absent, empty or blank', () => {
    for (const postNumber of [undefined, '', '   ']) {
      expect(
        dhlPickupLines(
          { kind: 'postfiliale', number: 456, ...(postNumber === undefined ? {} : { postNumber }) },
          '50678',
          'Köln',
        ),
      ).toEqual(['Postfiliale 456', '50678 Köln']);
    }
  });

  it('trims the Postnummer, postcode and town', () => {
    expect(dhlPickupLines({ kind: 'packstation', number: 100, postNumber: ' 12345678 ' }, ' 53113 ', ' Bonn ')).toEqual(
      ['12345678', 'Packstation 100', '53113 Bonn'],
    );
  });
});
