import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { referenceDataset } from '../../src/testing/index.ts';
import { matchesNumber } from '../../src/testing/match-exact.ts';
import { referenceCaller } from '../support/reference-call.ts';

const call = referenceCaller();
const exact = (...elements: (string | number)[]) =>
  call(`/nl/v1/addresses/exact/${elements.map((e) => encodeURIComponent(String(e))).join('/')}`);

describe('Address.matchExact (spec rules 1-6)', () => {
  it('answers the documented Julianastraat 30 exactly, as JSON', async () => {
    const { status, body, headers } = await exact('Haarlem', 'Julianastraat', 30);
    expect(status).toBe(200);
    expect(headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(headers.get('Cache-Control')).toMatch(/max-age/);
    expect(body).toEqual({
      street: 'Julianastraat',
      streetNen: 'Julianastraat',
      houseNumber: 30,
      houseNumberAddition: '',
      postcode: '2012ES',
      city: 'Haarlem',
      cityShort: 'Haarlem',
      municipality: 'Haarlem',
      municipalityShort: 'Haarlem',
      province: 'Noord-Holland',
      rdX: 103242,
      rdY: 487716,
      latitude: 52.37487801,
      longitude: 4.62714526,
      bagNumberDesignationId: '0392200000029398',
      bagAddressableObjectId: '0392010000029398',
      addressType: 'building',
      purposes: ['office'],
      surfaceArea: 643,
      houseNumberAdditions: [''],
    });
  });

  it('1. identifies an address by city, street, number and addition', async () => {
    expect((await exact('Enschede', 'Lasondersingel', 129)).body).toMatchObject({
      houseNumberAddition: '',
      purposes: ['assembly'],
      surfaceArea: 6700,
    });
    expect((await exact('Enschede', 'Lasondersingel', 129, 'A')).body).toMatchObject({
      houseNumberAddition: 'A',
      purposes: ['residency'],
      surfaceArea: 119,
    });
    expect((await exact('Enschede', 'Lasondersingel', 128)).status).toBe(404);
  });

  it('2. matches names without case and diacritics, and answers the official names', async () => {
    for (const street of ['Cesar Franckrode', 'CÉSAR FRANCKRODE', 'césar franckrode', 'Cèsar Fränckrode']) {
      expect((await exact('ZOETERMEER', street, 1)).body).toMatchObject({
        street: 'César Franckrode',
        city: 'Zoetermeer',
        postcode: '2717BA',
      });
    }
    expect((await exact("'S-GRAVENHAGE", 'lange voorhout', 1, 'a')).body).toMatchObject({
      city: "'s-Gravenhage",
      houseNumberAddition: 'A',
    });
  });

  it('3. answers 200 with houseNumberAddition null and the valid additions for an unknown addition', async () => {
    const { status, body } = await exact('Enschede', 'Lasondersingel', 129, 'B');
    expect(status).toBe(200);
    expect(body).toMatchObject({ houseNumberAddition: null, houseNumberAdditions: ['', 'A'], postcode: '7514BP' });
  });

  it('3. answers null without an addition where the address exists only with additions', async () => {
    expect((await exact('Amsterdam', 'Oudezijds Kolk', 36)).body).toMatchObject({
      postcode: '1011AE',
      houseNumberAddition: null,
      houseNumberAdditions: ['B'],
    });
    expect((await exact('Amsterdam', 'Oudezijds Kolk', 36, 'b')).body).toMatchObject({ houseNumberAddition: 'B' });
  });

  it.each([
    ['Hengelo', 'Kerkstraat', 1, ['Hengelo gem. Bronckhorst', 'Hengelo gem. Hengelo']],
    ['Bergen', 'Dorpsstraat', 2, ['Bergen gem. Bergen (L.)', 'Bergen gem. Bergen (NH.)']],
    ['rijswijk', 'molenstraat', 10, ['Rijswijk gem. Altena', 'Rijswijk gem. Rijswijk']],
  ])('4. answers 409 for %s, listing the candidates', async (city, street, number, candidates) => {
    const { status, body } = await exact(city, street, number);
    expect(status).toBe(409);
    expect(body).toEqual({
      exception: expect.stringContaining(candidates.join(', ')) as unknown,
      exceptionId: 'Service_Service_PostcodeAddress_CityNotUniqueException',
    });
  });

  it.each([
    ['Hengelo gem. Bronckhorst', 'Gelderland'],
    ['hengelo GEM. hengelo', 'Overijssel'],
    ['Hengelo GLD', 'Gelderland'],
    ['Hengelo ov', 'Overijssel'],
  ])('5. resolves the conflict with the suffix %j', async (city, province) => {
    const { status, body } = await exact(city, 'Kerkstraat', 1);
    expect(status).toBe(200);
    expect(body).toMatchObject({ city: 'Hengelo', province });
  });

  it('5. accepts a suffix on an already unique city, and refuses a suffix that does not fit', async () => {
    expect((await exact('Haarlem NH', 'Julianastraat', 30)).status).toBe(200);
    expect((await exact('Haarlem gem. Haarlem', 'Julianastraat', 30)).status).toBe(200);
    expect((await exact('Haarlem ZH', 'Julianastraat', 30)).status).toBe(404);
    expect((await exact('Hengelo gem. Enschede', 'Kerkstraat', 1)).status).toBe(404);
  });

  it('6. takes a suffixed city as one encoded path element', async () => {
    const { status } = await call('/nl/v1/addresses/exact/Bergen%20gem.%20Bergen%20(NH.)/Dorpsstraat/2');
    expect(status).toBe(200);
    expect((await call('/nl/v1/addresses/exact/Bergen%20gem.%20Bergen%20%28L.%29/Dorpsstraat/2')).body).toMatchObject({
      province: 'Limburg',
    });
  });

  it('answers a PO box with house number 0 and no location', async () => {
    const { body } = await exact('Utrecht', 'Postbus', 1234);
    expect(body).toMatchObject({
      street: 'Postbus',
      houseNumber: 0,
      addressType: 'PO box',
      postcode: '3500AB',
      rdX: null,
      rdY: null,
      latitude: null,
      longitude: null,
      surfaceArea: null,
      purposes: null,
    });
  });

  it('refuses a malformed, zero, too large or missing house number with 400', async () => {
    const id = async (path: string) => {
      const { status, body } = await call(path);
      return [status, (body as { exceptionId: string }).exceptionId];
    };
    expect(await id('/nl/v1/addresses/exact/Haarlem/Julianastraat/3a')).toEqual([
      400,
      'Service_Controller_Address_InvalidHouseNumberException',
    ]);
    expect(await id('/nl/v1/addresses/exact/Haarlem/Julianastraat/0')).toEqual([
      400,
      'Service_Controller_Address_InvalidHouseNumberException',
    ]);
    expect(await id('/nl/v1/addresses/exact/Haarlem/Julianastraat/100000')).toEqual([
      400,
      'Service_Controller_Address_HouseNumberTooLargeException',
    ]);
    expect(await id('/nl/v1/addresses/exact/Haarlem/Julianastraat')).toEqual([
      400,
      'Service_Controller_Address_NoHouseNumberSpecifiedException',
    ]);
  });

  it('lists "" among the additions in the versioned form only', async () => {
    expect((await call('/nl/v1/addresses/exact/Enschede/Lasondersingel/129')).body).toMatchObject({
      houseNumberAdditions: ['', 'A'],
    });
    expect((await call('/rest/addresses/exact/Enschede/Lasondersingel/129')).body).toMatchObject({
      houseNumberAdditions: ['A'],
      houseNumberAddition: '',
    });
  });

  it('answers unknown paths with 404 and other methods with 405, in the error shape', async () => {
    expect(await call('/nl/v2/addresses/exact/Haarlem/Julianastraat/30')).toMatchObject({
      status: 404,
      body: { exceptionId: expect.any(String) as unknown },
    });
    expect((await call('/nl/v1/addresses/exact/Haarlem/Julianastraat/30', { method: 'POST' })).status).toBe(405);
    expect((await call('/nl/v1/addresses/exact/Haarl%E9m/Julianastraat/30')).status).toBe(400);
  });
});

describe('matchesNumber', () => {
  const [address] = referenceDataset.nl;
  const poBox = referenceDataset.nl.find((r) => r.poBoxRange !== undefined);

  it('answers an address for its own number only', () => {
    if (address === undefined) throw new Error('the dataset has no Dutch address');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99999 }), (number) => {
        expect(matchesNumber(address, number)).toBe(number === address.houseNumber);
      }),
    );
  });

  it('answers a PO box record for every number in its range, both ends included, and for no other', () => {
    if (poBox?.poBoxRange === undefined) throw new Error('the dataset has no PO box');
    const { from, to } = poBox.poBoxRange;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99999 }), (number) => {
        expect(matchesNumber(poBox, number)).toBe(number >= from && number <= to);
      }),
    );
    expect([from, to].map((n) => matchesNumber(poBox, n))).toEqual([true, true]);
    expect(matchesNumber(poBox, poBox.houseNumber)).toBe(false);
  });
});
