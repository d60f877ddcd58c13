import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dutchStreetLine, splitStreetLine, streetAndNumber } from '../../src/resolve/street-line.ts';

describe('street lines of a fill', () => {
  it.each([
    ['Europalaan 12', 'Europalaan', '12'],
    ['Europalaan 36 bus 1', 'Europalaan', '36 bus 1'],
    ['Rue de la Cathédrale 6/3 bte 0101', 'Rue de la Cathédrale', '6/3 bte 0101'],
    ['Severinstr. 205', 'Severinstr.', '205'],
    ['Eugen-Bracht-Str. 36-2', 'Eugen-Bracht-Str.', '36-2'],
    ['Straße des 17. Juni 31', 'Straße des 17. Juni', '31'],
    ['Julianastraat 30-2', 'Julianastraat', '30-2'],
    ['Lasondersingel 129 A', 'Lasondersingel', '129 A'],
  ])('splits %j into street and house number', (line, street, houseNumber) => {
    expect(splitStreetLine(line)).toEqual({ street, houseNumber });
  });

  it.each(['Europalaan', 'Straße des 17. Juni', '12', ''])(
    'leaves %j, which ends in no house number, alone',
    (line) => {
      expect(splitStreetLine(line)).toBeNull();
    },
  );

  it('gives the number to an empty number field, drops it when the field holds it, and keeps both otherwise', () => {
    expect(streetAndNumber('Europalaan 12', '')).toEqual({ street: 'Europalaan', houseNumber: '12' });
    expect(streetAndNumber('Europalaan 12', '12')).toEqual({ street: 'Europalaan', houseNumber: '12' });
    expect(streetAndNumber('Europalaan 12', '14')).toEqual({ street: 'Europalaan 12', houseNumber: '14' });
    expect(streetAndNumber('Europalaan', '12')).toEqual({ street: 'Europalaan', houseNumber: '12' });
  });

  it('splits a Dutch line into street, number and addition', () => {
    expect(dutchStreetLine('Julianastraat 30-2')).toEqual({
      street: 'Julianastraat',
      houseNumber: '30',
      houseNumberAddition: '2',
    });
    expect(dutchStreetLine('Lasondersingel 129 A')).toEqual({
      street: 'Lasondersingel',
      houseNumber: '129',
      houseNumberAddition: 'A',
    });
    expect(dutchStreetLine('Julianastraat 30')).toEqual({
      street: 'Julianastraat',
      houseNumber: '30',
      houseNumberAddition: '',
    });
    expect(dutchStreetLine("'s-Gravenhage")).toBeNull();
  });

  it('gives back any street and house number joined into one line', () => {
    const word = fc.stringMatching(/^[A-Za-zÀ-ÿ.'-]{1,12}$/u);
    const street = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));
    const houseNumber = fc
      .tuple(fc.integer({ min: 1, max: 99999 }), fc.constantFrom('', 'A', 'bis', '-2', '/30', ' bus 3', ' bte A0402'))
      .map(([n, rest]) => `${n}${rest}`);
    fc.assert(
      fc.property(street, houseNumber, (name, number) => {
        expect(splitStreetLine(`${name} ${number}`)).toEqual({ street: name, houseNumber: number });
      }),
    );
  });
});
