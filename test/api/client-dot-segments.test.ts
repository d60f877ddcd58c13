import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  exactParamsProblems,
  formatBelgianHouseNumber,
  formatGermanHouseNumber,
  houseNumberParamsProblems,
  postalAreaParamsProblems,
  streetParamsProblems,
  withMunicipality,
} from '../../src/address.ts';
import { parseServicePath } from '../../src/api/parse-path.ts';
import { createAddressClient, isAddressApiError, type AddressClient } from '../../src/index.ts';
import { routeProblem } from '../../src/server/check-route.ts';
import { createReferenceAddressApi, referenceDataset } from '../../src/testing/index.ts';
import { failure } from '../support/failure.ts';

/*
 * Issue 41, point 7: a name element holding a dot segment (`x/../../account/usage`) would reach the service as
 * `x%2F..%2F..%2Faccount%2Fusage` with the shop's credentials, and a gateway that decodes `%2F` would route it
 * elsewhere. The client refuses it as invalid-input and sends nothing; a `/` or a `.` that is part of a name or a
 * house number (`1/30`, `6/3 bte 0101`, `Eugen-Bracht-Str.`, `St. Annastraat`) is still sent.
 */

const reference = createReferenceAddressApi();

/** A client over the reference API, with every request it sends recorded by the spy. */
function spiedClient(): { client: AddressClient; sent: ReturnType<typeof vi.fn<typeof fetch>> } {
  const sent = vi.fn<typeof fetch>((input, init) => reference.fetch(new Request(input, init)));
  return { client: createAddressClient({ baseUrl: 'https://address.test', fetch: sent }), sent };
}

/** What a call did: sent nothing (and was refused with this kind), or sent one request with these decoded elements. */
async function outcome(
  call: (client: AddressClient) => Promise<unknown>,
): Promise<{ refused: string } | { sent: string[] }> {
  const { client, sent } = spiedClient();
  const result = await call(client).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (sent.mock.calls.length === 0) return { refused: isAddressApiError(result) ? result.kind : String(result) };
  expect(sent).toHaveBeenCalledTimes(1);
  const [input, init] = sent.mock.calls[0] ?? [];
  const route = parseServicePath(new URL(new Request(input ?? '', init).url).pathname);
  if (typeof route === 'string') throw new Error(`the client sent a path the parser does not read: ${route}`);
  return { sent: Object.values(route.elements) };
}

const exact = { city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 };
const be = {
  country: 'BE',
  municipalityNisCode: 11002,
  streetId: 824,
  postcode: 2610,
  language: 'nl',
  validation: 'none',
} as const;
const de = { country: 'DE', cityId: 14612000, streetId: 1817, postcode: '01219', validation: 'none' } as const;

/** Each call with a legitimate value that is sent, and with a dotted one that is refused. */
const CALLS: [
  what: string,
  call: (value: string) => (client: AddressClient) => Promise<unknown>,
  legitimate: string,
  dotted: readonly string[],
][] = [
  [
    'a city',
    (city) => (c) => c.matchExact({ ...exact, city }),
    'Bergen (NH.)',
    ['x/../../../../../account/usage', '../x', 'x/..', './x', 'a/./b'],
  ],
  [
    'a street',
    (street) => (c) => c.matchExact({ ...exact, street }),
    'St. Annastraat',
    ['a/../b', 'x\\..\\y', 'x/..\\..', 'Julianastraat/..'],
  ],
  [
    'a Dutch addition',
    (houseNumberAddition) => (c) => c.matchExact({ ...exact, houseNumberAddition }),
    'A/1',
    ['A/..', '../A', 'A\\.'],
  ],
  [
    'a Belgian house number',
    (houseNumber) => (c) => c.autocompleteHouseNumber({ ...be, houseNumber }),
    '6/3 bte 0101',
    ['1/..', '1/../../x', '1\\..'],
  ],
  [
    'a Belgian bis number',
    (houseNumber) => (c) => c.autocompleteHouseNumber({ ...be, houseNumber }),
    '1/30',
    ['1/./30', '1/. /30'],
  ],
  [
    'a German house number',
    (houseNumber) => (c) => c.autocompleteHouseNumber({ ...de, houseNumber }),
    '1-30',
    ['1/..', '12/../a'],
  ],
  [
    'a German street search',
    (streetName) => (c) => c.autocompleteStreet({ country: 'DE', cityId: 14612000, postcode: null, streetName }),
    'Eugen-Bracht-Str.',
    ['Str./..', 'x/../../account'],
  ],
  [
    'a Belgian street search',
    (streetName) => (c) =>
      c.autocompleteStreet({ country: 'BE', municipalityNisCode: 11002, postcode: 2610, streetName }),
    'Ste.-Marie',
    ['Ste/../Marie', 'Ste.-Marie/.'],
  ],
  [
    'a postal area',
    (postalArea) => (c) => c.autocompletePostalArea({ country: 'BE', postalArea }),
    'Ste.-Marie/Wilrijk',
    ['2610/..', '../2610'],
  ],
];

describe('a dot segment in a path element is refused before sending; the legitimate value beside it is sent', () => {
  it.each(CALLS)('%s', async (_what, call, legitimate, dotted) => {
    expect(await outcome(call(legitimate))).toEqual({ sent: expect.arrayContaining([legitimate]) as unknown });
    for (const value of dotted) expect(await outcome(call(value)), value).toEqual({ refused: 'invalid-input' });
  });

  it('says which parameter and why', async () => {
    const { client, sent } = spiedClient();
    const error = await failure(client.matchExact({ ...exact, city: 'x/../../../../../account/usage' }));
    expect(error.message).toBe('Invalid parameters: city must not hold "." or ".." as a path segment');
    expect(sent).not.toHaveBeenCalled();
  });

  it.each([
    [
      'percent-encoded dots (a gateway that decodes once more)',
      ['x/%2e%2e/y', 'x/%2E./y', 'x/.%2e', '%2e%2e', 'x%2F..%2Fy', 'x%252F%252e%252e%252Fy', 'x%5C..'],
    ],
    ['white space around the dots', ['x/ ../y', 'x/.. /y', 'x/\u00a0..\u3000/y']],
    [
      'a path parameter, query or fragment after the dots (Tomcat reads "..;x" as "..")',
      ['x/..;jsessionid=1/y', 'x/..;/y', 'x/..?a', 'x/.#a'],
    ],
    [
      'compatibility forms that NFKC turns into dots or slashes',
      ['x/\uff0e\uff0e/y', 'x/\u2025/y', 'x\uff0f..\uff0fy', 'x\uff3c..'],
    ],
  ])('also %s', async (_what, values) => {
    for (const city of values)
      expect(await outcome((c) => c.matchExact({ ...exact, city })), city).toEqual({ refused: 'invalid-input' });
  });

  it('not dots that are part of a name, however many: "...", ".5", "Str..", "a.b/c.d"', async () => {
    for (const city of ['x/.../y', 'x/.5', 'Str../x', 'a.b/c.d', 'x/..y', 'x/y..', 'x/ ..a']) {
      expect(await outcome((c) => c.matchExact({ ...exact, city })), city).toEqual({
        sent: expect.arrayContaining([city]) as unknown,
      });
    }
    // The same values, with a dot segment added, are refused.
    for (const city of ['x/.../..', '../.5', 'Str../.', 'a.b/../c.d']) {
      expect(await outcome((c) => c.matchExact({ ...exact, city })), city).toEqual({ refused: 'invalid-input' });
    }
  });
});

/** The texts the reference dataset sends as path elements: names, additions and typed house numbers. */
const DATASET = {
  names: [
    // A Dutch city also as the lookups send an ambiguous one, with its municipality (`Bergen gem. Bergen (NH.)`).
    ...referenceDataset.nl.flatMap((r) => [
      r.city,
      r.street,
      r.streetNen ?? r.street,
      r.municipality,
      withMunicipality(r.city, r.municipality),
    ]),
    ...referenceDataset.be.flatMap((r) => [r.municipality, r.street]),
    ...referenceDataset.de.flatMap((r) => [r.city, r.street]),
    ...(referenceDataset.beMunicipalities ?? []).flatMap((m) => [...m.names, ...m.postcodes.flatMap((p) => p.names)]),
    ...(referenceDataset.deCities ?? []).flatMap((c) => [...c.names, ...c.postcodes.flatMap((p) => p.names)]),
  ],
  additions: referenceDataset.nl.map((r) => r.houseNumberAddition).filter((a) => a !== ''),
  belgianNumbers: referenceDataset.be.flatMap((r) =>
    r.houseNumbers.flatMap((h) =>
      (['nl', 'fr', 'de'] as const).map((language) => formatBelgianHouseNumber(h, language)),
    ),
  ),
  germanNumbers: referenceDataset.de.flatMap((r) => r.houseNumbers.map((h) => formatGermanHouseNumber(h))),
};

/** What the client and the proxy say of a value in each place it can be sent: the client's problems, the proxy's refused element. */
function verdicts(place: keyof typeof DATASET, value: string): { client: string[]; proxy: string | undefined } {
  const [client, path] =
    place === 'names'
      ? [
          [
            ...exactParamsProblems({ ...exact, city: value }),
            ...streetParamsProblems({ country: 'DE', cityId: 1, postcode: null, streetName: value }),
            ...postalAreaParamsProblems({ country: 'BE', postalArea: value }),
          ],
          `/nl/v1/addresses/exact/${encodeURIComponent(value)}/Julianastraat/30`,
        ]
      : place === 'additions'
        ? [
            exactParamsProblems({ ...exact, houseNumberAddition: value }),
            `/nl/v1/addresses/exact/Haarlem/Julianastraat/30/${encodeURIComponent(value)}`,
          ]
        : place === 'belgianNumbers'
          ? [
              houseNumberParamsProblems({ ...be, houseNumber: value }),
              `/be/v1/autocomplete/house-number/11002/824/2610/nl/none/${encodeURIComponent(value)}`,
            ]
          : [
              houseNumberParamsProblems({ ...de, houseNumber: value }),
              `/de/v1/autocomplete/house-number/14612000/1817/01219/none/${encodeURIComponent(value)}`,
            ];
  const route = parseServicePath(path);
  if (typeof route === 'string') throw new Error(`${path}: ${route}`);
  return { client, proxy: routeProblem(route) };
}

describe('the rule, as a property of the client’s checks and the proxy’s', () => {
  const place = fc.constantFrom(...(Object.keys(DATASET) as (keyof typeof DATASET)[]));

  it('every value of the reference dataset passes (slashes, dots and all); with a dot segment put in between separators, none does', () => {
    expect(DATASET.names).toEqual(expect.arrayContaining(['Eugen-Bracht-Str.', 'Bergen (NH.)']));
    expect(DATASET.belgianNumbers.some((n) => n.includes('/'))).toBe(true);
    for (const key of Object.keys(DATASET) as (keyof typeof DATASET)[]) {
      for (const value of DATASET[key])
        expect(verdicts(key, value), `${key}: ${value}`).toEqual({ client: [], proxy: undefined });
    }
    const separator = fc.constantFrom('/', '\\', '%2F', '%5c', '\uff0f');
    const dots = fc.constantFrom('.', '..', '%2e', '%2E%2e', ' .. ', '..;x', '\uff0e\uff0e', '\u2025');
    const dataValue = place.chain((p) => fc.tuple(fc.constant(p), fc.constantFrom(...DATASET[p])));
    fc.assert(
      fc.property(
        dataValue,
        fc.nat(),
        separator,
        dots,
        separator,
        fc.boolean(),
        ([p, value], at, before, dot, after, last) => {
          // The dot segment goes into the value anywhere after its first character (a typed house number must still
          // start with its number), between two separators, or after a last one.
          const chars = Array.from(value);
          const cut = 1 + (at % chars.length);
          const dotted = chars.slice(0, cut).join('') + before + dot + (last ? '' : after + chars.slice(cut).join(''));
          fc.pre(p !== 'additions' || Array.from(dotted).length <= 6);
          const { client, proxy } = verdicts(p, dotted);
          // A value cut to its first character and a dot ("'/.") has no letter left: refused by the rule before it.
          expect(client.join('; ')).toMatch(
            /[\p{L}\p{N}]/u.test(dotted)
              ? /must not hold "\." or "\.\." as a path segment/u
              : /must contain a letter or a digit/u,
          );
          expect(proxy).toBeDefined();
        },
      ),
      { numRuns: 500 },
    );
    // Whatever surrounds it: any text with a dot segment between separators is refused by both.
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 12 }),
        separator,
        dots,
        fc.option(fc.tuple(separator, fc.string({ unit: 'grapheme', maxLength: 12 }))),
        (head, before, dot, tail) => {
          const value = `1${head}${before}${dot}${tail === null ? '' : tail.join('')}`;
          for (const p of ['names', 'belgianNumbers'] as const) {
            const { client, proxy } = verdicts(p, value);
            expect(client.length).toBeGreaterThan(0);
            expect(proxy).toBeDefined();
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
