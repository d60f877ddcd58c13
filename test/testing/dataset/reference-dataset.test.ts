import { describe, expect, it } from 'vitest';
import type { BelgianPostalArea, BelgianStreet, GermanPostalArea, GermanStreet } from '../../../src/types.ts';
import { referenceDataset } from '../../../src/testing/index.ts';
import { referenceCaller } from '../../support/reference-call.ts';

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
const beStreets = (nis: number, postcode: number | '', name: string) =>
  list<BelgianStreet>(`/be/v1/autocomplete/street/${nis}/${postcode}/${encodeURIComponent(name)}`);
const deStreets = (cityId: number, postcode: string, name: string) =>
  list<GermanStreet>(`/de/v1/autocomplete/street/${cityId}/${postcode}/${encodeURIComponent(name)}`);

describe('the reference dataset', () => {
  it('holds at least 150 Dutch addresses across 20 cities and all 12 provinces', () => {
    expect(referenceDataset.nl.length).toBeGreaterThanOrEqual(150);
    expect(new Set(referenceDataset.nl.map((r) => r.city)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(referenceDataset.nl.map((r) => r.province)).size).toBe(12);
  });

  it('marks every record as documented or invented', () => {
    const all = [...referenceDataset.nl, ...referenceDataset.be, ...referenceDataset.de];
    expect(new Set(all.map((r) => r.source))).toEqual(new Set(['documented', 'invented']));
  });

  it('has only postcodes the service could issue', () => {
    for (const { postcode } of referenceDataset.nl) {
      expect(postcode).toMatch(/^[1-9]\d{3}[A-Z]{2}$/);
      expect(postcode.slice(4)).not.toMatch(/^(SA|SD|SS)$/);
    }
  });

  it('has a house boat site, a mobile home site and a Belgian block with 1000 boxes', () => {
    const types = new Set(referenceDataset.nl.map((r) => r.addressType));
    expect(types).toEqual(new Set(['building', 'house boat site', 'mobile home site', 'PO box']));
    const boxesPerNumber = referenceDataset.be
      .flatMap((s) => s.houseNumbers)
      .filter((h) => h.number === 100 && h.boxNumber !== null);
    expect(boxesPerNumber.length).toBeGreaterThanOrEqual(1000);
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
          const numbers = await list(
            `/be/v1/autocomplete/house-number/${nis}/${street.streetId}/${street.postcode}/nl/strict/${first}`,
          );
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
          const numbers = await list(
            `/de/v1/autocomplete/house-number/${cityId}/${street.streetId}/${street.postcode}/strict/${first}`,
          );
          expect(numbers.length, `${street.streetName} ${street.postcode}`).toBeGreaterThan(0);
        }
      }
    }
  });

  it('offers every postal area of the dataset through the postal-area autocomplete', async () => {
    for (const { municipalityNisCode, postcodes } of referenceDataset.beMunicipalities ?? []) {
      for (const { postcode } of postcodes) {
        expect(await bePostalAreas(String(postcode))).toContainEqual(
          expect.objectContaining({ municipalityNisCode, postcode }),
        );
      }
    }
    for (const { cityId, postcodes } of referenceDataset.deCities ?? []) {
      for (const { postcode } of postcodes) {
        expect(await dePostalAreas(postcode)).toContainEqual(expect.objectContaining({ cityId, postcode }));
      }
    }
  });
});
