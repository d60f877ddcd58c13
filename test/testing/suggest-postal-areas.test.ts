import { describe, expect, it } from 'vitest';
import type { BelgianPostalArea, GermanPostalArea } from '../../src/types.ts';
import type { BelgianMunicipalityRecord, GermanCityRecord } from '../../src/testing/index.ts';
import { suggestBelgianPostalAreas, suggestGermanPostalAreas } from '../../src/testing/suggest-postal-areas.ts';
import { referenceCaller } from '../support/reference-call.ts';

const call = referenceCaller();
const list = async <T>(path: string): Promise<T[]> => {
  const { status, body } = await call(path);
  expect(status, path).toBe(200);
  return body as T[];
};
const bePostalAreas = (text: string) =>
  list<BelgianPostalArea>(`/be/v1/autocomplete/postal-area/${encodeURIComponent(text)}`);
const dePostalAreas = (text: string) =>
  list<GermanPostalArea>(`/de/v1/autocomplete/postal-area/${encodeURIComponent(text)}`);
const place = (a: { postcode?: number | string | null; matchedName?: string | null }, official: string) =>
  `${a.postcode ?? ''} ${a.matchedName ?? official}`.trim();

describe('postal-area autocomplete', () => {
  it('matches Belgian postcodes by prefix, each with its own place name', async () => {
    const areas = await bePostalAreas('26');
    expect(areas.map((a) => place(a, a.municipalityName))).toEqual(['2600 Berchem', '2610 Wilrijk', '2660 Hoboken']);
    expect(areas.every((a) => a.municipalityNisCode === 11002)).toBe(true);
  });

  it('matches a municipality in any of its languages, the whole municipality first, then its postcodes', async () => {
    for (const typed of ['Antw', 'anvers', 'ANTWERPEN']) {
      const areas = await bePostalAreas(typed);
      expect(areas[0], typed).toMatchObject({
        municipalityName: 'Antwerpen',
        municipalityNisCode: 11002,
        postcode: null,
      });
      expect(areas.map((a) => a.postcode).slice(1), typed).toEqual([
        2000, 2018, 2020, 2050, 2060, 2100, 2140, 2170, 2180, 2600, 2610, 2660,
      ]);
    }
    expect((await bePostalAreas('Luik'))[0]).toMatchObject({ municipalityName: 'Liège', matchedName: 'Luik' });
    expect((await bePostalAreas('lutt'))[0]).toMatchObject({ municipalityName: 'Liège', matchedName: 'Lüttich' });
  });

  it('folds case and diacritics, and finds sub-municipalities and the German-speaking Eupen', async () => {
    expect((await bePostalAreas('LIEGE')).map((a) => a.postcode)).toEqual([null, 4000]);
    expect(await bePostalAreas('wilrijk')).toEqual([
      { municipalityName: 'Antwerpen', municipalityNisCode: 11002, postcode: 2610, matchedName: 'Wilrijk' },
    ]);
    expect((await bePostalAreas('Eup')).map((a) => [a.municipalityNisCode, a.postcode])).toEqual([
      [63023, null],
      [63023, 4700],
    ]);
  });

  it('matches German cities and districts, with postcodes as five-character strings', async () => {
    expect((await dePostalAreas('koln')).map((a) => a.postcode)).toEqual([null, '50667', '50672', '50676', '50678']);
    expect((await dePostalAreas('Köln'))[0]).toMatchObject({ cityId: 5315000, cityName: 'Köln', cityAddition: null });
    expect(await dePostalAreas('Strehl')).toEqual([
      { cityId: 14612000, cityName: 'Dresden', cityAddition: null, postcode: '01219', matchedName: 'Strehlen' },
    ]);
    expect((await dePostalAreas('01')).map((a) => a.postcode)).toEqual([
      '01067',
      '01069',
      '01097',
      '01217',
      '01219',
      '01465',
      '01465',
      '01728',
    ]);
    // One postcode, two postal areas: a saved address with only the postcode cannot say which.
    expect((await dePostalAreas('01465')).map((a) => `${a.cityName} ${String(a.matchedName)}`)).toEqual([
      'Dresden Langebrück',
      'Radeberg Liegau-Augustusbad',
    ]);
  });

  it('answers an empty list where nothing matches', async () => {
    expect(await bePostalAreas('Zzz')).toEqual([]);
  });

  it.each([
    ['be', 'Belgium', 'A'],
    ['be', 'Belgium', '2'],
    ['de', 'Germany', 'ö'],
    ['de', 'Germany', ' - '],
  ])('answers 400 PostalAreaTooShortException to a too-short postal area (%s, %s: %j)', async (country, name, text) => {
    const { status, body } = await call(`/${country}/v1/autocomplete/postal-area/${encodeURIComponent(text)}`);
    expect(status).toBe(400);
    expect(body).toEqual({
      exception: 'Postal area too short.',
      exceptionId: `Service_${name}_AutoComplete_PostalAreaTooShortException`,
    });
  });
});

describe('suggestBelgianPostalAreas and suggestGermanPostalAreas', () => {
  const brussels: BelgianMunicipalityRecord = {
    municipalityNisCode: 21004,
    names: ['Brussel', 'Bruxelles'],
    source: 'invented',
    postcodes: [
      { postcode: 1000, names: ['Brussel'] },
      { postcode: 1020, names: ['Laken', 'Laeken'] },
      { postcode: 1120, names: ['Bruxelles-Neder-Over-Heembeek'] },
    ],
  };
  const frankfurt: GermanCityRecord = {
    cityId: 6412000,
    names: ['Frankfurt'],
    cityAddition: 'am Main',
    source: 'invented',
    postcodes: [{ postcode: '60311', names: [] }],
  };
  const be = (postalArea: string) => suggestBelgianPostalAreas([brussels], { postalArea }).body as BelgianPostalArea[];
  const matched = (areas: BelgianPostalArea[]) => areas.map((a) => [a.postcode, a.matchedName]);

  it('says which name the text matched, null where it is the official name', () => {
    expect(matched(be('brus'))).toEqual([
      [null, null],
      [1000, null],
      [1020, null],
      [1120, null],
    ]);
    expect(matched(be('bruxelles'))).toEqual([
      [null, 'Bruxelles'],
      [1000, 'Bruxelles'],
      [1020, 'Bruxelles'],
      [1120, 'Bruxelles-Neder-Over-Heembeek'],
    ]);
  });

  it('finds a postcode by a name of its own alone, without the municipality as a whole', () => {
    expect(be('laek')).toEqual([
      { municipalityName: 'Brussel', municipalityNisCode: 21004, postcode: 1020, matchedName: 'Laeken' },
    ]);
  });

  it('names a postcode found by its digits by its own first name, null without one', () => {
    expect(matched(be('10'))).toEqual([
      [1000, null],
      [1020, 'Laken'],
    ]);
    expect(suggestGermanPostalAreas([frankfurt], { postalArea: '603' }).body).toEqual([
      { cityId: 6412000, cityName: 'Frankfurt', cityAddition: 'am Main', postcode: '60311', matchedName: null },
    ]);
  });
});
