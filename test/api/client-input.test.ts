import { describe, expect, it, vi } from 'vitest';
import { failure } from '../support/failure.ts';
import { setupReferenceServer } from '../support/msw.ts';

const { client } = setupReferenceServer({ credentials: { key: 'shop-key', secret: 's3cret' } });

describe('invalid input', () => {
  const exact = { city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 };
  const cases: [string, object][] = [
    ['house number 0', { ...exact, houseNumber: 0 }],
    ['house number 100000', { ...exact, houseNumber: 100000 }],
    ['a fractional house number', { ...exact, houseNumber: 1.5 }],
    ['an addition of 7 characters', { ...exact, houseNumberAddition: 'ABCDEFG' }],
    ['an empty city', { ...exact, city: '' }],
    ['a blank street', { ...exact, street: '   ' }],
    ['a city of 81 characters', { ...exact, city: 'A'.repeat(81) }],
    ['a city "..", which a URL would swallow', { ...exact, city: '..' }],
    ['a street with a control character', { ...exact, street: 'Julianastraat\u0000' }],
    ['a lone surrogate', { ...exact, city: 'Haarlem\uD800' }],
  ];

  it.each(cases)('refuses %s before sending', async (_name, params) => {
    const fetchSpy = vi.fn<typeof fetch>();
    const error = await failure(client({ fetch: fetchSpy }).matchExact(params as typeof exact));
    expect(error.kind).toBe('invalid-input');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each([
    ['a null addition', { ...exact, houseNumberAddition: null }, 'houseNumberAddition must be a string'],
    ['a number for a city', { ...exact, city: 2012 }, 'city must be a string'],
  ])('refuses %s from a caller without types as invalid-input, sending nothing', async (_name, params, reason) => {
    const fetchSpy = vi.fn<typeof fetch>();
    const error = await failure(client({ fetch: fetchSpy }).matchExact(params as never));
    expect(error.message).toBe(`Invalid parameters: ${reason}`);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('rejects, never throws, even when a caller without types passes no parameters at all', async () => {
    const fetchSpy = vi.fn<typeof fetch>();
    const c = client({ fetch: fetchSpy });
    const calls = [
      () => c.matchExact(null as never),
      () => c.lookupPostcode(undefined as never),
      () => c.autocompleteHouseNumber(null as never),
      () => c.autocompletePostalArea(null as never),
      () => c.autocompleteStreet(undefined as never),
    ];
    for (const call of calls) {
      let promise: Promise<unknown> | undefined;
      expect(() => (promise = call())).not.toThrow();
      await expect(promise).rejects.toBeInstanceOf(Error);
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses a postcode that is a number, as invalid-input, sending nothing', async () => {
    const fetchSpy = vi.fn<typeof fetch>();
    const error = await failure(
      client({ fetch: fetchSpy }).lookupPostcode({ postcode: 2012, houseNumber: 30 } as never),
    );
    expect(error.message).toMatch(/^Invalid parameters: postcode must be four digits/u);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('counts characters, not UTF-16 units: 80 letters outside the BMP are a valid name', async () => {
    const fetchSpy = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        Response.json(
          {
            exception: 'Combination does not exist.',
            exceptionId: 'PostcodeNl_Service_PostcodeAddress_AddressNotFoundException',
          },
          { status: 404 },
        ),
      ),
    );
    const error = await failure(client({ fetch: fetchSpy }).matchExact({ ...exact, city: '𠀀'.repeat(80) }));
    expect(error.kind).toBe('not-found');
  });

  it('names every wrong parameter and why in one message', async () => {
    const error = await failure(
      client().matchExact({ city: '..', street: 'Julianastraat', houseNumber: 0, houseNumberAddition: 'ABCDEFG' }),
    );
    expect(error.message).toBe(
      'Invalid parameters: city must contain a letter or a digit; houseNumber must be a whole number from 1 to 99999; ' +
        'houseNumberAddition is longer than 6 characters',
    );
  });

  it.each([
    ['a house number that does not start with a number', { houseNumber: 'bus 3' }],
    ['an unknown language', { language: 'en' }],
    ['a postcode of five digits', { postcode: 26100 }],
    ['the street mode in Germany', { country: 'DE', cityId: null, postcode: '01219', validation: 'street' }],
    [
      'a German postcode without its leading zero',
      { country: 'DE', cityId: null, postcode: '1219', validation: 'none' },
    ],
  ])('refuses %s in an autocomplete', async (_name, change) => {
    const fetchSpy = vi.fn<typeof fetch>();
    const params = {
      country: 'BE',
      municipalityNisCode: 11002,
      streetId: 824,
      postcode: 2610,
      language: 'nl',
      validation: 'none',
      houseNumber: '36',
      ...change,
    };
    const error = await failure(client({ fetch: fetchSpy }).autocompleteHouseNumber(params as never));
    expect(error.kind).toBe('invalid-input');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
