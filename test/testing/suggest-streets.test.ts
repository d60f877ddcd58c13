import { describe, expect, it } from 'vitest';
import type { BelgianStreet, GermanStreet } from '../../src/types.ts';
import { referenceCaller } from '../support/reference-call.ts';

const call = referenceCaller();
const list = async <T>(path: string): Promise<T[]> => {
  const { status, body } = await call(path);
  expect(status, path).toBe(200);
  return body as T[];
};
const beStreets = (nis: number, postcode: number | '', name: string) =>
  list<BelgianStreet>(`/be/v1/autocomplete/street/${nis}/${postcode}/${encodeURIComponent(name)}`);
const deStreets = (cityId: number, postcode: string, name: string) =>
  list<GermanStreet>(`/de/v1/autocomplete/street/${cityId}/${postcode}/${encodeURIComponent(name)}`);

describe('street autocomplete', () => {
  it('finds the streets of a postcode by the start of their name, diacritics folded', async () => {
    expect(await beStreets(11002, 2610, 'euro')).toEqual([
      { streetId: 824, streetName: 'Europalaan', postcode: 2610, municipalityName: 'Antwerpen', language: 'nl' },
    ]);
    expect((await beStreets(62063, 4000, 'rue de l universite')).map((s) => s.streetId)).toEqual([]);
    expect((await beStreets(62063, 4000, "rue de l'universite")).map((s) => s.streetId)).toEqual([5411]);
  });

  it('lists a street over two postcodes once per postcode, or only in the postcode asked for', async () => {
    expect((await beStreets(11002, '', 'Boomse')).map((s) => [s.streetId, s.postcode])).toEqual([
      [1207, 2020],
      [1207, 2610],
    ]);
    expect((await beStreets(11002, 2020, 'Boomse')).map((s) => s.postcode)).toEqual([2020]);
    expect((await deStreets(5315000, '50678', 'Sev')).map((s) => [s.streetName, s.postcode])).toEqual([
      ['Severinstr.', '50678'],
    ]);
  });

  it('finds German streets whether Straße is written out or abbreviated, and as it is being typed', async () => {
    for (const typed of ['Eugen-Bracht-Straße', 'eugen-bracht-strasse', 'Eugen-Bracht-Str.', 'Eugen-Bracht-Stra']) {
      expect(
        (await deStreets(14612000, '01219', typed)).map((s) => s.streetId),
        typed,
      ).toEqual([1817]);
    }
    expect((await beStreets(63023, 4700, 'Gospertstr.')).map((s) => s.streetName)).toEqual(['Gospertstraße']);
  });

  it('stays inside the municipality or city asked for', async () => {
    expect(await beStreets(62063, '', 'Europa')).toEqual([]);
    expect(await deStreets(11000000, '', 'Eugen')).toEqual([]);
  });

  it.each([
    '/be/v1/autocomplete/street/abc/2610/Euro',
    '/be/v1/autocomplete/street/11002/26100/Euro',
    '/be/v1/autocomplete/street/11002/2610/%20',
    '/de/v1/autocomplete/street/14612000/1219/Eugen',
  ])('answers 400 for %s', async (path) => {
    expect((await call(path)).status).toBe(400);
  });
});
