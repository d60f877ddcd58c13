import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseServicePath, type ServiceRoute } from '../../src/api/parse-path.ts';
import { readToken, signedText } from '../../src/server/address-token.ts';
import { hmacSha256, webCryptoMac } from '../../src/server/hmac.ts';
import { isSigned, signAnswer } from '../../src/server/sign-answer.ts';
import { proxyHarness } from '../support/proxy-harness.ts';
import { SIGNING_KEY } from '../support/signed-addresses.ts';

/*
 * Issue 53, point 3: the proxy signs a German postal area that carries a postcode (token kind `de-area`, over the
 * postcode and the city's own name), so a DHL pickup's postcode and town can be verified without a second lookup.
 */
type Item = Record<string, unknown>;
const AREA_TOKEN = /^v3\.a\.[\da-z]+\.[\w-]{16}$/u;
const json = async (response: Response): Promise<Item[]> => JSON.parse(await response.text()) as Item[];
const withoutTokens = (items: Item[]): Item[] => items.map(({ addressToken: _token, ...item }) => item);
const route = (path: string): ServiceRoute => {
  const parsed = parseServicePath(path);
  if (typeof parsed === 'string') throw new Error(`${path}: ${parsed}`);
  return parsed;
};

describe('the proxy signs a German postal area with a postcode (issue 53)', () => {
  const signing = proxyHarness({ signingKey: SIGNING_KEY });
  const plain = proxyHarness();

  it('each area with a postcode gets a token, the whole city none, and nothing else of the answer changes', async () => {
    const path = '/api/address/de/v1/autocomplete/postal-area/Dresden';
    const signed = await json(await signing.call(path));
    const unsigned = await json(await plain.call(path));
    expect(signed.filter((area) => area.postcode === null).length).toBe(1);
    expect(signed.filter((area) => typeof area.postcode === 'string').length).toBeGreaterThan(1);
    for (const area of signed) {
      if (area.postcode === null) expect(area).not.toHaveProperty('addressToken');
      else expect(area.addressToken).toMatch(AREA_TOKEN);
    }
    expect(unsigned.some((area) => 'addressToken' in area)).toBe(false);
    expect(withoutTokens(signed)).toEqual(unsigned);
  });

  it('the token covers the postcode and the city’s own name, not the district that matched', async () => {
    const [strehlen] = await json(await signing.call('/api/address/de/v1/autocomplete/postal-area/01219'));
    expect(strehlen).toMatchObject({ cityName: 'Dresden', postcode: '01219', matchedName: 'Strehlen' });
    const [part] = readToken(String(strehlen?.addressToken)) ?? [];
    expect(part?.kind).toBe('de-area');
    if (part === undefined) return;
    const mac = hmacSha256(SIGNING_KEY);
    const macOf = async (fields: string[]) => mac(signedText('de-area', part.issuedAt, '', fields));
    expect(await macOf(['01219', 'Dresden'])).toBe(part.mac);
    expect(await macOf(['01219', 'Strehlen'])).not.toBe(part.mac);
  });

  it('a signed German area answer goes out as a signed answer does: no-cache with an ETag', async () => {
    const answer = await signing.call('/api/address/de/v1/autocomplete/postal-area/01219');
    expect(answer.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(answer.headers.get('ETag')).toMatch(/^"\d+\.[\w-]+"$/u);
  });

  it.each([
    ['no postcode', { postcode: null }],
    ['the postcode left out', { postcode: undefined }],
    ['a postcode of four digits', { postcode: '1219' }],
    ['a postcode that is a number', { postcode: 1219 }],
    ['no city name', { cityName: null }],
  ])('signs no German area with %s', async (_what, change) => {
    const area = {
      cityId: 14612000,
      cityName: 'Dresden',
      cityAddition: null,
      postcode: '01219',
      matchedName: null,
      ...change,
    };
    const mac = hmacSha256(SIGNING_KEY);
    const body = JSON.stringify([area, { ...area, postcode: '01217', cityName: 'Dresden' }]);
    const signed = JSON.parse(
      await signAnswer(route('/de/v1/autocomplete/postal-area/Dre'), body, mac, 1_764_000_000),
    ) as Item[];
    expect(signed[0]).not.toHaveProperty('addressToken');
    expect(signed[1]?.addressToken).toMatch(AREA_TOKEN);
  });
});

describe('a signed answer is the service’s text, byte for byte, with the tokens written in', () => {
  const mac = hmacSha256(SIGNING_KEY);
  const withoutTokenText = (text: string) => text.replace(/,"addressToken":"[\w.-]+"/gu, '');

  it('for any house-number answer, however it is written and whatever its texts hold', async () => {
    const part = fc.option(fc.string({ unit: 'binary', maxLength: 12 }), { nil: null });
    const house = fc.record({
      houseNumber: fc.string({ unit: 'binary', maxLength: 12 }),
      // Mostly a number the service has; sometimes one no request could name, or not a number (never signed).
      number: fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: 1, max: 99999 }) },
        { weight: 1, arbitrary: fc.constantFrom(0, -3, 100000, 1.5, '12', null) },
      ),
      bisNumber: part,
      boxNumber: part,
      postcode: fc.oneof(fc.integer({ min: 1000, max: 9999 }), fc.string({ maxLength: 6 })),
      status: fc.constantFrom('validated', 'unknown', 'incomplete'),
      extra: fc.jsonValue({ maxDepth: 3 }),
    });
    const answer = fc.array(
      fc.oneof({ weight: 5, arbitrary: house }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) }),
      { maxLength: 8 },
    );
    await fc.assert(
      fc.asyncProperty(answer, fc.constantFrom(undefined, 0, 2, '\t'), async (items, indent) => {
        const body = JSON.stringify(items, null, indent);
        const signed = await signAnswer(
          route('/be/v1/autocomplete/house-number/11002/824/2610/nl/none/3'),
          body,
          mac,
          1_764_000_000,
        );
        expect(withoutTokenText(signed)).toBe(body);
        const parsed = JSON.parse(signed) as unknown[];
        const original = JSON.parse(body) as unknown[];
        parsed.forEach((item, i) => {
          const one = original[i] as { status?: unknown; number?: unknown } | null;
          const confirmed =
            typeof one === 'object' &&
            one !== null &&
            !Array.isArray(one) &&
            one.status === 'validated' &&
            Number.isSafeInteger(one.number) &&
            (one.number as number) >= 1 &&
            (one.number as number) <= 99999;
          const token = (item as { addressToken?: unknown } | null)?.addressToken;
          if (confirmed) expect(token).toMatch(/^v3\.c\.t68n40\.824\.[\w-]{16}$/u);
          else expect(token).toBeUndefined();
        });
      }),
      { numRuns: 200 },
    );
  });

  it('for a Dutch address, with white space after it; an object that already has an addressToken gets ours in its place', async () => {
    const dutch = {
      street: 'Julianastraat',
      houseNumber: 30,
      houseNumberAddition: '',
      postcode: '2012ES',
      city: 'Haarlem "}{" \\',
      addressType: 'building',
    };
    const body = `${JSON.stringify(dutch, null, 2)}\n`;
    const signed = await signAnswer(route('/nl/v1/addresses/postcode/2012ES/30'), body, mac, 1_764_000_000);
    expect(withoutTokenText(signed)).toBe(body);
    expect(JSON.parse(signed)).toEqual({
      ...dutch,
      addressToken: expect.stringMatching(/^v3\.n\.t68n40\.[\w-]{16}$/u) as unknown,
    });
    const already = await signAnswer(
      route('/nl/v1/addresses/postcode/2012ES/30'),
      JSON.stringify({ ...dutch, addressToken: 'theirs' }),
      mac,
      1_764_000_000,
    );
    expect(JSON.parse(already)).toEqual(JSON.parse(signed));
  });
});

describe('what signAnswer signs', () => {
  const mac = hmacSha256(SIGNING_KEY);
  const AT = 1_764_000_000;
  const dutch = {
    street: 'Julianastraat',
    houseNumber: 30,
    houseNumberAddition: '',
    postcode: '2012ES',
    city: 'Haarlem',
    addressType: 'building',
  };
  const tokenOf = async (path: string, answer: unknown) =>
    (JSON.parse(await signAnswer(route(path), JSON.stringify(answer), mac, AT)) as Item).addressToken;
  const macOf = async (kind: Parameters<typeof signedText>[0], ref: string, fields: string[]) =>
    mac(signedText(kind, AT, ref, fields));

  it('signs every answer but a Belgian postal area’s', () => {
    expect(isSigned(route('/be/v1/autocomplete/postal-area/Wilr'))).toBe(false);
    for (const path of [
      '/de/v1/autocomplete/postal-area/Dre',
      '/nl/v1/addresses/postcode/2012ES/30',
      '/be/v1/autocomplete/street/11002//Europ',
      '/rest/addresses/exact/Haarlem/Julianastraat/30',
    ]) {
      expect(isSigned(route(path)), path).toBe(true);
    }
  });

  it('gives a body that is not JSON, or holds nothing confirmed, back as it came', async () => {
    const path = route('/nl/v1/addresses/postcode/2012ES/30');
    for (const body of ['not json', '', '[1,2]', '{"houseNumberAddition":null,"street":"x"}', '"text"']) {
      expect(await signAnswer(path, body, mac, AT)).toBe(body);
    }
  });

  it('covers the Dutch address’s fields in order, and a PO box’s number as asked, not the 0 the service answers', async () => {
    expect(await tokenOf('/nl/v1/addresses/postcode/2012ES/30', dutch)).toBe(
      `v3.n.t68n40.${await macOf('nl', '', ['2012ES', 'Haarlem', 'Julianastraat', '30', ''])}`,
    );
    const box = { ...dutch, street: 'Postbus', houseNumber: 0, addressType: 'PO box' };
    expect(await tokenOf('/nl/v1/addresses/postcode/2012ES/1234', box)).toBe(
      `v3.n.t68n40.${await macOf('nl', '', ['2012ES', 'Haarlem', 'Postbus', '1234', ''])}`,
    );
  });

  it('covers a street’s name and city under its street id, and a house number under the street id it was asked for', async () => {
    const [street] = JSON.parse(
      await signAnswer(
        route('/de/v1/autocomplete/street/14612000//Lenn'),
        JSON.stringify([{ streetId: 1817, streetName: 'Lennéstraße', cityName: 'Dresden' }]),
        mac,
        AT,
      ),
    ) as Item[];
    expect(street?.addressToken).toBe(
      `v3.d.t68n40.1817.${await macOf('de-street', '1817', ['Lennéstraße', 'Dresden'])}`,
    );
    const house = { houseNumber: '12a', number: 12, addition: 'a', postcode: '01069', status: 'validated' };
    const [signed] = JSON.parse(
      await signAnswer(
        route('/de/v1/autocomplete/house-number/14612000/1817/01069/strict/12a'),
        JSON.stringify([house]),
        mac,
        AT,
      ),
    ) as Item[];
    expect(signed?.addressToken).toBe(
      `v3.e.t68n40.1817.${await macOf('de-house', '1817', ['12a', '01069', 'validated', 'number=12&addition=a'])}`,
    );
  });

  it('signs nothing an address could not be built from: an addition that does not exist, a street without a usable id, a number not validated', async () => {
    expect(
      await tokenOf('/nl/v1/addresses/postcode/2012ES/30', { ...dutch, houseNumberAddition: null }),
    ).toBeUndefined();
    expect(await tokenOf('/nl/v1/addresses/postcode/2012ES/30', { ...dutch, city: 7 })).toBeUndefined();
    const streets = [
      { streetName: 'Europalaan', municipalityName: 'Antwerpen' },
      { streetId: '824', streetName: 'Europalaan', municipalityName: null },
    ];
    const signedStreets = JSON.parse(
      await signAnswer(route('/be/v1/autocomplete/street/11002//Europ'), JSON.stringify(streets), mac, AT),
    ) as Item[];
    expect(signedStreets.map((s) => s.addressToken)).toEqual([undefined, undefined]);
  });

  it('writes the same text with a MAC that answers with a promise (Web Crypto) as with one that answers at once', async () => {
    const body = JSON.stringify(dutch);
    const path = route('/nl/v1/addresses/postcode/2012ES/30');
    const atOnce = signAnswer(path, body, mac, AT);
    expect(typeof atOnce).toBe('string');
    expect(await signAnswer(path, body, webCryptoMac(SIGNING_KEY), AT)).toBe(atOnce);
  });
});
