import { describe, expect, it } from 'vitest';
import type { BelgianHouseNumberSuggestion } from '../../src/types.ts';
import { APARTMENT_BLOCK_STREET_ID } from '../../src/testing/index.ts';
import { referenceCaller } from '../support/reference-call.ts';

const call = referenceCaller();

async function be(houseNumber: string, validation = 'strict', street = '11002/824/2610', language = 'nl') {
  const { status, body } = await call(
    `/be/v1/autocomplete/house-number/${street}/${language}/${validation}/${encodeURIComponent(houseNumber)}`,
  );
  expect(status).toBe(200);
  return body as BelgianHouseNumberSuggestion[];
}

const shown = (list: { houseNumber: string; status: string }[]) => list.map((s) => `${s.houseNumber}:${s.status}`);

describe('Belgian house-number autocomplete', () => {
  it('offers the numbers that start with the typed digits, incomplete where a box is needed', async () => {
    expect(shown(await be('3'))).toEqual([
      '3:validated',
      '30:incomplete',
      '31:validated',
      '32:validated',
      '33:validated',
      '34:validated',
      '35:validated',
      '36:incomplete',
    ]);
  });

  it('expands an incomplete number into its boxes (the completeHouseNumber step)', async () => {
    const list = await be('36');
    expect(list).toHaveLength(12);
    expect(list[0]).toEqual({
      houseNumber: '36 bus 1',
      number: 36,
      bisNumber: null,
      boxNumber: '1',
      postcode: 2610,
      status: 'validated',
    });
    expect(list.map((s) => s.houseNumber).slice(0, 3)).toEqual(['36 bus 1', '36 bus 2', '36 bus 3']);
    expect(list.at(-1)?.houseNumber).toBe('36 bus 12');
  });

  it('matches a partly typed box prefix, and every box prefix', async () => {
    expect((await be('36 b')).map((s) => s.houseNumber)).toContain('36 bus 10');
    expect((await be('36 bus 1')).map((s) => s.houseNumber)).toEqual([
      '36 bus 1',
      '36 bus 10',
      '36 bus 11',
      '36 bus 12',
    ]);
    expect((await be('36 bus 1', 'none')).map((s) => s.status)).not.toContain('unknown');
    expect(shown(await be('36 BTE 2', 'none'))).toEqual(['36 bus 2:validated']);
    expect(shown(await be('36 boîte 2', 'none'))).toEqual(['36 bus 2:validated']);
  });

  it('offers bis numbers under their number', async () => {
    expect(shown(await be('12'))).toEqual(['12:validated', '12A:validated', '12B:validated']);
    expect(shown(await be('1'))).toContain('1/30:validated');
    expect(shown(await be('2'))).toContain('2BIS:validated');
  });

  it('writes house numbers in the language asked for', async () => {
    const list = await be('6/3', 'strict', '62063/5410/4000', 'fr');
    expect(list.map((s) => s.houseNumber)).toEqual(['6/3 bte 0101', '6/3 bte 0102', '6/3 bte 0201']);
    expect((await be('18F', 'strict', '62063/5410/4000', 'nl')).map((s) => s.houseNumber)).toEqual([
      '18F bus A0401',
      '18F bus A0402',
      '18F bus B0101',
    ]);
  });

  it('answers the postcode of each house number, which may differ from the request', async () => {
    const list = await be('21', 'strict', '11002/1207/2610');
    expect(list.map((s) => [s.houseNumber, s.postcode])).toEqual([
      ['21', 2610],
      ['210', 2020],
      ['212', 2020],
      ['214', 2020],
      ['216', 2020],
      ['218', 2020],
    ]);
  });

  describe('validation modes', () => {
    it('strict never offers the typed text', async () => {
      expect(shown(await be('36'))).not.toContain('36:unknown');
      expect(await be('37')).toEqual([]);
      expect(await be('5', 'strict', '21004/9001/1000', 'fr')).toEqual([]);
    });

    it('street offers the typed text only in a street without known numbers', async () => {
      expect(await be('37', 'street')).toEqual([]);
      expect(await be('5 bte 2', 'street', '21004/9001/1000', 'fr')).toEqual([
        { houseNumber: '5 bte 2', number: 5, bisNumber: null, boxNumber: '2', postcode: 1000, status: 'unknown' },
      ]);
    });

    it('number also offers it when the number part is known', async () => {
      expect(shown(await be('36', 'number')).at(-1)).toBe('36:unknown');
      expect(await be('37', 'number')).toEqual([]);
      expect(shown(await be('5', 'number', '21004/9001/1000', 'fr'))).toEqual(['5:unknown']);
    });

    it('none offers it whenever the text is not exactly a known address, with the request postcode', async () => {
      expect(await be('37', 'none')).toEqual([
        { houseNumber: '37', number: 37, bisNumber: null, boxNumber: null, postcode: 2610, status: 'unknown' },
      ]);
      expect(shown(await be('36 bus 2', 'none'))).toEqual(['36 bus 2:validated']);
      expect((await be('210 bus 9', 'none', '11002/1207/2610')).at(-1)).toMatchObject({
        status: 'unknown',
        postcode: 2610,
      });
    });

    it('never offers unfinished text such as a bare box prefix', async () => {
      expect(shown(await be('37 bu', 'none'))).toEqual([]);
    });
  });

  it('lists all 1000 boxes of the apartment block', async () => {
    const list = await be('100', 'strict', `11002/${APARTMENT_BLOCK_STREET_ID}/2018`);
    expect(list).toHaveLength(1000);
    expect(list.every((s) => s.status === 'validated')).toBe(true);
    expect(list[999]?.houseNumber).toBe('100 bus 1000');
  });

  it('finds a street by id without a NIS code, and none with a NIS code of another municipality', async () => {
    expect(await be('36', 'strict', '/824/2610')).toHaveLength(12);
    expect(await be('36', 'strict', '62063/824/2610')).toEqual([]);
  });

  it.each([
    ['/be/v1/autocomplete/house-number/x/824/2610/nl/none/1', 'municipalityNisCode'],
    ['/be/v1/autocomplete/house-number/11002/824/261/nl/none/1', 'postcode'],
    ['/be/v1/autocomplete/house-number/11002/824/2610/en/none/1', 'language'],
    ['/be/v1/autocomplete/house-number/11002/824/2610/nl/loose/1', 'validation'],
    ['/be/v1/autocomplete/house-number/11002/824/2610/nl/none/bus', 'house number'],
  ])('refuses %s (%s) with 400', async (path) => {
    expect((await call(path)).status).toBe(400);
  });
});
