import { describe, expect, it } from 'vitest';
import { proxyHarness } from '../support/proxy-harness.ts';

/*
 * Issue 41, point 7: the proxy forwards every request with the shop's credentials, so a path element that a gateway on
 * the way could read as a step up the path (`x/../../account/usage`, sent encoded as one element) is refused with a 400
 * in the service's error shape, and nothing goes upstream. A `/` or a `.` that belongs to a name or a house number
 * (`1/30`, `6/3 bte 0101`, `Eugen-Bracht-Str.`) is still forwarded, in its own element.
 */

const EXACT = '/api/address/nl/v1/addresses/exact';
const BE_NUMBER = '/api/address/be/v1/autocomplete/house-number/11002/824/2610/nl/none';
const DE_NUMBER = '/api/address/de/v1/autocomplete/house-number/14612000/1817/01219/none';

/** Each refused request, the element it names, and the legitimate request beside it that is forwarded as sent. */
const CASES: [what: string, refused: string, element: string, forwarded: string][] = [
  [
    'a city climbing to another operation of the account (the report)',
    `${EXACT}/x%2F..%2F..%2F..%2F..%2F..%2Faccount%2Fusage/Julianastraat/30`,
    'city',
    `${EXACT}/Haarlem/Julianastraat/30`,
  ],
  [
    'the same in the REST path form',
    '/api/address/rest/addresses/exact/x%2F..%2F..%2Faccount%2Fusage/Julianastraat/30',
    'city',
    '/api/address/rest/addresses/exact/Haarlem/Julianastraat/30',
  ],
  [
    'a street ending in a step up',
    `${EXACT}/Haarlem/Julianastraat%2F../30`,
    'street',
    `${EXACT}/Haarlem/St.%20Annastraat/30`,
  ],
  [
    'encoded dots and a backslash',
    `${EXACT}/x%5C%2e%2e%5Cy/Julianastraat/30`,
    'city',
    `${EXACT}/Bergen%20gem.%20Bergen%20(NH.)/Julianastraat/30`,
  ],
  [
    'a doubled encoding (a gateway that decodes twice)',
    `${EXACT}/x%252F%252e%252e%252Faccount/Julianastraat/30`,
    'city',
    `${EXACT}/Haarlem%252Fx/Julianastraat/30`,
  ],
  [
    'an addition of one step',
    `${EXACT}/Haarlem/Julianastraat/30/A%2F.`,
    'houseNumberAddition',
    `${EXACT}/Haarlem/Julianastraat/30/A%2F1`,
  ],
  ['a Belgian house number', `${BE_NUMBER}/1%2F..%2F..%2Fx`, 'houseNumber', `${BE_NUMBER}/6%2F3%20bte%200101`],
  ['a Belgian bis number with a step', `${BE_NUMBER}/1%2F.%2F30`, 'houseNumber', `${BE_NUMBER}/1%2F30`],
  ['a German house number', `${DE_NUMBER}/1%2F..`, 'houseNumber', `${DE_NUMBER}/1-30`],
  [
    'a German street search',
    '/api/address/de/v1/autocomplete/street/14612000//Str.%2F..%2F..',
    'streetName',
    '/api/address/de/v1/autocomplete/street/14612000//Eugen-Bracht-Str.',
  ],
  [
    'a Belgian postal area',
    '/api/address/be/v1/autocomplete/postal-area/..%3Bx%2F2610',
    'postalArea',
    '/api/address/be/v1/autocomplete/postal-area/Ste.-Marie',
  ],
];

describe('the proxy refuses a dot segment inside a path element, forwarding nothing', () => {
  it.each(CASES)('%s', async (_what, refused, element, forwarded) => {
    const { call, calls } = proxyHarness();
    const response = await call(refused);
    expect(response.status).toBe(400);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/u);
    expect(await response.json()).toEqual({
      exception: `Invalid value for \`${element}\`.`,
      exceptionId: 'Proxy_InvalidParameterException',
    });
    expect(calls).toHaveLength(0);

    const ok = await call(forwarded);
    await ok.body?.cancel();
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]?.url ?? '').pathname).toBe(`/base${forwarded.replace('/api/address', '')}`);
  });

  it('the encoded request of the report never reaches the upstream fetch', async () => {
    let upstream = 0;
    const { call } = proxyHarness({
      fetch: () => {
        upstream += 1;
        return Promise.resolve(Response.json({}));
      },
    });
    const response = await call(`${EXACT}/x%2F..%2F..%2F..%2F..%2F..%2Faccount%2Fusage/Julianastraat/30`);
    expect(response.status).toBe(400);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(upstream).toBe(0);
  });
});
