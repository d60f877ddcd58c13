import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AddressCheckInput } from '../../src/resolve/address-check.ts';
import { readCheckInput, readPickupInput } from '../../src/resolve/read-check-input.ts';

describe('readCheckInput: what the resolver asks about', () => {
  it('splits street lines and numbers with additions as people write them', () => {
    expect(readCheckInput({ country: ' nl ', city: 'Haarlem', street: 'Julianastraat 30-2' })).toEqual({
      country: 'NL',
      postcode: null,
      city: 'Haarlem',
      street: 'Julianastraat',
      houseNumber: 30,
      houseNumberAddition: '2',
    });
    expect(readCheckInput({ country: 'NL', postcode: '2012 ES', houseNumber: '30 A' })).toMatchObject({
      postcode: '2012 ES',
      houseNumber: 30,
      houseNumberAddition: 'A',
    });
    expect(readCheckInput({ country: 'de', postcode: 'D-50678', street: '  Severinstraße   205 ' })).toEqual({
      country: 'DE',
      postcode: '50678',
      city: '',
      street: 'Severinstraße',
      houseNumber: '205',
    });
    expect(
      readCheckInput({
        country: 'BE',
        city: 'Antwerpen',
        street: 'Europalaan',
        houseNumber: 36,
        houseNumberAddition: 'bus 1',
      }),
    ).toMatchObject({ houseNumber: '36 bus 1' });
  });

  it.each([
    ['another country', { country: 'FR', postcode: '75001', street: 'Rue de Rivoli', houseNumber: '1' }],
    ['no country', { country: '', postcode: '2012ES', houseNumber: '30' }],
    ['no number anywhere', { country: 'BE', postcode: '2610', street: 'Europalaan' }],
    ['a Dutch number out of range', { country: 'NL', postcode: '2012ES', houseNumber: '100000' }],
    [
      'a Dutch addition too long',
      { country: 'NL', postcode: '2012ES', houseNumber: '30', houseNumberAddition: 'ABCDEFG' },
    ],
    ['a Dutch addition twice', { country: 'NL', postcode: '2012ES', houseNumber: '30A', houseNumberAddition: 'B' }],
    ['neither postcode nor city', { country: 'DE', street: 'Severinstr.', houseNumber: '205' }],
    ['a Dutch street without a city or postcode', { country: 'NL', street: 'Julianastraat', houseNumber: '30' }],
    [
      'a German postcode of four digits',
      { country: 'DE', postcode: '5067', street: 'Severinstr.', houseNumber: '205' },
    ],
  ])('refuses %s without a request', (_name, input) => {
    expect(readCheckInput(input)).toBeUndefined();
  });

  it('never throws, and whatever it reads is something the service can be asked about', () => {
    const text = fc.option(
      fc.oneof(
        fc.string({ maxLength: 30 }),
        fc.constantFrom('2012ES', '2610', '50678', 'Europalaan 36 bus 1', '30-2', ' '),
      ),
      { nil: undefined },
    );
    fc.assert(
      fc.property(
        fc.constantFrom('NL', 'be', 'De', 'FR', ''),
        text,
        text,
        text,
        fc.oneof(text, fc.integer({ min: -5, max: 200_000 })),
        text,
        (country, postcode, city, street, houseNumber, houseNumberAddition) => {
          const read = readCheckInput({ country, postcode, city, street, houseNumber, houseNumberAddition });
          if (read === undefined) return;
          expect(['NL', 'BE', 'DE']).toContain(read.country);
          expect(read.street === '' && read.country !== 'NL').toBe(false);
          if (read.country === 'NL') {
            expect(read.houseNumber).toBeGreaterThanOrEqual(1);
            expect(read.houseNumber).toBeLessThanOrEqual(99_999);
            expect(read.houseNumberAddition.length).toBeLessThanOrEqual(6);
          } else {
            expect(read.houseNumber.trim()).not.toBe('');
            expect(read.postcode === '' && read.city === '').toBe(false);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('readPickupInput: the rules written out again', () => {
  const kinds = fc.constantFrom(
    ['packstation', 'Packstation', 100] as const,
    ['postfiliale', 'Postfiliale', 401] as const,
  );
  const postNumbers = fc.stringMatching(/^[0-9]{6,10}$/u);

  it('reads any station of its range and any Postnummer of 6 to 10 digits back as written, in any of the layouts', () => {
    fc.assert(
      fc.property(
        kinds,
        fc.nat({ max: 999 }),
        fc.option(postNumbers, { nil: undefined }),
        fc.constantFrom('line', 'columns', 'posted'),
        ([kind, word, min], at, postNumber, layout) => {
          const number = min + (at % (1000 - min));
          const needed = kind === 'packstation' && postNumber === undefined;
          const input: AddressCheckInput = {
            country: 'DE',
            postcode: '50678',
            ...(layout === 'line' ? { street: `${word} ${number}` } : { street: word, houseNumber: String(number) }),
            ...(layout === 'posted' ? { deliveryTo: kind } : {}),
            ...(postNumber === undefined ? {} : { postNumber }),
          };
          expect(readPickupInput(input)).toEqual(
            needed
              ? undefined
              : {
                  country: 'DE',
                  postcode: '50678',
                  city: '',
                  pickup: { kind, number, ...(postNumber === undefined ? {} : { postNumber }) },
                },
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses every station number out of its kind’s range', () => {
    fc.assert(
      fc.property(kinds, fc.integer({ min: 0, max: 9999 }), ([kind, word, min], number) => {
        fc.pre(number < min || number > 999);
        expect(
          readPickupInput({
            country: 'DE',
            postcode: '50678',
            street: `${word} ${number}`,
            postNumber: '12345678',
            deliveryTo: kind,
          }),
        ).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });
});
