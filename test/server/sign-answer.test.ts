import { describe, expect, it } from 'vitest';
import { parseServicePath, type ServiceRoute } from '../../src/api/parse-path.ts';
import { readToken, signedText } from '../../src/server/address-token.ts';
import { hmacSha256 } from '../../src/server/hmac.ts';
import { signAnswer } from '../../src/server/sign-answer.ts';
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
    const area = { cityId: 14612000, cityName: 'Dresden', cityAddition: null, postcode: '01219', matchedName: null, ...change };
    const mac = hmacSha256(SIGNING_KEY);
    const body = JSON.stringify([area, { ...area, postcode: '01217', cityName: 'Dresden' }]);
    const signed = JSON.parse(await signAnswer(route('/de/v1/autocomplete/postal-area/Dre'), body, mac, 1_764_000_000)) as Item[];
    expect(signed[0]).not.toHaveProperty('addressToken');
    expect(signed[1]?.addressToken).toMatch(AREA_TOKEN);
  });
});

describe('a posted postal-area token (issue 53)', () => {
  const MAC = 'A'.repeat(16);
  it('is read alone and without a street id; with one, or chained with another part, it is none the proxy writes', () => {
    expect(readToken(`v3.a.t5kz00.${MAC}`)).toEqual([{ kind: 'de-area', issuedAt: parseInt('t5kz00', 36), ref: '', mac: MAC }]);
    for (const token of [
      `v3.a.t5kz00.1817.${MAC}`,
      `v3.a.t5kz00.${MAC}~v3.e.t5kz00.1817.${MAC}`,
      `v3.d.t5kz00.1817.${MAC}~v3.a.t5kz00.${MAC}`,
      `v3.a.t5kz00.${MAC}~v3.a.t5kz00.${MAC}`,
    ]) {
      expect(readToken(token)).toBeUndefined();
    }
  });
});
