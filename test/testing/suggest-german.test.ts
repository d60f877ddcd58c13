import { describe, expect, it } from 'vitest';
import type { GermanHouseNumberSuggestion } from '../../src/types.ts';
import { referenceCaller } from '../support/reference-call.ts';

const call = referenceCaller();

async function de(houseNumber: string, validation = 'strict', street = '14612000/1817/01219') {
  const { status, body } = await call(
    `/de/v1/autocomplete/house-number/${street}/${validation}/${encodeURIComponent(houseNumber)}`,
  );
  expect(status).toBe(200);
  return body as GermanHouseNumberSuggestion[];
}

const shown = (list: { houseNumber: string; status: string }[]) => list.map((s) => `${s.houseNumber}:${s.status}`);

describe('German house-number autocomplete', () => {
  it('offers numbers, incomplete where an addition is needed', async () => {
    expect(shown(await de('3'))).toEqual([
      '3:validated',
      '30:validated',
      '31:validated',
      '32:validated',
      '33:validated',
      '34:validated',
      '35:validated',
      '36:incomplete',
    ]);
  });

  it('expands an incomplete number into its additions, each with its own postcode', async () => {
    expect(await de('36')).toEqual([
      { houseNumber: '36-1', number: 36, addition: '1', postcode: '01217', status: 'validated' },
      { houseNumber: '36-2', number: 36, addition: '2', postcode: '01217', status: 'validated' },
      { houseNumber: '36-3', number: 36, addition: '3', postcode: '01217', status: 'validated' },
    ]);
  });

  it('offers letter and numeric additions of a number that also exists without', async () => {
    expect(shown(await de('1', 'strict').then((l) => l.filter((s) => s.number === 1)))).toEqual([
      '1:validated',
      '1-30:validated',
      '1A:validated',
      '1B:validated',
    ]);
    expect(shown(await de('1a'))).toEqual(['1A:validated']);
    expect(shown(await de('36/2', 'none'))).toEqual(['36-2:validated']);
  });

  it('follows each validation mode', async () => {
    expect(await de('99', 'strict')).toEqual([]);
    expect(await de('99', 'number')).toEqual([]);
    expect(shown(await de('7B', 'number'))).toEqual(['7B:unknown']);
    expect(await de('99', 'none')).toEqual([
      { houseNumber: '99', number: 99, addition: null, postcode: '01219', status: 'unknown' },
    ]);
    expect(shown(await de('36', 'none')).at(-1)).toBe('36:unknown');
    expect(shown(await de('36-1', 'none'))).toEqual(['36-1:validated']);
  });

  it('finds a street by id without a city id', async () => {
    expect(await de('36', 'strict', '/1817/01219')).toHaveLength(3);
  });

  it.each([
    '/de/v1/autocomplete/house-number/14612000/1817/1219/none/1',
    '/de/v1/autocomplete/house-number/14612000/1817/01219/street/1',
    '/de/v1/autocomplete/house-number/x/1817/01219/none/1',
    '/de/v1/autocomplete/house-number/14612000/1817/01219/none/-1',
  ])('refuses %s with 400', async (path) => {
    expect((await call(path)).status).toBe(400);
  });
});
