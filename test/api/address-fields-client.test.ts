import { describe, expect, it, vi } from 'vitest';
import { createAddressClient } from '../../src/index.ts';
import { failure } from '../support/failure.ts';
import { setupReferenceServer } from '../support/msw.ts';

const { routes, client } = setupReferenceServer();

/** A client whose transport records each URL and answers with `body` (JSON) and `status`. */
function recording(body: unknown = [], status = 200) {
  const urls: string[] = [];
  const transport = vi.fn<typeof fetch>((input) => {
    urls.push(input instanceof Request ? input.url : input.toString());
    return Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    );
  });
  return { urls, transport, client: createAddressClient({ baseUrl: 'https://address.test/api', fetch: transport }) };
}
const pathOf = (url: string | undefined) => new URL(url ?? '').pathname.replace(/^\/api/u, '');

describe('autocompletePostalArea', () => {
  it('finds a Belgian sub-municipality by the start of its name, with the NIS code for the street step', async () => {
    const areas = await client().autocompletePostalArea({ country: 'BE', postalArea: 'wilr' });
    expect(areas).toEqual([
      { municipalityName: 'Antwerpen', municipalityNisCode: 11002, postcode: 2610, matchedName: 'Wilrijk' },
    ]);
  });

  it('finds German postcodes by prefix, as five-character strings', async () => {
    const areas = await client().autocompletePostalArea({ country: 'DE', postalArea: '0121' });
    expect(areas.map((a) => [a.cityName, a.postcode])).toEqual([
      ['Dresden', '01217'],
      ['Dresden', '01219'],
    ]);
  });

  it('reports the service 400 for a too-short postal area as invalid-input, with its exceptionId', async () => {
    const error = await failure(client().autocompletePostalArea({ country: 'BE', postalArea: '2' }));
    expect(error).toMatchObject({ kind: 'invalid-input', status: 400 });
    expect(error.exceptionId).toMatch(/Belgium_AutoComplete_PostalAreaTooShortException$/u);
    expect(routes).toHaveLength(1);
  });

  it.each([
    ['an empty postal area', ''],
    ['a blank postal area', '   '],
    ['a postal area of 81 characters', 'A'.repeat(81)],
    ['a control character', 'Wil\u0000'],
  ])('refuses %s before sending', async (_name, postalArea) => {
    const { client: c, transport } = recording();
    expect((await failure(c.autocompletePostalArea({ country: 'DE', postalArea }))).kind).toBe('invalid-input');
    expect(transport).not.toHaveBeenCalled();
  });

  it('refuses a country it does not know', async () => {
    const { client: c, transport } = recording();
    for (const country of ['NL', undefined, 32, null]) {
      const error = await failure(c.autocompletePostalArea({ country, postalArea: 'Haarlem' } as never));
      expect(error.message).toBe('Invalid parameters: country must be one of BE, DE');
      const street = await failure(
        c.autocompleteStreet({ country, cityId: 1, postcode: null, streetName: 'Haupt' } as never),
      );
      expect(street.message).toBe('Invalid parameters: country must be one of BE, DE');
    }
    expect(transport).not.toHaveBeenCalled();
  });

  it('checks the answer: a wrong field type is invalid-response, unknown fields are kept', async () => {
    const wrong = recording([{ municipalityName: 'Antwerpen', municipalityNisCode: '11002' }]);
    const error = await failure(wrong.client.autocompletePostalArea({ country: 'BE', postalArea: 'Antw' }));
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toContain('municipalityNisCode');
    const extra = recording([{ cityId: 1, cityName: 'Köln', extra: true }]);
    expect(await extra.client.autocompletePostalArea({ country: 'DE', postalArea: 'Kö' })).toEqual([
      { cityId: 1, cityName: 'Köln', extra: true },
    ]);
  });
});

describe('autocompleteStreet', () => {
  it('finds a Belgian street in a postcode, with the postcode the house-number step asks with', async () => {
    const streets = await client().autocompleteStreet({
      country: 'BE',
      municipalityNisCode: 11002,
      postcode: 2610,
      streetName: 'Europa',
    });
    expect(streets).toEqual([
      { streetId: 824, streetName: 'Europalaan', postcode: 2610, municipalityName: 'Antwerpen', language: 'nl' },
    ]);
  });

  it('sends an empty postcode element for a null postcode and lists a street once per postcode it spans', async () => {
    const streets = await client().autocompleteStreet({
      country: 'BE',
      municipalityNisCode: 11002,
      postcode: null,
      streetName: 'Boomse',
    });
    expect(streets.map((s) => s.postcode)).toEqual([2020, 2610]);
    expect(routes[0]).toMatchObject({
      operation: 'be-street',
      elements: { municipalityNisCode: '11002', postcode: '', streetName: 'Boomse' },
    });
  });

  it('finds a German street by its written-out name and keeps the postcode leading zero', async () => {
    const streets = await client().autocompleteStreet({
      country: 'DE',
      cityId: 14612000,
      postcode: '01219',
      streetName: 'Eugen-Bracht-Straße',
    });
    expect(streets).toEqual([
      { streetId: 1817, streetName: 'Eugen-Bracht-Str.', postcode: '01219', cityName: 'Dresden' },
    ]);
  });

  it.each([
    ["Rue de l'Université", 62063, 4000, "/be/v1/autocomplete/street/62063/4000/Rue%20de%20l'Universit%C3%A9"],
    ['Gospertstraße', 63023, null, '/be/v1/autocomplete/street/63023//Gospertstra%C3%9Fe'],
    ['a/b c', 11002, 2610, '/be/v1/autocomplete/street/11002/2610/a%2Fb%20c'],
  ])('encodes the street name %j as one path element', async (streetName, municipalityNisCode, postcode, path) => {
    const { client: c, urls } = recording();
    await c.autocompleteStreet({ country: 'BE', municipalityNisCode, postcode, streetName });
    expect(pathOf(urls[0])).toBe(path);
  });

  it.each([
    ['an empty street name', { streetName: '' }],
    ['a street name of 81 characters', { streetName: 'a'.repeat(81) }],
    ['a NIS code of 0', { municipalityNisCode: 0 }],
    ['a null NIS code', { municipalityNisCode: null }],
    ['a five-digit Belgian postcode', { postcode: 26100 }],
    ['a German postcode without its leading zero', { country: 'DE', cityId: 14612000, postcode: '1219' }],
    ['a German postcode as a number', { country: 'DE', cityId: 14612000, postcode: 1219 }],
  ])('refuses %s before sending', async (_name, change) => {
    const { client: c, transport } = recording();
    const params = { country: 'BE', municipalityNisCode: 11002, postcode: 2610, streetName: 'Europa', ...change };
    expect((await failure(c.autocompleteStreet(params as never))).kind).toBe('invalid-input');
    expect(transport).not.toHaveBeenCalled();
  });

  it('checks the answer: a German street with a numeric postcode is invalid-response', async () => {
    const { client: c } = recording([
      { streetId: 1817, streetName: 'Eugen-Bracht-Str.', postcode: 1219, cityName: 'Dresden' },
    ]);
    const error = await failure(
      c.autocompleteStreet({ country: 'DE', cityId: 14612000, postcode: null, streetName: 'Eugen' }),
    );
    expect(error.kind).toBe('invalid-response');
  });
});

describe('lookupPostcode', () => {
  it('normalizes the postcode before sending and finds the address', async () => {
    const { client: c, urls } = recording(undefined, 404);
    await failure(c.lookupPostcode({ postcode: ' 2012 es ', houseNumber: 30 }));
    expect(pathOf(urls[0])).toBe('/nl/v1/addresses/postcode/2012ES/30');
    const address = await client().lookupPostcode({ postcode: '2012 es', houseNumber: 30 });
    expect(address).toMatchObject({
      street: 'Julianastraat',
      city: 'Haarlem',
      postcode: '2012ES',
      houseNumberAdditions: [''],
    });
  });

  it('sends the addition as its own element, and leaves an empty one out', async () => {
    const { client: c, urls } = recording(undefined, 404);
    await failure(c.lookupPostcode({ postcode: '7514BP', houseNumber: 129, houseNumberAddition: 'A/1' }));
    await failure(c.lookupPostcode({ postcode: '7514BP', houseNumber: 129, houseNumberAddition: ' ' }));
    expect(urls.map(pathOf)).toEqual([
      '/nl/v1/addresses/postcode/7514BP/129/A%2F1',
      '/nl/v1/addresses/postcode/7514BP/129',
    ]);
  });

  it('answers an unknown addition with houseNumberAddition null and the additions that exist', async () => {
    const address = await client().lookupPostcode({ postcode: '7514BP', houseNumber: 129, houseNumberAddition: 'B' });
    expect(address.houseNumberAddition).toBeNull();
    expect(address.houseNumberAdditions).toEqual(['', 'A']);
  });

  it('finds a PO box by its number, answering house number 0', async () => {
    const address = await client().lookupPostcode({ postcode: '3500 AA', houseNumber: 123 });
    expect(address).toMatchObject({ street: 'Postbus', houseNumber: 0, addressType: 'PO box' });
  });

  it('reports a combination that does not exist as not-found', async () => {
    expect((await failure(client().lookupPostcode({ postcode: '2012ES', houseNumber: 31 }))).kind).toBe('not-found');
  });

  it('maps the service 400s to invalid-input, whatever their id', async () => {
    const { client: c } = recording(
      { exception: 'Invalid postcode.', exceptionId: 'PostcodeNl_Controller_Address_InvalidPostcodeException' },
      400,
    );
    const error = await failure(c.lookupPostcode({ postcode: '9999ZZ', houseNumber: 1 }));
    expect(error).toMatchObject({
      kind: 'invalid-input',
      exceptionId: 'PostcodeNl_Controller_Address_InvalidPostcodeException',
    });
  });

  it.each([
    ['a postcode starting with 0', '0123AB'],
    ['the never-issued pair SA', '2012 SA'],
    ['the never-issued pair SD', '2012sd'],
    ['the never-issued pair SS', '2012SS'],
    ['a postcode of one letter', '2012E'],
    ['a postcode of three letters', '2012ESA'],
    ['letters that only upper-case into a postcode', '2012ﬁ'],
    ['an empty postcode', ''],
  ])('refuses %s before sending', async (_name, postcode) => {
    const { client: c, transport } = recording();
    expect((await failure(c.lookupPostcode({ postcode, houseNumber: 30 }))).kind).toBe('invalid-input');
    expect(transport).not.toHaveBeenCalled();
  });

  it.each([
    ['house number 0', { houseNumber: 0 }],
    ['house number 100000', { houseNumber: 100000 }],
    ['an addition of 7 characters', { houseNumberAddition: 'ABCDEFG' }],
  ])('refuses %s before sending', async (_name, change) => {
    const { client: c, transport } = recording();
    expect((await failure(c.lookupPostcode({ postcode: '2012ES', houseNumber: 30, ...change }))).kind).toBe(
      'invalid-input',
    );
    expect(transport).not.toHaveBeenCalled();
  });
});
