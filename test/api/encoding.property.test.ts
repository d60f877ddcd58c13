import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAddressClient, type ExactAddressParams, type StreetParams } from '../../src/index.ts';
import { exactParamsProblems, streetParamsProblems } from '../../src/address.ts';
import { createReferenceAddressApi } from '../../src/testing/index.ts';
import { type ServiceRoute } from '../../src/api/parse-path.ts';
import { serveFetchHandler, type LoopbackServer } from '../support/http-server.ts';
import { setupReferenceServer } from '../support/msw.ts';

/** Text full of what breaks URLs: separators, escapes, quotes, spaces, emoji, combining marks, any code point. */
const awkward = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '/',
        '%',
        '%2F',
        '%25',
        '?',
        '#',
        '&',
        '+',
        '=',
        ';',
        "'",
        '"',
        '`',
        ' ',
        '  ',
        '\\',
        '.',
        '..',
        '~',
        '🏠',
        '👩‍👩‍👧',
        'e\u0301',
        'ﬁ',
        'ß',
        "'s-",
        'Ω',
        '\u00a0',
        '\u200b',
        '<',
        '>',
        '{',
        '}',
        '|',
        '^',
        '[',
        ']',
      ),
      fc.string({ unit: 'binary', maxLength: 6 }),
      fc.string({ unit: 'grapheme', maxLength: 6 }),
    ),
    { minLength: 1, maxLength: 8 },
  )
  .map((parts) => parts.join(''));

const exactParams = fc
  .record({
    city: awkward,
    street: awkward,
    houseNumber: fc.integer({ min: 1, max: 99999 }),
    houseNumberAddition: fc.option(awkward, { nil: undefined }),
  })
  .map(({ houseNumberAddition, ...rest }): ExactAddressParams =>
    houseNumberAddition === undefined ? rest : { ...rest, houseNumberAddition },
  );

const sendable = exactParams.filter((params) => exactParamsProblems(params).length === 0);

function receivedExact(route: ServiceRoute | undefined) {
  if (route?.operation !== 'exact') throw new Error(`expected a matchExact route, got ${JSON.stringify(route)}`);
  return route.elements;
}

function expectSameStrings(params: ExactAddressParams, route: ServiceRoute | undefined): void {
  const elements = receivedExact(route);
  expect(elements.city).toBe(params.city);
  expect(elements.street).toBe(params.street);
  expect(elements.houseNumber).toBe(String(params.houseNumber));
  const addition = params.houseNumberAddition?.trim() === '' ? undefined : params.houseNumberAddition;
  expect(elements.houseNumberAddition).toBe(addition);
}

describe('path encoding through MSW', () => {
  const { routes, client } = setupReferenceServer();

  it('delivers arbitrary city, street and addition strings to the reference API exactly', async () => {
    await fc.assert(
      fc.asyncProperty(sendable, async (params) => {
        routes.length = 0;
        await client()
          .matchExact(params)
          .catch(() => undefined);
        expect(routes).toHaveLength(1);
        expectSameStrings(params, routes[0]);
      }),
      { numRuns: 300 },
    );
  });

  it('delivers arbitrary typed house numbers to the reference API exactly', async () => {
    const typed = fc.tuple(fc.integer({ min: 1, max: 99999 }), awkward).map(([n, rest]) => `${n}${rest}`);
    await fc.assert(
      fc.asyncProperty(typed, async (houseNumber) => {
        routes.length = 0;
        const sent = client().autocompleteHouseNumber({
          country: 'DE',
          cityId: null,
          streetId: 1817,
          postcode: '01219',
          validation: 'none',
          houseNumber,
        });
        const outcome = await sent.then(
          () => 'sent',
          (e: unknown) => (e as { kind?: string }).kind,
        );
        if (outcome === 'invalid-input') return; // refused before sending: nothing reached the API
        expect(routes).toHaveLength(1);
        expect(routes[0]).toMatchObject({ operation: 'de-house-number', elements: { houseNumber, cityId: '' } });
      }),
      { numRuns: 200 },
    );
  });

  it('delivers arbitrary street names, with or without a postcode, to the reference API exactly', async () => {
    const streetParams = fc
      .record({
        country: fc.constantFrom('BE', 'DE'),
        streetName: fc.oneof(
          awkward,
          fc.constantFrom("Rue de l'Université", 'Gospertstraße', 'a/b', 'Laan van Nieuw Oost-Indië'),
        ),
        withPostcode: fc.boolean(),
      })
      .map(({ country, streetName, withPostcode }): StreetParams =>
        country === 'BE'
          ? { country, municipalityNisCode: 11002, postcode: withPostcode ? 2610 : null, streetName }
          : { country, cityId: 14612000, postcode: withPostcode ? '01219' : null, streetName },
      )
      .filter((params) => streetParamsProblems(params).length === 0);
    await fc.assert(
      fc.asyncProperty(streetParams, async (params) => {
        routes.length = 0;
        await client().autocompleteStreet(params);
        expect(routes).toHaveLength(1);
        const postcode = params.postcode === null ? '' : String(params.postcode);
        const area = params.country === 'BE' ? { municipalityNisCode: '11002' } : { cityId: '14612000' };
        expect(routes[0]).toEqual({
          operation: params.country === 'BE' ? 'be-street' : 'de-street',
          elements: { ...area, postcode, streetName: params.streetName },
        });
      }),
      { numRuns: 200 },
    );
  });

  it('delivers arbitrary postal areas to the reference API exactly', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('BE', 'DE'), awkward, async (country, postalArea) => {
        routes.length = 0;
        const outcome = await client()
          .autocompletePostalArea({ country, postalArea })
          .then(
            () => 'sent',
            (e: unknown) => ((e as { status?: number }).status === undefined ? 'refused' : 'sent'),
          );
        if (outcome === 'refused') return; // refused before sending: nothing reached the API
        expect(routes).toEqual([{ operation: `${country.toLowerCase()}-postal-area`, elements: { postalArea } }]);
      }),
      { numRuns: 200 },
    );
  });

  it('sends nothing for any input the checks refuse', async () => {
    const refused = exactParams.filter((params) => exactParamsProblems(params).length > 0);
    await fc.assert(
      fc.asyncProperty(refused, async (params) => {
        const transport = vi.fn<typeof fetch>();
        await expect(
          createAddressClient({ baseUrl: 'https://never.test', fetch: transport }).matchExact(params),
        ).rejects.toMatchObject({ kind: 'invalid-input' });
        expect(transport).not.toHaveBeenCalled();
      }),
      { numRuns: 200 },
    );
  });
});

describe('path encoding over real HTTP', () => {
  const received: ServiceRoute[] = [];
  let server: LoopbackServer;
  beforeAll(async () => {
    server = await serveFetchHandler(createReferenceAddressApi({ onRequest: (route) => received.push(route) }).fetch);
  });
  afterAll(() => server.close());

  it('delivers arbitrary strings exactly through a real socket and URL parser', async () => {
    const client = createAddressClient({ baseUrl: server.url });
    await fc.assert(
      fc.asyncProperty(sendable, async (params) => {
        received.length = 0;
        await client.matchExact(params).catch(() => undefined);
        expect(received).toHaveLength(1);
        expectSameStrings(params, received[0]);
      }),
      { numRuns: 100 },
    );
  });
});
