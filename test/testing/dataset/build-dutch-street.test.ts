import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDutchStreet, range, type DutchStreetSpec } from '../../../src/testing/dataset/build-dutch-street.ts';

const spec: DutchStreetSpec = {
  city: 'Haarlem',
  municipality: 'Haarlem',
  province: 'Noord-Holland',
  municipalityCode: '0392',
  street: 'Grote Houtstraat',
  postcode: '2011SN',
  numbers: [70, [72, ['', 'A']], 74],
  rd: [103610, 488050],
  position: [52.3786, 4.6335],
};

describe('range', () => {
  it('counts from the first number to the last, both included', () => {
    expect(range(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(range(7, 7)).toEqual([7]);
  });

  it('steps by the step, stopping before the last where the step passes it', () => {
    expect(range(1, 9, 2)).toEqual([1, 3, 5, 7, 9]);
    expect(range(200, 219, 2)).toEqual([200, 202, 204, 206, 208, 210, 212, 214, 216, 218]);
  });

  it('is empty when the first number is past the last', () => {
    expect(range(5, 4)).toEqual([]);
  });
});

describe('buildDutchStreet', () => {
  it('makes one record per house number, and one per addition where additions are given ("" for none)', () => {
    const records = buildDutchStreet(spec);
    expect(records.map((r) => `${String(r.houseNumber)}${r.houseNumberAddition}`)).toEqual(['70', '72', '72A', '74']);
    expect(
      records.every((r) => r.street === 'Grote Houtstraat' && r.city === 'Haarlem' && r.province === 'Noord-Holland'),
    ).toBe(true);
  });

  it('places later house numbers along the street, the additions of one number at its place', () => {
    const [first, second, secondA, third] = buildDutchStreet(spec);
    expect([first?.rdX, first?.rdY, first?.latitude, first?.longitude]).toEqual([103610, 488050, 52.3786, 4.6335]);
    expect([second?.rdX, second?.rdY]).toEqual([103619, 488054]);
    expect([secondA?.rdX, secondA?.rdY, secondA?.latitude]).toEqual([second?.rdX, second?.rdY, second?.latitude]);
    expect([third?.rdX, third?.rdY, third?.latitude, third?.longitude]).toEqual([103628, 488058, 52.378672, 4.63376]);
  });

  it('takes a house number’s own postcode where one is given', () => {
    const records = buildDutchStreet({ ...spec, postcodeOf: { 74: '2011SP' } });
    expect(records.map((r) => r.postcode)).toEqual(['2011SN', '2011SN', '2011SN', '2011SP']);
  });

  it('shortens names past 24 characters for the short fields and the NEN name, unless a NEN name is given', () => {
    const long = {
      ...spec,
      city: 'Nieuwerkerk aan den IJssel',
      municipality: 'Zuidplas',
      street: 'Laan van Nieuw Oost-Indië straat',
    };
    const [record] = buildDutchStreet(long);
    expect(record).toMatchObject({
      cityShort: 'Nieuwerkerk aan den IJss',
      municipalityShort: 'Zuidplas',
      streetNen: 'Laan van Nieuw Oost-Indi',
    });
    // Cut at 24 characters, a trailing space is dropped.
    expect(buildDutchStreet({ ...spec, street: 'Burgemeester van Houten straat' })[0]?.streetNen).toBe(
      'Burgemeester van Houten',
    );
    expect(buildDutchStreet({ ...long, streetNen: 'Ln v Nw Oost-Indiëstr' })[0]?.streetNen).toBe(
      'Ln v Nw Oost-Indiëstr',
    );
  });

  it('defaults to a residential building of invented data, and keeps what the spec says instead', () => {
    expect(buildDutchStreet(spec)[0]).toMatchObject({
      addressType: 'building',
      purposes: ['residency'],
      source: 'invented',
    });
    const boat = buildDutchStreet({ ...spec, addressType: 'house boat site', purposes: [], source: 'documented' })[0];
    expect(boat).toMatchObject({ addressType: 'house boat site', purposes: [], source: 'documented' });
  });

  it('gives each address registry ids in the municipality’s code, the same on every run and apart per address', () => {
    const records = buildDutchStreet(spec);
    for (const r of records) {
      expect(r.bagNumberDesignationId).toMatch(/^039220\d{10}$/u);
      expect(r.bagAddressableObjectId).toMatch(/^039201\d{10}$/u);
      expect(r.bagNumberDesignationId?.slice(6)).toBe(r.bagAddressableObjectId?.slice(6));
    }
    expect(new Set(records.map((r) => r.bagNumberDesignationId)).size).toBe(records.length);
    expect(buildDutchStreet(spec)).toEqual(records);
  });

  it('makes every address of any street, each with a surface area between 45 and 184 m²', () => {
    const numbers = fc.array(
      fc.oneof(
        fc.integer({ min: 1, max: 999 }),
        fc.tuple(
          fc.integer({ min: 1, max: 999 }),
          fc.uniqueArray(fc.constantFrom('', 'A', 'B', '1'), { minLength: 1 }),
        ),
      ),
      { maxLength: 20 },
    );
    fc.assert(
      fc.property(numbers, (entries) => {
        const records = buildDutchStreet({ ...spec, numbers: entries });
        const expected = entries.flatMap((entry) =>
          typeof entry === 'number' ? [[entry, '']] : entry[1].map((a) => [entry[0], a]),
        );
        expect(records.map((r) => [r.houseNumber, r.houseNumberAddition])).toEqual(expected);
        for (const r of records) {
          expect(r.surfaceArea).toBeGreaterThanOrEqual(45);
          expect(r.surfaceArea).toBeLessThanOrEqual(184);
          expect(Number.isInteger(r.surfaceArea)).toBe(true);
        }
      }),
    );
  });
});
