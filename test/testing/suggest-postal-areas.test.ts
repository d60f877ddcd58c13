import { describe, expect, it } from 'vitest';
import type { BelgianPostalArea, BelgianStreet, GermanPostalArea, GermanStreet } from '../../src/index.ts';
import { referenceDataset } from '../../src/testing/index.ts';
import { referenceCaller } from '../support/reference-call.ts';

const call = referenceCaller();
const list = async <T,>(path: string): Promise<T[]> => {
  const { status, body } = await call(path);
  expect(status, path).toBe(200);
  return body as T[];
};
const bePostalAreas = (text: string) => list<BelgianPostalArea>(`/be/v1/autocomplete/postal-area/${encodeURIComponent(text)}`);
const dePostalAreas = (text: string) => list<GermanPostalArea>(`/de/v1/autocomplete/postal-area/${encodeURIComponent(text)}`);
const beStreets = (nis: number, postcode: number | '', name: string) =>
  list<BelgianStreet>(`/be/v1/autocomplete/street/${nis}/${postcode}/${encodeURIComponent(name)}`);
const deStreets = (cityId: number, postcode: string, name: string) =>
  list<GermanStreet>(`/de/v1/autocomplete/street/${cityId}/${postcode}/${encodeURIComponent(name)}`);
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
      expect(areas[0], typed).toMatchObject({ municipalityName: 'Antwerpen', municipalityNisCode: 11002, postcode: null });
      expect(areas.map((a) => a.postcode).slice(1), typed).toEqual([2000, 2018, 2020, 2050, 2060, 2100, 2140, 2170, 2180, 2600, 2610, 2660]);
    }
    expect((await bePostalAreas('Luik'))[0]).toMatchObject({ municipalityName: 'Liège', matchedName: 'Luik' });
    expect((await bePostalAreas('lutt'))[0]).toMatchObject({ municipalityName: 'Liège', matchedName: 'Lüttich' });
  });

  it('folds case and diacritics, and finds sub-municipalities and the German-speaking Eupen', async () => {
    expect((await bePostalAreas('LIEGE')).map((a) => a.postcode)).toEqual([null, 4000]);
    expect(await bePostalAreas('wilrijk')).toEqual([{ municipalityName: 'Antwerpen', municipalityNisCode: 11002, postcode: 2610, matchedName: 'Wilrijk' }]);
    expect((await bePostalAreas('Eup')).map((a) => [a.municipalityNisCode, a.postcode])).toEqual([[63023, null], [63023, 4700]]);
  });

  it('matches German cities and districts, with postcodes as five-character strings', async () => {
    expect((await dePostalAreas('koln')).map((a) => a.postcode)).toEqual([null, '50667', '50672', '50676', '50678']);
    expect((await dePostalAreas('Köln'))[0]).toMatchObject({ cityId: 5315000, cityName: 'Köln', cityAddition: null });
    expect(await dePostalAreas('Strehl')).toEqual([{ cityId: 14612000, cityName: 'Dresden', cityAddition: null, postcode: '01219', matchedName: 'Strehlen' }]);
    expect((await dePostalAreas('01')).map((a) => a.postcode)).toEqual(['01067', '01069', '01097', '01217', '01219', '01465', '01465', '01728']);
    // One postcode, two postal areas: a saved address with only the postcode cannot say which.
    expect((await dePostalAreas('01465')).map((a) => `${a.cityName} ${String(a.matchedName)}`)).toEqual(['Dresden Langebrück', 'Radeberg Liegau-Augustusbad']);
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
    expect(body).toEqual({ exception: 'Postal area too short.', exceptionId: `Service_${name}_AutoComplete_PostalAreaTooShortException` });
  });
});

describe('street autocomplete', () => {
  it('finds the streets of a postcode by the start of their name, diacritics folded', async () => {
    expect(await beStreets(11002, 2610, 'euro')).toEqual([{ streetId: 824, streetName: 'Europalaan', postcode: 2610, municipalityName: 'Antwerpen', language: 'nl' }]);
    expect((await beStreets(62063, 4000, 'rue de l universite')).map((s) => s.streetId)).toEqual([]);
    expect((await beStreets(62063, 4000, "rue de l'universite")).map((s) => s.streetId)).toEqual([5411]);
  });

  it('lists a street over two postcodes once per postcode, or only in the postcode asked for', async () => {
    expect((await beStreets(11002, '', 'Boomse')).map((s) => [s.streetId, s.postcode])).toEqual([[1207, 2020], [1207, 2610]]);
    expect((await beStreets(11002, 2020, 'Boomse')).map((s) => s.postcode)).toEqual([2020]);
    expect((await deStreets(5315000, '50678', 'Sev')).map((s) => [s.streetName, s.postcode])).toEqual([['Severinstr.', '50678']]);
  });

  it('finds German streets whether Straße is written out or abbreviated, and as it is being typed', async () => {
    for (const typed of ['Eugen-Bracht-Straße', 'eugen-bracht-strasse', 'Eugen-Bracht-Str.', 'Eugen-Bracht-Stra']) {
      expect((await deStreets(14612000, '01219', typed)).map((s) => s.streetId), typed).toEqual([1817]);
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

describe('the chain reaches house numbers everywhere', () => {
  it('leads every Belgian postal area to streets, and every street it can reach to house numbers', async () => {
    for (const { municipalityNisCode: nis, postcodes } of referenceDataset.beMunicipalities ?? []) {
      const names = referenceDataset.be.filter((s) => s.municipalityNisCode === nis).map((s) => s.street);
      for (const postcode of ['' as const, ...postcodes.map((p) => p.postcode)]) {
        const reached = (await Promise.all(names.map((name) => beStreets(nis, postcode, name)))).flat();
        expect(reached.length, `${nis} ${postcode}`).toBeGreaterThan(0);
        for (const street of reached) {
          const first = referenceDataset.be.find((s) => s.streetId === street.streetId)?.houseNumbers[0]?.number ?? 1;
          const numbers = await list(`/be/v1/autocomplete/house-number/${nis}/${street.streetId}/${street.postcode}/nl/strict/${first}`);
          expect(numbers.length, `${street.streetName} ${street.postcode}`).toBeGreaterThan(0);
        }
      }
    }
  });

  it('leads every German postal area to streets, and every street it can reach to house numbers', async () => {
    for (const { cityId, postcodes } of referenceDataset.deCities ?? []) {
      const names = referenceDataset.de.filter((s) => s.cityId === cityId).map((s) => s.street);
      for (const postcode of ['', ...postcodes.map((p) => p.postcode)]) {
        const reached = (await Promise.all(names.map((name) => deStreets(cityId, postcode, name)))).flat();
        expect(reached.length, `${cityId} ${postcode}`).toBeGreaterThan(0);
        for (const street of reached) {
          const first = referenceDataset.de.find((s) => s.streetId === street.streetId)?.houseNumbers[0]?.number ?? 1;
          const numbers = await list(`/de/v1/autocomplete/house-number/${cityId}/${street.streetId}/${street.postcode}/strict/${first}`);
          expect(numbers.length, `${street.streetName} ${street.postcode}`).toBeGreaterThan(0);
        }
      }
    }
  });

  it('offers every postal area of the dataset through the postal-area autocomplete', async () => {
    for (const { municipalityNisCode, postcodes } of referenceDataset.beMunicipalities ?? []) {
      for (const { postcode } of postcodes) {
        expect(await bePostalAreas(String(postcode))).toContainEqual(expect.objectContaining({ municipalityNisCode, postcode }));
      }
    }
    for (const { cityId, postcodes } of referenceDataset.deCities ?? []) {
      for (const { postcode } of postcodes) {
        expect(await dePostalAreas(postcode)).toContainEqual(expect.objectContaining({ cityId, postcode }));
      }
    }
  });
});

describe('Dutch postcode lookup', () => {
  const lookup = (path: string) => call(`/nl/v1/addresses/postcode/${path}`);

  it('answers the address of a postcode and number as matchExact does, the documented one included', async () => {
    const byPostcode = await lookup('2012ES/30');
    const exact = await call('/nl/v1/addresses/exact/Haarlem/Julianastraat/30');
    expect(byPostcode.status).toBe(200);
    expect(byPostcode.body).toEqual(exact.body);
  });

  it('reads a postcode with a space or in lower case', async () => {
    expect((await lookup('2012%20es/30')).body).toMatchObject({ postcode: '2012ES', houseNumber: 30 });
  });

  it('answers every Dutch record by its postcode, PO boxes included', async () => {
    for (const record of referenceDataset.nl) {
      const number = record.poBoxRange?.from ?? record.houseNumber;
      const addition = record.houseNumberAddition === '' ? '' : `/${encodeURIComponent(record.houseNumberAddition)}`;
      const { status, body } = await lookup(`${record.postcode}/${number}${addition}`);
      expect(status, `${record.postcode} ${number}${addition}`).toBe(200);
      expect(body).toMatchObject({ street: record.street, houseNumberAddition: record.houseNumberAddition, postcode: record.postcode });
    }
  });

  it('answers an unknown addition with null and the additions that exist', async () => {
    expect((await lookup('7514BP/129/B')).body).toMatchObject({ houseNumberAddition: null, houseNumberAdditions: ['', 'A'] });
  });

  it.each([
    ['2012ES/31', 404, 'Service_PostcodeAddress_AddressNotFoundException'],
    ['2012E/30', 400, 'Controller_Address_PostcodeTooShortException'],
    ['2012ESX/30', 400, 'Controller_Address_PostcodeTooLongException'],
    ['%20/30', 400, 'Controller_Address_NoPostcodeSpecifiedException'],
    ['0123AB/30', 400, 'Controller_Address_InvalidPostcodeException'],
    ['2012SS/30', 400, 'Controller_Address_InvalidPostcodeException'],
    ['2012ES/-3', 400, 'Controller_Address_NegativeHouseNumberException'],
    ['2012ES/3.5', 400, 'Controller_Address_HouseNumberIsNotAnIntegerException'],
    ['2012ES/100000', 400, 'Controller_Address_HouseNumberTooLargeException'],
    ['2012ES/0', 400, 'Controller_Address_InvalidHouseNumberException'],
    ['2012ES', 400, 'Controller_Address_NoHouseNumberSpecifiedException'],
  ])('answers %s with %i %s', async (path, status, exceptionId) => {
    const answer = await lookup(path);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ exceptionId: `Service_${exceptionId}` });
  });
});
