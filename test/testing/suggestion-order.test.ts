import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byHouseNumber, offersUnknown } from '../../src/testing/suggestion-order.ts';

const at = (number: number, houseNumber: string) => ({ number, houseNumber });

describe('byHouseNumber', () => {
  it('orders by number first, whatever the written form', () => {
    const list = [at(10, '10'), at(2, '2 bus 9'), at(9, '9Z'), at(2, '2')];
    expect([...list].sort(byHouseNumber).map((s) => s.houseNumber)).toEqual(['2', '2 bus 9', '9Z', '10']);
  });

  it('orders one number’s boxes and additions with their numbers compared as numbers', () => {
    const boxes = ['36 bus 10', '36 bus 2', '36 bus 1', '36 bus 12', '36'].map((text) => at(36, text));
    expect(boxes.sort(byHouseNumber).map((s) => s.houseNumber)).toEqual([
      '36',
      '36 bus 1',
      '36 bus 2',
      '36 bus 10',
      '36 bus 12',
    ]);
    expect(
      ['36-10', '36-9']
        .map((text) => at(36, text))
        .sort(byHouseNumber)
        .map((s) => s.houseNumber),
    ).toEqual(['36-9', '36-10']);
  });

  it('has the sign of the numbers’ difference whenever the numbers differ', () => {
    fc.assert(
      fc.property(fc.nat(99999), fc.nat(99999), fc.string(), fc.string(), (a, b, textA, textB) => {
        fc.pre(a !== b);
        expect(Math.sign(byHouseNumber(at(a, textA), at(b, textB)))).toBe(Math.sign(a - b));
      }),
    );
  });
});

describe('offersUnknown', () => {
  // [validation, the street has known numbers, the typed number is known] → offered
  it.each([
    ['strict', false, false, false],
    ['strict', true, true, false],
    ['street', false, false, true],
    ['street', true, false, false],
    ['street', true, true, false],
    ['number', false, false, true],
    ['number', true, false, false],
    ['number', true, true, true],
    ['none', false, false, true],
    ['none', true, false, true],
    ['none', true, true, true],
  ] as const)(
    '%s, street with numbers %s, number known %s: %s',
    (validation, streetHasNumbers, numberKnown, offered) => {
      expect(offersUnknown(validation, streetHasNumbers, numberKnown)).toBe(offered);
    },
  );
});
